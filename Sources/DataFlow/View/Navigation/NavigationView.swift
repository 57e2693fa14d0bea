/// A navigation container: shows the title its content sets with `.navigationTitle(_:)`.
///
/// The title is a preference: it flows up from the content, so `.navigationTitle` works on a view
/// inside the container and does nothing on the container itself (S2.2).
public struct NavigationView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// The iOS 16 container; the same title mechanism.
public struct NavigationStack<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// The preference `.navigationTitle(_:)` writes. With several titles below one container the
/// first in tree order is kept (SwiftUI does not document which wins).
public struct NavigationTitleKey: PreferenceKey {
    public static var defaultValue: String? { nil }

    public static func reduce(value: inout String?, nextValue: () -> String?) {
        value = value ?? nextValue()
    }
}

extension View {
    public func navigationTitle(_ title: String) -> ModifiedContent<Self, _PreferenceWritingModifier<NavigationTitleKey>> {
        preference(key: NavigationTitleKey.self, value: title)
    }
}

protocol NavigationContainer {
    static var containerName: String { get }
    var anyContent: any View { get }
}

extension NavigationView: NavigationContainer {
    static var containerName: String { "NavigationView" }
    var anyContent: any View { content }
}

extension NavigationStack: NavigationContainer {
    static var containerName: String { "NavigationStack" }
    var anyContent: any View { content }
}

extension NavigationView: BuiltinView {
    package func makeNode(in context: NodeContext) -> Node { NavigationNode(name: Self.containerName, context: context, viewType: Self.self) }
}

extension NavigationStack: BuiltinView {
    package func makeNode(in context: NodeContext) -> Node { NavigationNode(name: Self.containerName, context: context, viewType: Self.self) }
}

/// The node of a navigation container: after each pass it reads the title its content produces;
/// the navigation bar shows it (no action, no state: the platform draws it).
package final class NavigationNode: Node, PreferenceObserver {
    private let name: String
    private var title: String?

    init(name: String, context: NodeContext, viewType: Any.Type) {
        self.name = name
        super.init(context, viewType: viewType)
        context.graph.preferenceObservers.append(self)
    }

    override package var pathName: String? { name }

    override package func apply(_ view: any View) {
        guard let container = view as? any NavigationContainer else { return }
        reconcileChild(container.anyContent, key: .content)
    }

    package var isObserving: Bool { !isRemoved }

    package func passDidFinish() {
        title = Node.combinedPreference(NavigationTitleKey.self, of: children) ?? nil
    }

    override package func render(into screen: inout ScreenBuilder) {
        let bar = title.map { " title: \($0.debugDescription)" } ?? " (no title)"
        screen.add(name + bar, identity: identityPath)
        screen.indent { super.render(into: &$0) }
    }
}
