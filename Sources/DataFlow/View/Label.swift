/// A title with an icon: `Label("Favorites", systemImage: "star")`. Its text is the title, so a
/// button labelled with it is tapped by the title (`tap "Favorites"`).
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label: BuiltinView {
    package func makeNode(in context: NodeContext) -> Node { LabelNode(context, viewType: Self.self) }
}

extension Label: LabelProtocol {
    var anyTitle: any View { title }
    var anyIcon: any View { icon }
}

protocol LabelProtocol {
    var anyTitle: any View { get }
    var anyIcon: any View { get }
}

/// One screen line: `Label "Favorites" (Image "star")`.
final class LabelNode: Node {
    override package var pathName: String? { "Label" }

    /// Its icon beside its title (§33).
    override package func layout(width: Double) -> NodeLayout { .beside }

    override package func apply(_ view: any View) {
        guard let label = view as? any LabelProtocol else { return }
        reconcileChildren([ChildSlot(key: .label, view: label.anyTitle), ChildSlot(key: .content, view: label.anyIcon)])
    }

    override package func render(into screen: inout ScreenBuilder) {
        let title = children.first { $0.key == .label }?.labelText() ?? ""
        var icon = ScreenBuilder()
        children.first { $0.key == .content }?.render(into: &icon)
        let iconText = icon.lines.first.map { " (\($0.text))" } ?? ""
        screen.add("Label \(quote(title))\(iconText)", identity: identityPath)
    }

    override package func appendText(to words: inout [String]) {
        children.first { $0.key == .label }?.appendText(to: &words)
    }
}
