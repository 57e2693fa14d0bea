/// `.onScrollTargetVisibilityChange(idType:threshold:_:)` (iOS 18): an action with the ids of the
/// rows on screen (at least `threshold` of each), when the scroll view first shows them and
/// whenever they change as it scrolls (§33).
public struct _ScrollTargetVisibilityModifier<ID: Hashable>: BuiltinModifier {
    let threshold: Double
    let action: ([ID]) -> Void

    package func makeBehavior() -> ModifierBehavior? { ScrollTargetVisibilityBehavior<ID>() }
}

final class ScrollTargetVisibilityBehavior<ID: Hashable>: ModifierBehavior, ScrollObserver {
    private weak var node: ModifierNode?
    private var last: [ID]?

    override package func contentDidUpdate(node: ModifierNode, isFirst: Bool) {
        guard isFirst, let scroller = node.scrollerOfModifier else { return }
        self.node = node
        scroller.viewport.addObserver(self)
        report(scroller.viewport)
    }

    func viewportDidScroll(_ viewport: ScrollViewport, byUser: Bool) { report(viewport) }

    private func report(_ viewport: ScrollViewport) {
        guard let node, !node.isRemoved, let modifier = node.modifier as? _ScrollTargetVisibilityModifier<ID> else { return }
        let ids = viewport.shownRowIDs(threshold: modifier.threshold).compactMap { $0.value.base as? ID }
        guard ids != last else { return }
        last = ids
        let shown = ids.map { node.host.reporter.describer.describe($0).text }.joined(separator: ", ")
        node.host.queue.enqueue("onScrollTargetVisibilityChange action of \(node.ownerDescription): [\(shown)]") { modifier.action(ids) }
    }
}

extension View {
    public func onScrollTargetVisibilityChange<ID: Hashable>(
        idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void
    ) -> some View {
        modifier(_ScrollTargetVisibilityModifier(threshold: min(max(threshold, 0), 1), action: action))
    }
}
