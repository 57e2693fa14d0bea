// Progress view styles: a bar or a spinner (appearance, D15). A configuration made from a
// progress view (`ProgressView.styleConfiguration`) carries its fraction completed and label.

/// How a progress view looks.
public protocol ProgressViewStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The progress view as this style draws it.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style receives.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a progress view style receives: how far the task is, and the view's labels.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view that shows it.
    public struct Label: View {
        package let content: any View
    }

    /// The label of the current value, as a view that shows it.
    public struct CurrentValueLabel: View {
        package let content: any View
    }

    /// The fraction done, from 0 to 1; nil for an indeterminate progress view.
    public let fractionCompleted: Double?
    /// The progress view's label, if it has one.
    public var label: ProgressViewStyleConfiguration.Label?
    /// The current value's label, if it has one.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?

    package init(fractionCompleted: Double?, label: (any View)?, currentValueLabel: (any View)? = nil) {
        self.fractionCompleted = fractionCompleted
        self.label = label.map { Label(content: $0) }
        self.currentValueLabel = currentValueLabel.map { CurrentValueLabel(content: $0) }
    }
}

extension ProgressViewStyleConfiguration.Label: StyleConfigurationPart {}
extension ProgressViewStyleConfiguration.CurrentValueLabel: StyleConfigurationPart {}

/// The platform's progress view: a bar when the progress is known, a spinner when not.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    /// A progress view at the configuration's fraction, with its label.
    public func makeBody(configuration: DefaultProgressViewStyle.Configuration) -> some View {
        configuredProgressView(configuration)
    }
}

/// A spinner (appearance); its tint is kept, not drawn.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The tint given, if any.
    let tint: Color?

    public init() { tint = nil }
    /// iOS 14's tinted spinner, deprecated in favour of `.tint(_:)`.
    public init(tint: Color) { self.tint = tint }
    /// A progress view at the configuration's fraction, with its label.
    public func makeBody(configuration: CircularProgressViewStyle.Configuration) -> some View {
        configuredProgressView(configuration)
    }
}

/// A bar (appearance); its tint is kept, not drawn.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The tint given, if any.
    let tint: Color?

    public init() { tint = nil }
    /// iOS 14's tinted bar, deprecated in favour of `.tint(_:)`.
    public init(tint: Color) { self.tint = tint }
    /// A progress view at the configuration's fraction, with its label.
    public func makeBody(configuration: LinearProgressViewStyle.Configuration) -> some View {
        configuredProgressView(configuration)
    }
}

/// What a built-in progress style's body is: a progress view at the configuration's fraction
/// (out of 1), labelled with its label.
private func configuredProgressView(
    _ configuration: ProgressViewStyleConfiguration
) -> ProgressView<ProgressViewStyleConfiguration.Label?, EmptyView> {
    ProgressView(value: configuration.fractionCompleted, total: 1.0) { configuration.label }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() } }
