// Disclosure group styles (appearance, D15): the group shows its label as a button that expands
// it, whatever the style. A configuration made from a group (`DisclosureGroup.styleConfiguration`)
// carries the group's expansion binding, so a style body that writes `isExpanded` opens the group.

/// How a disclosure group looks and is opened.
public protocol DisclosureGroupStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The group as this style draws it.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style receives.
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// What a disclosure group style receives: the label, the content and whether it shows.
public struct DisclosureGroupStyleConfiguration {
    /// The group's label, as a view that shows it.
    public struct Label: View {
        package let content: any View
    }

    /// The group's content, as a view that shows it.
    public struct Content: View {
        package let content: any View
    }

    /// The group's label.
    public let label: DisclosureGroupStyleConfiguration.Label
    /// The group's content, shown while it is expanded.
    public let content: DisclosureGroupStyleConfiguration.Content
    /// Whether the group is expanded: the group's own expansion state, so writing it opens or
    /// closes the group.
    @Binding public var isExpanded: Bool

    package init(label: any View, content: any View, isExpanded: Binding<Bool>) {
        self.label = Label(content: label)
        self.content = Content(content: content)
        _isExpanded = isExpanded
    }
}

extension DisclosureGroupStyleConfiguration.Label: StyleConfigurationPart {}
extension DisclosureGroupStyleConfiguration.Content: StyleConfigurationPart {}

/// The platform's disclosure group (appearance).
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}
    /// A group over the configuration's expansion binding.
    public func makeBody(configuration: AutomaticDisclosureGroupStyle.Configuration) -> some View {
        DisclosureGroup(isExpanded: configuration.$isExpanded, content: { configuration.content }, label: { configuration.label })
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}
