/// `.onAppear` / `.onDisappear`: actions queued when the identity appears or leaves, run after
/// the pass (§14).
public struct _AppearanceActionModifier: BuiltinModifier {
    let appear: (() -> Void)?
    let disappear: (() -> Void)?
    let label: String
    /// How the disappear action is named in a transcript.
    var disappearLabel = "onDisappear"

    package func makeBehavior() -> ModifierBehavior? { AppearanceBehavior() }
}

final class AppearanceBehavior: ModifierBehavior {
    private var disappear: (() -> Void)?
    private var label = ""
    private var disappearLabel = ""

    override package func update(_ modifier: any BuiltinModifier, node: ModifierNode, isFirst: Bool) {
        guard let modifier = modifier as? _AppearanceActionModifier else { return }
        disappear = modifier.disappear
        label = modifier.label
        disappearLabel = modifier.disappearLabel
        // An update is not an appearance: said of the appear actions a user writes as such (an
        // `onChange(initial: true)` runs its first call here too, and is about its value).
        if !isFirst, modifier.appear != nil, !modifier.label.hasPrefix("onChange") {
            node.reportWithheld(.appearNotRepeated, subject: modifier.label)
        }
    }

    /// Queued once the content is built, so that descendants' appear actions come first (§16).
    override package func contentDidUpdate(node: ModifierNode, isFirst: Bool) {
        guard isFirst, let modifier = node.modifier as? _AppearanceActionModifier, let appear = modifier.appear else { return }
        node.host.queue.enqueue("\(modifier.label) of \(node.ownerDescription)", appear)
    }

    override package func willRemove(node: ModifierNode) {
        // A row let go off screen said it disappeared when it left the screen (§33).
        guard disappear != nil, !node.isScrolledAway else { return }
        queueDisappear(node: node)
    }

    private func queueDisappear(node: ModifierNode) {
        guard let disappear else { return }
        node.host.queue.enqueue("\(disappearLabel) of \(node.ownerDescription)", disappear)
    }

    /// Covered and uncovered, the identity stays: its actions run as it leaves and comes back.
    override package func visibilityDidChange(node: ModifierNode, isVisible: Bool) {
        if isVisible {
            guard let modifier = node.modifier as? _AppearanceActionModifier, let appear = modifier.appear else { return }
            node.host.queue.enqueue("\(modifier.label) of \(node.ownerDescription)", appear)
        } else {
            queueDisappear(node: node)
        }
    }
}

extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _AppearanceActionModifier> {
        modifier(_AppearanceActionModifier(appear: action, disappear: nil, label: "onAppear"))
    }

    public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _AppearanceActionModifier> {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action, label: "onDisappear"))
    }

    /// `action(true)` when the view comes into its scroll view's visible region past `threshold`,
    /// `action(false)` when it leaves (iOS 18): as it appears and disappears, which in a lazy
    /// container is as its row scrolls on and off screen (§16, §33). A view in an eager stack
    /// stays visible while the stack scrolls.
    public func onScrollVisibilityChange(
        threshold: Double = 0.5, _ action: @escaping (Bool) -> Void
    ) -> ModifiedContent<Self, _AppearanceActionModifier> {
        modifier(
            _AppearanceActionModifier(
                appear: { action(true) }, disappear: { action(false) }, label: "onScrollVisibilityChange(true)",
                disappearLabel: "onScrollVisibilityChange(false)"))
    }
}

extension Node {
    /// The nearest body view above (or at) this node: the view whose body produced it.
    package var owner: BodyNode? {
        var node: Node? = self
        while let current = node {
            if let body = current as? BodyNode { return body }
            node = current.parent
        }
        return nil
    }

    /// The owner's identity, for labels such as `onAppear of ContentView/Row`.
    package var ownerDescription: String { owner?.identityPath ?? identityPath }
}
