// Toggle styles. SwiftUI draws a toggle by calling its style's `makeBody(configuration:)`;
// dataflow's toggle node shows the switch and flips its binding itself (D15). The shapes are
// SwiftUI's, and a configuration made from a toggle (`Toggle.styleConfiguration`) carries the
// toggle's own binding: a style body that writes `configuration.isOn` writes the app's value.

/// How a toggle looks and is operated.
public protocol ToggleStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The toggle as this style draws it.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style receives.
    typealias Configuration = ToggleStyleConfiguration
}

/// What a toggle style receives: the toggle's label and its binding.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view that shows it.
    public struct Label: View {
        package let content: any View
    }

    /// The toggle's label.
    public let label: ToggleStyleConfiguration.Label
    /// Whether the toggle is on: the toggle's binding, so writing it writes the app's value.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that are not all the same (iOS 16's
    /// `Toggle(sources:isOn:)`); false for a toggle over one value.
    public var isMixed: Bool

    package init(label: any View, isOn: Binding<Bool>, isMixed: Bool = false) {
        self.label = Label(content: label)
        _isOn = isOn
        self.isMixed = isMixed
    }
}

extension ToggleStyleConfiguration.Label: StyleConfigurationPart {}

/// The platform's toggle: a switch on iOS (appearance).
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    /// A toggle over the configuration's binding.
    public func makeBody(configuration: DefaultToggleStyle.Configuration) -> some View { configuredToggle(configuration) }
}

/// A switch (appearance); its tint is kept, not drawn.
public struct SwitchToggleStyle: ToggleStyle {
    /// The tint given, if any.
    let tint: Color?

    public init() { tint = nil }
    /// iOS 14's tinted switch, deprecated in favour of `.tint(_:)`.
    public init(tint: Color) { self.tint = tint }
    /// A toggle over the configuration's binding.
    public func makeBody(configuration: SwitchToggleStyle.Configuration) -> some View { configuredToggle(configuration) }
}

/// A toggle drawn as a button that stays down while on (appearance).
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    /// A toggle over the configuration's binding.
    public func makeBody(configuration: ButtonToggleStyle.Configuration) -> some View { configuredToggle(configuration) }
}

/// What a built-in toggle style's body is: a toggle over the configuration's binding and label.
private func configuredToggle(_ configuration: ToggleStyleConfiguration) -> Toggle<ToggleStyleConfiguration.Label> {
    Toggle(isOn: configuration.$isOn) { configuration.label }
}

extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { DefaultToggleStyle() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { ButtonToggleStyle() } }
