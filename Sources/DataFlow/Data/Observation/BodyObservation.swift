@_spi(SwiftUI) import Observation

/// The Observation properties one body read, and what happens when one of them changes (§8).
///
/// Each evaluation runs under `withObservationTracking` (SwiftUI's SPI form, with `willSet`): every
/// tracked property read while the body runs becomes a dependency, wherever the object is held
/// (`let`, `@State`, arrays, the environment). A `willSet` invalidates the body in the current
/// transaction; the next evaluation tracks afresh, and the callbacks of older evaluations cancel
/// themselves. Only the `body` call is tracked, not the child bodies the graph evaluates after it:
/// tracking scopes nest, and a child's reads must not become the parent's dependencies.
///
/// Unlike SwiftUI, which cancels an evaluation's tracking as soon as the next one starts, dataflow
/// can only cancel a stale tracking when it next fires (the SPI hands out no handle before then):
/// a registrar may hold a few stale entries until the property next changes. Behaviour is the same.
final class BodyObservation: @unchecked Sendable {
    // @unchecked Sendable: the callbacks run inside the setter of the mutating code; on another
    // thread than the graph's they only post their work to the host's mailbox (§21).
    /// Only touched while `generation` matches: `stop()` bumps it when the node leaves.
    private unowned(unsafe) let node: BodyNode
    private var generation = 0
    private var pending = false
    private var before: [(object: AnyObject, fields: ValueDescription)] = []
    /// Whether a `willSet` captured `before` since the last `didSet`: one change the body tracks
    /// through two registrations (its own reads and a ForEach's content) calls both callbacks
    /// twice, and only the first `didSet` has something to name.
    private var captured = false

    /// The host's mailbox, held here: a callback on another thread must not touch the node.
    private let mailbox: Mailbox

    init(node: BodyNode) {
        self.node = node
        mailbox = node.host.mailbox
    }

    /// Evaluates `body` as a new evaluation: dependencies of earlier evaluations are dropped.
    func track<Result>(_ body: () -> Result) -> Result {
        generation += 1
        return trackMore(body)
    }

    /// Adds the reads of `body` to the current evaluation's dependencies (a ForEach's content).
    func trackMore<Result>(_ body: () -> Result) -> Result {
        let current = generation
        return withObservationTracking(
            body,
            willSet: { [weak self] tracking in
                guard let self else { return tracking.cancel() }
                self.onGraphThread { [weak self] in
                    guard let self, self.generation == current else { return tracking.cancel() }
                    self.willSet(tracking.changed)
                }
            },
            didSet: { [weak self] tracking in
                guard let self else { return tracking.cancel() }
                self.onGraphThread { [weak self] in
                    guard let self, self.generation == current else { return tracking.cancel() }
                    self.didSet(tracking.changed)
                }
            })
    }

    /// Runs `work` now inside the running step, or hands it to the graph's next step when a
    /// property changed outside one, on any thread (§21: SwiftUI updates on the main thread).
    private func onGraphThread(_ work: @escaping () -> Void) {
        if mailbox.isDrivingThread { work() } else { mailbox.post(work) }
    }

    /// The node left the graph: every callback cancels itself from now on.
    func stop() { generation += 1 }

    /// The body's dependencies were flushed into an evaluation.
    func didInvalidate() { pending = false }

    private func willSet(_ keyPath: AnyKeyPath?) {
        let host = node.host
        if host.reporter.isTracing, let keyPath {
            before = candidates(of: type(of: keyPath).rootType, in: node)
            captured = true
        }
        guard !pending else { return }
        pending = true
        let generation = self.generation
        let invalidate = { [weak self] in
            guard let self, self.generation == generation else { return }
            self.node.dependenciesDidChange()
        }
        if host.isUpdating { host.queue.afterPass(invalidate) } else { host.queue.stageInvalidation(invalidate) }
    }

    /// Names what changed (`Model#1.count`) by comparing the candidate objects' fields: the key
    /// path Observation hands over prints as an address, which a transcript cannot show.
    private func didSet(_ keyPath: AnyKeyPath?) {
        guard node.host.reporter.isTracing, captured else { return }
        captured = false
        let describer = node.host.reporter.describer
        var names: [String] = []
        for (object, fields) in before {
            names += fields.changes(to: describer.describeFields(of: object), at: describer.name(of: object)).map(\.path)
        }
        if names.isEmpty, let keyPath { names = ["a property of \(displayTypeName(type(of: keyPath).rootType))"] }
        before = []
        node.noteChangedDependencies(names)
    }

    /// Objects of `type` the view can reach from its own fields and stored values, and the run's
    /// SwiftData models (a `@Query` fetches them anew each time, so its view stores none).
    private func candidates(of type: Any.Type, in node: BodyNode) -> [(object: AnyObject, fields: ValueDescription)] {
        let values: [Any] = [node.installed] + node.boxes.compactMap(\.storedValue) + node.host.modelContainers.mainContexts
        return objectsReachable(from: values).filter { Swift.type(of: $0) == type }.map {
            ($0, node.host.reporter.describer.describeFields(of: $0))
        }
    }
}
