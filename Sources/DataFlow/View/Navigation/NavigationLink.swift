/// A button that pushes onto the enclosing navigation stack: a value, which a
/// `.navigationDestination(for:)` turns into a view, or a destination view itself. Scripts tap it
/// by its label (`tap "Milk"`).
public struct NavigationLink<Label: View, Destination: View>: View {
    enum Target {
        case value(AnyHashable?)
        case destination(Destination)
        /// iOS 13's `isActive:` form: the binding is the push, as `navigationDestination(isPresented:)`.
        case active(Binding<Bool>, Destination)
    }

    let target: Target
    let label: Label

    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
        target = .value(value.map { AnyHashable($0) })
        self.label = label()
    }

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        target = .destination(destination)
        self.label = label()
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    /// A link whose push is a Boolean (deprecated in iOS 16, common in older code): tapping sets
    /// `isActive` to true, which pushes `destination`; going back sets it to false, and code that
    /// sets it pushes or pops as a tap or `back` would.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        target = .active(isActive, destination)
        self.label = label()
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }

    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Destination == Never {
        self.init(value: value) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Destination == Never {
        self.init(value: value) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }
}

extension NavigationLink: BuiltinView {
    package func makeNode(in context: NodeContext) -> Node { NavigationLinkNode(context, viewType: Self.self) }
}

extension NavigationLink: NavigationLinkProtocol {
    var anyLabel: any View { label }

    var push: NavigationPush? {
        switch target {
        case .value(let value): value.map(NavigationPush.value)
        case .destination(let view): .view(view)
        case .active: nil
        }
    }

    var activation: (isActive: Binding<Bool>, presenter: any View)? {
        guard case .active(let isActive, let destination) = target else { return nil }
        return (isActive, EmptyView().navigationDestination(isPresented: isActive) { destination })
    }
}

protocol NavigationLinkProtocol {
    var anyLabel: any View { get }
    /// What tapping the link pushes (nil: a link with a nil value, disabled).
    var push: NavigationPush? { get }
    /// An `isActive:` link's binding, and the presentation it drives (beside its label).
    var activation: (isActive: Binding<Bool>, presenter: any View)? { get }
}

/// What a link pushes.
enum NavigationPush {
    case value(AnyHashable)
    case view(any View)
}

final class NavigationLinkNode: Node, SingleControlNode {
    private var push: NavigationPush?
    private var isActive: Binding<Bool>?
    /// The stack this link pushed its destination view onto, while it may still be there.
    weak var pushedOnto: NavigationNode?

    override package var pathName: String? { "NavigationLink" }

    override package func apply(_ view: any View) {
        guard let link = view as? any NavigationLinkProtocol else { return }
        push = link.push
        if let stack = pushedOnto, case .view(let destination) = push { stack.link(self, hasNewDestination: destination) }
        isActive = link.activation?.isActive
        reconcileChild(at: 0, ChildSlot(key: .label, view: link.anyLabel))
        reconcileChild(at: 1, link.activation.map { ChildSlot(key: .content, view: $0.presenter) })
    }

    override package func render(into screen: inout ScreenBuilder) {
        let label = children.first
        screen.add("NavigationLink \(quotedControlName(drawing: label?.labelText() ?? ""))\(label?.drawnImages() ?? "")", identity: identityPath)
        // An `isActive:` link's pushed destination, while it is pushed.
        if children.count > 1 { children[1].render(into: &screen) }
    }

    /// The label's text alone (an `isActive:` link's second child is its destination).
    private var label: String { accessibilityLabelAround ?? children.first?.labelText() ?? "" }

    var controlKind: ControlKind { .link }
    var controlLabel: String { label }

    /// The user taps: a tap gesture on its label takes the tap first (§25); else the enclosing
    /// stack pushes what the link carries, as one step; an
    /// `isActive:` link sets its binding, and its presentation pushes.
    func operate(_ action: ScriptAction) {
        if tapTakenByLabel(of: "NavigationLink \(quote(label))") { return }
        if let isActive {
            host.perform { isActive.wrappedValue = true }
            return
        }
        guard let push else { return }
        var node = parent
        while let current = node, !(current is NavigationNode) { node = current.parent }
        guard let stack = node as? NavigationNode else {
            host.perform { host.reporter.report(.dataflow("NavigationLink \(quote(label)) is not inside a NavigationStack: nothing is pushed")) }
            return
        }
        if case .view = push { pushedOnto = stack }
        stack.push(push, from: self)
    }
}

/// `.navigationDestination(for:destination:)`: how the enclosing stack turns pushed values of
/// one type into views.
public struct _NavigationDestinationModifier<D: Hashable, Destination: View>: BuiltinModifier {
    let destination: (D) -> Destination
}

extension View {
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> ModifiedContent<Self, _NavigationDestinationModifier<D, C>> {
        modifier(_NavigationDestinationModifier(destination: destination))
    }
}

/// A destination declaration, whatever its value type.
protocol NavigationDestinationProviding {
    /// The view for `value`, if this declaration is for its type.
    func view(for value: AnyHashable) -> (any View)?
    /// The type of the values it turns into views.
    var destinationType: Any.Type { get }
}

extension _NavigationDestinationModifier: NavigationDestinationProviding {
    func view(for value: AnyHashable) -> (any View)? {
        (value.base as? D).map { destination($0) }
    }

    var destinationType: Any.Type { D.self }
}

extension Node {
    /// The types this subtree declares destinations for, in tree order (a nested stack's are its
    /// own).
    func declaredDestinationTypes() -> [Any.Type] {
        var types: [Any.Type] = []
        if let modifierNode = self as? ModifierNode, let declared = modifierNode.modifier as? any NavigationDestinationProviding {
            types.append(declared.destinationType)
        }
        return StackSpace.ensuringRoom {
            for child in children where !(child is NavigationNode) { types += child.declaredDestinationTypes() }
            return types
        }
    }

    /// The first destination declared in this subtree for `value`'s type, in tree order.
    func destinationView(for value: AnyHashable) -> (any View)? {
        if let modifierNode = self as? ModifierNode, let declared = modifierNode.modifier as? any NavigationDestinationProviding,
            let view = declared.view(for: value)
        {
            return view
        }
        return StackSpace.ensuringRoom {
            for child in children {
                if child is NavigationNode { continue }  // a nested stack's destinations are its own
                if let view = child.destinationView(for: value) { return view }
            }
            return nil
        }
    }
}
