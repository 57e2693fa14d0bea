@_spi(SwiftUI) import Observation

/// What an Observation scope belongs to: a view's body, or one row of a `ForEach`, whose content
/// closure SwiftUI evaluates in a scope of the row's own (§8).
protocol ObservationClient: AnyObject {
    var host: GraphHost { get }
    /// A tracked property is about to change: invalidate, in the current transaction.
    func observedPropertyWillChange()
    /// Which tracked properties changed, named for the transcript.
    func noteChangedDependencies(_ names: [String])
    /// The values from which the objects whose property changed are found, to name it.
    var observedValues: [Any] { get }
    /// Every tracked property the evaluation read, named for the transcript (known when one
    /// changes: Observation says what was read only then).
    func noteReadProperties(_ names: [String])
}

extension ObservationClient {
    func noteReadProperties(_ names: [String]) {}
}

/// The Observation properties one evaluation read (a body, a row's content closure), and what
/// happens when one of them changes (§8).
///
/// Each evaluation runs under `withObservationTracking` (SwiftUI's SPI form, with `willSet`): every
/// tracked property read while it runs becomes a dependency, wherever the object is held
/// (`let`, `@State`, arrays, the environment). A `willSet` invalidates the client in the current
/// transaction; the next evaluation tracks afresh, and the callbacks of older evaluations cancel
/// themselves. Only the `body` call is tracked, not the child bodies the graph evaluates after it:
/// tracking scopes nest, and a child's reads must not become the parent's dependencies.
///
/// Unlike SwiftUI, which cancels an evaluation's tracking as soon as the next one starts, dataflow
/// can only cancel a stale tracking when it next fires (the SPI hands out no handle before then):
/// a registrar may hold a few stale entries until the property next changes. Behaviour is the same.
final class ObservationScope: @unchecked Sendable {
    // @unchecked Sendable: the callbacks run inside the setter of the mutating code; on another
    // thread than the graph's they only post their work to the host's mailbox (§21).
    /// Only touched while `generation` matches: `stop()` bumps it when the client leaves.
    private unowned(unsafe) let client: any ObservationClient
    private var generation = 0
    private var pending = false
    private var before: [(object: AnyObject, fields: ValueDescription)] = []
    /// Whether a `willSet` captured `before` since the last `didSet`: one change the body tracks
    /// through two registrations (its own reads and a ForEach's content) calls both callbacks
    /// twice, and only the first `didSet` has something to name.
    private var captured = false

    /// The host's mailbox, held here: a callback on another thread must not touch the node.
    private let mailbox: Mailbox

    init(client: any ObservationClient) {
        self.client = client
        mailbox = client.host.mailbox
    }

    /// Evaluates `body` as a new evaluation: dependencies of earlier evaluations are dropped, and
    /// the next change of what it reads invalidates the client again.
    func track<Result>(_ body: () -> Result) -> Result {
        beginEvaluation()
        return trackMore(body)
    }

    /// A new evaluation starts: callbacks of earlier ones cancel themselves, and the next change
    /// of what this one reads invalidates the client again.
    func beginEvaluation() {
        generation += 1
        pending = false
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
                    self.willSet(tracking.changed, reads: tracking)
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

    /// Runs `body` where nothing is traced, in Observation's public one-shot tracking
    /// (`withObservationTracking(_:onChange:)`): `scope` is asked for (and may be made) only if
    /// `body` read a tracked property, so an evaluation that read nothing allocates nothing. The
    /// scope's current evaluation is invalidated when one of those properties is about to change;
    /// Observation cancels a one-shot tracking after its first change, which is all a client needs
    /// (its next evaluation tracks afresh). It cannot name what was read or what changed: a traced
    /// run uses `track(_:)`.
    static func trackOnce<Result>(_ body: () -> Result, scope: () -> ObservationScope) -> Result {
        withObservationTracking(body, onChange: scope().onChangeOfCurrentEvaluation())
    }

    /// The callback of a one-shot tracking made during the current evaluation.
    private func onChangeOfCurrentEvaluation() -> @Sendable () -> Void {
        let current = generation
        return { [weak self] in
            guard let self else { return }
            self.onGraphThread { [weak self] in
                guard let self, self.generation == current else { return }
                self.willSet(nil, reads: nil)
            }
        }
    }

    /// Runs `work` now inside the running step, or hands it to the graph's next step when a
    /// property changed outside one, on any thread (§21: SwiftUI updates on the main thread).
    private func onGraphThread(_ work: @escaping () -> Void) {
        if mailbox.isDrivingThread { work() } else { mailbox.post(work) }
    }

    /// The client left the graph, or made a new scope: every callback cancels itself from now on.
    func stop() { generation += 1 }

    /// The body's dependencies were flushed into an evaluation.
    func didInvalidate() { pending = false }

    private func willSet(_ keyPath: AnyKeyPath?, reads tracking: ObservationTracking?) {
        let host = client.host
        if host.reporter.isTracing, let keyPath, let tracking {
            before = candidates(of: type(of: keyPath).rootType)
            captured = true
            let objects = objectsReachable(from: client.observedValues + host.frameworkStores.stateRoots)
            client.noteReadProperties(ObservationReads.names(in: tracking, among: objects, describer: host.reporter.describer))
        }
        guard !pending else { return }
        pending = true
        let generation = self.generation
        let invalidate = { [weak self] in
            guard let self, self.generation == generation else { return }
            self.client.observedPropertyWillChange()
        }
        if host.isUpdating { host.queue.afterPass(invalidate) } else { host.queue.stageInvalidation(invalidate) }
    }

    /// Names what changed (`Model#1.count`) by comparing the candidate objects' fields: the key
    /// path Observation hands over prints as an address, which a transcript cannot show.
    private func didSet(_ keyPath: AnyKeyPath?) {
        guard client.host.reporter.isTracing, captured else { return }
        captured = false
        let describer = client.host.reporter.describer
        var names: [String] = []
        for (object, fields) in before {
            let objectName = describer.name(of: object)
            for change in fields.changes(to: describer.describeFields(of: object), at: objectName) {
                // Observation tracks a whole stored property: `books`, not `books[2]`.
                let name = Self.trackedProperty(change.path, of: objectName)
                if !names.contains(name) { names.append(name) }
            }
        }
        if names.isEmpty, let keyPath { names = ["a property of \(displayTypeName(type(of: keyPath).rootType))"] }
        before = []
        client.noteChangedDependencies(names)
    }

    /// `Library#1.books[2].title` → `Library#1.books`: the stored property Observation tracks.
    static func trackedProperty(_ path: String, of objectName: String) -> String {
        guard path.hasPrefix(objectName + ".") else { return path }
        let property = path.dropFirst(objectName.count + 1).prefix { $0 != "." && $0 != "[" }
        return objectName + "." + property
    }

    /// Objects of `type` the client can reach from its values, and the run's SwiftData models (a
    /// `@Query` fetches them anew each time, so its view stores none).
    private func candidates(of type: Any.Type) -> [(object: AnyObject, fields: ValueDescription)] {
        let values: [Any] = client.observedValues + client.host.frameworkStores.stateRoots
        return objectsReachable(from: values).filter { Swift.type(of: $0) == type }.map {
            ($0, client.host.reporter.describer.describeFields(of: $0))
        }
    }
}
