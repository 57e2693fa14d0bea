/// One row of a `ForEach`: its content closure applied to its element, evaluated in an
/// Observation scope of the row's own (§8, §15).
///
/// SwiftUI keeps a `ForEach`'s content closure and calls it when it makes a row, outside the body
/// that created the `ForEach` (Apple, "Managing model data in your app": a `List` of books whose
/// row shows `book.title` updates only that row when one title changes). So an `@Observable`
/// property read in the closure is the row's dependency, not its owner's: when it changes, the
/// closure runs again for that row alone, and what it returns updates the row's views as a
/// parent's new value would. When the owner's body runs again, every row's closure runs again.
final class ForEachRowContent {
    /// The node whose row this is; it outlives the row (it stops the row's scope when it leaves).
    private unowned(unsafe) let node: ForEachNode
    /// The content closure applied to the row's element, as the latest update made it.
    var make: () -> any View = { EmptyView() }
    private lazy var scope = ObservationScope(client: self)
    /// The row's key among the node's children, once the rows are keyed.
    var key: IdentityKey?
    /// The tracked properties whose change made the closure run again, for the transcript.
    private(set) var changed: [String] = []

    /// The row's place among the node's rows, which it keeps while the node has that many.
    let position: Int

    init(node: ForEachNode, position: Int) {
        self.node = node
        self.position = position
    }

    /// Runs the content closure, tracking what it reads as this row's dependencies (not on a
    /// silent host: a fresh render must not subscribe).
    func evaluate() -> any View {
        changed = []
        guard node.host.reporter.isTracing else {
            return Self.evaluateUntraced(make, keep: { make }, reusing: self, node: node, position: position).view
        }
        return node.host.listening { scope.track(make) } ?? make()
    }

    /// Runs the content closure where nothing is traced, in Observation's one-shot tracking: a
    /// closure that read nothing observable gets no row object, no scope and no kept closure.
    /// When it read something, `row` (or a new row) keeps the closure and is invalidated at the
    /// first change of what it read (its next evaluation tracks afresh).
    static func evaluateUntraced(
        _ evaluate: () -> any View, keep: () -> () -> any View, reusing row: ForEachRowContent?, node: ForEachNode, position: Int
    ) -> (view: any View, row: ForEachRowContent?) {
        guard !node.host.isSilent else { return (evaluate(), nil) }
        row?.scope.beginEvaluation()
        var tracked: ForEachRowContent?
        let view = ObservationScope.trackOnce(evaluate) {
            let reader = row ?? ForEachRowContent(node: node, position: position)
            reader.make = keep()
            tracked = reader
            return reader.scope
        }
        return (view, tracked)
    }

    /// The row left (its node re-made its rows, or left the graph): its callbacks cancel themselves.
    func stop() { scope.stop() }
}

extension ForEachRowContent: ObservationClient {
    var host: GraphHost { node.host }
    func observedPropertyWillChange() { node.rowDidChange(self) }
    /// What the body that made the `ForEach` holds: the collection and the models the rows read.
    var observedValues: [Any] { node.owner?.observedValues ?? [] }

    func noteChangedDependencies(_ names: [String]) {
        for name in names where !changed.contains(name) { changed.append(name) }
    }
}
