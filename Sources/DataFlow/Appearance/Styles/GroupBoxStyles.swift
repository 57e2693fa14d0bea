// Group box styles (appearance, D15): the box's node shows its label and content whatever the
// style.

/// How a group box looks.
public protocol GroupBoxStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The group box as this style draws it.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style receives.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// What a group box style receives: the box's label and content.
public struct GroupBoxStyleConfiguration {
    /// The box's label, as a view that shows it.
    public struct Label: View {
        package let content: any View
    }

    /// The box's content, as a view that shows it.
    public struct Content: View {
        package let content: any View
    }

    /// The box's label.
    public let label: GroupBoxStyleConfiguration.Label
    /// The box's content.
    public let content: GroupBoxStyleConfiguration.Content

    package init(label: any View, content: any View) {
        self.label = Label(content: label)
        self.content = Content(content: content)
    }
}

extension GroupBoxStyleConfiguration.Label: StyleConfigurationPart {}
extension GroupBoxStyleConfiguration.Content: StyleConfigurationPart {}

/// The platform's group box (appearance).
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    /// A group box around the configuration's content, with its label.
    public func makeBody(configuration: DefaultGroupBoxStyle.Configuration) -> some View {
        GroupBox(content: { configuration.content }, label: { configuration.label })
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle { public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() } }
