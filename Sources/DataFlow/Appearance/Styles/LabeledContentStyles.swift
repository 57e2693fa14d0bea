// Labeled content styles (appearance, D15): `LabeledContent`'s node shows its label and value
// whatever the style.

/// How labelled content looks.
public protocol LabeledContentStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The labelled content as this style draws it.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style receives.
    typealias Configuration = LabeledContentStyleConfiguration
}

/// What a labeled content style receives: the label and the content.
public struct LabeledContentStyleConfiguration {
    /// The label, as a view that shows it.
    public struct Label: View {
        package let content: any View
    }

    /// The content, as a view that shows it.
    public struct Content: View {
        package let content: any View
    }

    /// The label.
    public let label: LabeledContentStyleConfiguration.Label
    /// The content.
    public let content: LabeledContentStyleConfiguration.Content

    package init(label: any View, content: any View) {
        self.label = Label(content: label)
        self.content = Content(content: content)
    }
}

extension LabeledContentStyleConfiguration.Label: StyleConfigurationPart {}
extension LabeledContentStyleConfiguration.Content: StyleConfigurationPart {}

/// The platform's style: the label leading, the content trailing (appearance).
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}
    /// The configuration's content with its label.
    public func makeBody(configuration: AutomaticLabeledContentStyle.Configuration) -> some View {
        LabeledContent(content: { configuration.content }, label: { configuration.label })
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}
