/// The iOS 13 navigation container: shows the title its content sets with `.navigationTitle(_:)`,
/// and pushes `NavigationLink(destination:)`s like a stack without a path.
///
/// The title is a preference: it flows up from the content, so `.navigationTitle` works on a view
/// inside the container and does nothing on the container itself (S2.2).
public struct NavigationView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// The iOS 16 navigation container: a root view and the views pushed on it.
///
/// Pushed views are identities of their own: created when pushed, destroyed when popped (so
/// pushing the same value again starts with fresh state), and alive while covered, as the root
/// is. Only the top view is on screen and can be operated. The path is the app's state when
/// given (`path: $path`), else the stack's own.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let path: (any NavigationPathSource)?

    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        path = nil
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = BoundPath(path)
    }

    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = BoundPath(path)
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
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, _PreferenceWritingModifier<NavigationTitleKey>> {
        preference(key: NavigationTitleKey.self, value: titleKey.text)
    }

    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, _PreferenceWritingModifier<NavigationTitleKey>> {
        preference(key: NavigationTitleKey.self, value: String(title))
    }

    /// A title from a string resource (iOS 16): its key, as dataflow has no string tables (§27).
    @_disfavoredOverload
    public func navigationTitle(_ titleResource: LocalizedStringResource) -> ModifiedContent<Self, _PreferenceWritingModifier<NavigationTitleKey>> {
        preference(key: NavigationTitleKey.self, value: titleResource.text)
    }

    public func navigationTitle(_ title: Text) -> ModifiedContent<Self, _PreferenceWritingModifier<NavigationTitleKey>> {
        preference(key: NavigationTitleKey.self, value: title.content)
    }

    /// An editable title (iOS 16): shown like a fixed one, from the binding's value.
    public func navigationTitle(_ title: Binding<String>) -> ModifiedContent<Self, _PreferenceWritingModifier<NavigationTitleKey>> {
        preference(key: NavigationTitleKey.self, value: title.wrappedValue)
    }

    /// iOS 13's title: the same preference as `.navigationTitle`.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, _PreferenceWritingModifier<NavigationTitleKey>> {
        navigationTitle(titleKey)
    }

    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, _PreferenceWritingModifier<NavigationTitleKey>> {
        navigationTitle(title)
    }

    public func navigationBarTitle(_ title: Text) -> ModifiedContent<Self, _PreferenceWritingModifier<NavigationTitleKey>> {
        navigationTitle(title)
    }

    public func navigationBarTitle(
        _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> ModifiedContent<Self, _PreferenceWritingModifier<NavigationTitleKey>> {
        navigationTitle(titleKey)
    }

    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(
        _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> ModifiedContent<Self, _PreferenceWritingModifier<NavigationTitleKey>> {
        navigationTitle(title)
    }

    public func navigationBarTitle(
        _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> ModifiedContent<Self, _PreferenceWritingModifier<NavigationTitleKey>> {
        navigationTitle(title)
    }
}

protocol NavigationContainer {
    static var containerName: String { get }
    var anyContent: any View { get }
    var pathSource: (any NavigationPathSource)? { get }
}

extension NavigationView: NavigationContainer {
    static var containerName: String { "NavigationView" }
    var anyContent: any View { content }
    var pathSource: (any NavigationPathSource)? { nil }
}

extension NavigationStack: NavigationContainer {
    static var containerName: String { "NavigationStack" }
    var anyContent: any View { root }
    var pathSource: (any NavigationPathSource)? { path }
}

extension NavigationView: BuiltinView {
    package func makeNode(in context: NodeContext) -> Node { NavigationNode(name: Self.containerName, context: context, viewType: Self.self) }
}

extension NavigationStack: BuiltinView {
    package func makeNode(in context: NodeContext) -> Node { NavigationNode(name: Self.containerName, context: context, viewType: Self.self) }
}

/// A view a `NavigationLink(destination:)` pushed, and the link, whose new destinations it takes.
struct PushedView {
    let id: Int
    var view: any View
    weak var link: NavigationLinkNode?
}

/// The identity of a pushed view: its depth and what was pushed there.
struct PushedID: Hashable, DescribedIdentifier {
    let depth: Int
    let pushed: AnyHashable

    func identifier(using describer: ValueDescriber) -> String { "\(depth): \(describer.identifier(pushed))" }
}

/// The node of a navigation container: the root at `.content`, then one child per pushed view.
/// After each pass it reads the title the top view produces; the navigation bar shows it.
package final class NavigationNode: Node, PreferenceObserver, ControlNode {
    private let name: String
    private var title: String?
    private var pathSource: (any NavigationPathSource)?
    /// The path when the container keeps it itself (no `path:` binding).
    private var ownPath: [AnyHashable] = []
    /// Views pushed by `NavigationLink(destination:)`, above the path's views.
    private var pushedViews: [PushedView] = []
    /// Whether `apply` is running: a link's new destination then reaches its pushed view when
    /// the root is done, not before.
    private var isApplying = false
    private var nextPushedView = 1
    private lazy var watcher = BindingWatcher(node: self)
    /// The stack's own path changed (no binding to watch).
    private var ownPathChanged = false

    init(name: String, context: NodeContext, viewType: Any.Type) {
        self.name = name
        super.init(context, viewType: viewType)
        context.graph.preferenceObservers.append(self)
    }

    override package var pathName: String? { name }

    override package func apply(_ view: any View) {
        guard let container = view as? any NavigationContainer else { return }
        pathSource = container.pathSource
        watcher.watch(pathSource?.storage)
        isApplying = true
        reconcileChild(at: 0, ChildSlot(key: .content, view: container.anyContent))
        isApplying = false
        updatePushed()
    }

    override package var hasOwnWork: Bool { watcher.hasChange || ownPathChanged }

    override package func performOwnUpdate() { updatePushed() }

    private var pathValues: [AnyHashable] { pathSource?.values ?? ownPath }

    /// One child per pushed value (through the destinations declared below) and pushed view.
    private func updatePushed() {
        watcher.reset()
        ownPathChanged = false
        var slots: [ChildSlot] = []
        for (depth, value) in pathValues.enumerated() {
            guard let view = destinationView(for: value, below: slots.count) else {
                host.reporter.report(.swiftUI(RuntimeWarning.navigationDestinationMissing(type(of: value.base))))
                break
            }
            slots.append(ChildSlot(key: .presented("destination", AnyHashable(PushedID(depth: depth + 1, pushed: value))), view: view))
        }
        for pushed in pushedViews {
            slots.append(
                ChildSlot(key: .presented("destination", AnyHashable(PushedID(depth: slots.count + 1, pushed: pushed.id))), view: pushed.view))
        }
        for (offset, slot) in slots.enumerated() { reconcileChild(at: offset + 1, slot) }
        // The view on top is the one on screen (§16): a push covers the one below after the new
        // one appeared; a pop uncovers the one below before the popped one disappears.
        let top = children[slots.count]
        for child in children.prefix(slots.count) { child.setCovered(true) }
        top.setCovered(false)
        while children.count > slots.count + 1 { reconcileChild(at: children.count - 1, nil) }
        warnAboutDestinations()
    }

    /// Pushed views whose warnings about their destinations were given (once per identity).
    private var checkedDestinations: Set<ObjectIdentifier> = []

    /// SwiftUI's warnings about destinations declared in pushed views: ignored for a homogeneous
    /// path; for another, a type declared again deeper than its first declaration (§18).
    private func warnAboutDestinations() {
        checkedDestinations.formIntersection(children.map(ObjectIdentifier.init))
        var declared = children.first?.declaredDestinationTypes().map(ObjectIdentifier.init) ?? []
        for pushed in children.dropFirst() {
            let types = pushed.declaredDestinationTypes()
            defer { declared += types.map(ObjectIdentifier.init) }
            guard !types.isEmpty, checkedDestinations.insert(ObjectIdentifier(pushed)).inserted else { continue }
            if pathSource?.isHomogeneous == true {
                host.reporter.report(.swiftUI(RuntimeWarning.navigationDestinationNotAtRoot))
                continue
            }
            for type in types where declared.contains(ObjectIdentifier(type)) {
                host.reporter.report(.swiftUI(RuntimeWarning.navigationDestinationDeclaredEarlier(type)))
            }
        }
    }

    /// The destination for `value`, declared in the root or in a view pushed below `level`; for
    /// a homogeneous path, in the root only (§18).
    private func destinationView(for value: AnyHashable, below level: Int) -> (any View)? {
        let declaring = pathSource?.isHomogeneous == true ? 0 : level
        for child in children.prefix(declaring + 1) {
            if let view = child.destinationView(for: value) { return view }
        }
        return nil
    }

    /// A link was tapped: push its value (onto the path) or its view, as one step.
    func push(_ push: NavigationPush, from link: Node) {
        host.perform {
            switch push {
            case .value(let value):
                guard destinationView(for: value, below: children.count - 1) != nil else {
                    host.reporter.report(.swiftUI(RuntimeWarning.navigationDestinationMissing(type(of: value.base))))
                    return
                }
                if let pathSource {
                    if !pathSource.push(value) {
                        host.reporter.report(.dataflow("the stack's path cannot hold a \(displayTypeName(type(of: value.base))): nothing is pushed"))
                    }
                } else {
                    changeOwnPath { $0.ownPath.append(value) }
                }
            case .view(let view):
                changeOwnPath {
                    $0.pushedViews.append(PushedView(id: $0.nextPushedView, view: view, link: link as? NavigationLinkNode))
                    $0.nextPushedView += 1
                }
            }
        }
    }

    /// A link that pushed a view was given a new destination (its parent's body ran again): as in
    /// SwiftUI, the pushed view takes it, keeping its state (§18). While the stack applies its
    /// own new value, the pushed views follow once the root is done; otherwise now.
    func link(_ link: NavigationLinkNode, hasNewDestination view: any View) {
        guard let index = pushedViews.firstIndex(where: { $0.link === link }) else { return }
        pushedViews[index].view = view
        guard !isApplying else { return }
        let position = children.count - pushedViews.count + index
        guard position >= 1, position < children.count else { return }
        reconcileChild(at: position, ChildSlot(key: children[position].key, view: view))
    }

    /// Pops the top view: `back`, or `dismiss()` in the pushed view.
    func pop() {
        if !pushedViews.isEmpty {
            changeOwnPath { _ = $0.pushedViews.removeLast() }
        } else if let pathSource {
            pathSource.pop()
        } else if !ownPath.isEmpty {
            changeOwnPath { _ = $0.ownPath.removeLast() }
        }
    }

    /// Changes storage the stack keeps itself, as a state write: in the current transaction,
    /// visible from the pass that flushes it.
    private func changeOwnPath(_ change: @escaping (NavigationNode) -> Void) {
        host.queue.stageInvalidation { [weak self] in
            guard let self, !self.isRemoved else { return }
            change(self)
            self.ownPathChanged = true
            self.scheduleVisit()
        }
    }

    /// The view on top: the last pushed, or the root.
    private var top: Node? { children.last }

    /// Only the top view can be operated.
    override package var operableChildren: [Node] { top.map { [$0] } ?? [] }

    package var controlHandles: [ControlHandle] {
        guard children.count > 1 else { return [] }
        return [ControlHandle(kind: .back, label: name) { [unowned self] _ in self.host.perform { self.pop() } }]
    }

    /// `@Environment(\.dismiss)` in a pushed view pops it.
    override package func environmentWriter(toward child: Node?) -> (any EnvironmentWriting)? {
        guard let child, child !== children.first else { return nil }
        return DismissWriter(action: DismissAction(owner: ObjectIdentifier(child)) { [weak self] in self?.pop() })
    }

    /// A fresh render (D12) starts from the stack's own path as it is now.
    override package func seed(from live: Node) {
        guard let live = live as? NavigationNode else { return }
        ownPath = live.ownPath
        pushedViews = live.pushedViews
        nextPushedView = live.nextPushedView
    }

    package var isObserving: Bool { !isRemoved }

    package func passDidFinish() {
        title = top.flatMap { Node.combinedPreference(NavigationTitleKey.self, of: [$0]) } ?? nil
    }

    override package func render(into screen: inout ScreenBuilder) {
        let bar = title.map { " title: \($0.quotedLiteral)" } ?? " (no title)"
        let depth = children.count > 1 ? ", \(children.count - 1) pushed" : ""
        screen.add(name + bar + depth, identity: identityPath)
        screen.indent { top?.render(into: &$0) }
    }
}
