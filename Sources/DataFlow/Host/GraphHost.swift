/// The engine's host: time, threads and reporting, handed to everything that writes, publishes,
/// queues or reports, so that none of it reaches through the view graph.
///
/// The view graph (`ViewGraph`) keeps the tree: nodes, identity, reconciliation, the environment
/// and preferences that travel along it. The host keeps the rest, as OpenSwiftUI's `GraphHost`
/// does beside its `ViewGraph`:
/// - when things happen: the `queue` (steps, transactions, passes, queued actions, §14), the run's
///   `clock` (§24) and the views' `tasks` (§19);
/// - which thread may touch the graph: the `mailbox` (§21);
/// - what is said: the `reporter` (trace events, warnings, write records, D1), and whether the
///   app stopped (`fail`, `crash`);
/// - what a write needs: whether bodies are being evaluated, and in whose body (D5), and the
///   comparison of a stored value with the one it replaces (§4).
///
/// One tap goes control → `perform` → a location's `set` → `queue` stages it → the step flushes
/// the transaction → the tree's pass (`UpdatedTree`) → the reporter traces what ran.
///
/// A fresh render (D12) runs on a *silent* host: it says nothing, hears nothing (`listening`
/// subscribes to nothing), runs no queued actions or tasks, and reads the live host's clock,
/// `@AppStorage` and the frameworks' stores. Code outside the host never asks which kind of host it has.
package final class GraphHost {
    package let reporter: Reporter
    /// Writes and publishes from other threads, for this host's thread to apply (§21).
    package let mailbox = Mailbox()
    /// Blocks sent to other Dispatch queues, and group notifications, waited for (§21).
    package let background = BackgroundWork()
    /// The host's steps and passes. A constant, not `lazy`: a lazy property's getter retains
    /// what it returns, and every compared view asks the queue for the pass number.
    package let queue: UpdateQueue
    /// The run's clock (§24): a silent host reads the live host's and schedules nothing of its own.
    package let clock: RunClock
    /// `@AppStorage`'s in-memory defaults: a silent host reads the live host's.
    package let appStorage: AppStorageStore
    /// What a framework keeps for the run (a Core Data store, SwiftData's containers): a silent
    /// host reads the live host's.
    package let frameworkStores: FrameworkStores
    /// The views' tasks (`.task`): run by a live host only.
    package private(set) lazy var tasks: TaskRunner? = isSilent ? nil : TaskRunner(host: self)
    /// The tree each pass visits; set by the graph this host runs, which owns the host and
    /// clears it when it goes. Not `weak`: see `HostHandle`.
    package unowned(unsafe) var tree: (any UpdatedTree)?
    /// How what must not keep this host alive refers to it (never `weak`: see `HostHandle`).
    package private(set) lazy var handle = HostHandle(self)

    package let isSilent: Bool
    /// For a silent host: the live host whose app it renders again. Held strongly: the stores a
    /// silent host shares (`appStorage`, `frameworkStores`) point back at the live host.
    private let live: GraphHost?
    private let stateComparator = ValueComparator(mode: .equatableAlways)
    private var currentBody: (name: String, changes: LazyLine)?

    /// A live host: what it reports goes to `tracer`.
    package init(tracer: TraceSink?) {
        reporter = Reporter(tracer: tracer, describer: ValueDescriber())
        clock = RunClock()
        isSilent = false
        live = nil
        appStorage = AppStorageStore()
        frameworkStores = FrameworkStores()
        queue = UpdateQueue(runsActions: true)
        appStorage.host = self
        queue.attach(to: self)
    }

    /// A silent host for a fresh render of `live`'s app (D12): objects keep the names the live
    /// host gave them, and its clock and defaults are read, never written.
    package init(silentFor live: GraphHost) {
        reporter = Reporter(tracer: nil, describer: live.reporter.describer.copy())
        clock = live.clock
        appStorage = live.appStorage
        frameworkStores = live.frameworkStores
        isSilent = true
        self.live = live
        queue = UpdateQueue(runsActions: false)
        queue.attach(to: self)
    }

    deinit { handle.end() }

    // MARK: Steps

    /// True while bodies (and the built-in views they produce) are being evaluated.
    package var isUpdating: Bool { queue.isUpdating }

    /// Whether the caller is this host's thread and bodies are being evaluated: a write now is a
    /// write during an update (D5). Another thread's write is an action's, whatever the host is
    /// doing (§21).
    package var isUpdatingOnThisThread: Bool { mailbox.isDrivingThread && queue.isUpdating }

    /// Runs `action` as one user event, then every transaction, pass and queued action it causes.
    /// Inside a step (a slider's drag writing its value between two callbacks), `action` is part
    /// of that step's event: same transaction.
    package func perform(_ action: () -> Void) {
        guard !queue.isInStep else { return action() }
        queue.runStep {
            queue.withScope(cause: .action) {
                action()
                deliverMail()
            }
        }
    }

    /// Waits for the blocks sent to other Dispatch queues and hands over the group notifications
    /// that are due, so that what they post is delivered next (§21).
    package func settleBackgroundWork() {
        guard let tasks else { return }
        let note = background.settle(in: self) { work in tasks.runOnMainQueue("DispatchGroup.notify", work) }
        if let note { reporter.report(.dataflow(note)) }
    }

    /// Applies what other threads posted, in the order they posted it (§21).
    package func deliverMail() {
        for letter in mailbox.collect() { letter() }
    }

    /// Lets `seconds` pass as one step: each firing is an event of its own (its own transaction,
    /// flushed as its own pass), said in the step (§24).
    package func advanceClock(by seconds: Double) {
        perform {
            clock.advance(by: seconds) { description, fire in
                // Objects changed before this firing are written before it (S0.6: they say nothing).
                reporter.beforeTaskEvent?()
                reporter.report(.dataflow(description))
                queue.beginFrame()
                queue.withScope(cause: .action) { fire() }
                reporter.beforeTaskEvent?()
                // Each firing is flushed before the next: its own update (a run-loop turn).
                queue.flushPending()
            }
        }
    }

    /// What code wrote to standard output outside `print` joins a live step's console.
    func deliverOutsideOutput() {
        guard !isSilent else { return }
        OutsideOutput.deliver(to: reporter)
    }

    // MARK: Listening

    /// Runs `subscribe` (Observation tracking, a publisher's sink, a storage observer) and
    /// returns what it made, unless this host is silent: a fresh render must not hear later
    /// changes (D12), so it subscribes to nothing and gets nil.
    package func listening<Result>(_ subscribe: () -> Result) -> Result? {
        isSilent ? nil : subscribe()
    }

    /// Whether the app being run has met `object` (named it, observed it): a silent host asks the
    /// live one, whose objects are the app's.
    package func appHasSeen(_ object: AnyObject) -> Bool {
        (live ?? self).reporter.describer.hasSeen(object)
    }

    /// Whether the app being run has shown `uuid` (in a value, a path): one it never has was
    /// made anew, by a `UUID()` in a body.
    package func appHasSeen(_ uuid: UUID) -> Bool {
        (live ?? self).reporter.describer.hasNamed(uuid)
    }

    // MARK: Bodies

    /// Runs `body` as the evaluation of the body of `name`, whose `_printChanges` line is `changes`.
    package func evaluatingBody<Result>(of name: String, changes: LazyLine, _ body: () -> Result) -> Result {
        let saved = currentBody
        currentBody = (name, changes)
        defer { currentBody = saved }
        return body()
    }

    /// The `_printChanges` line of the body being evaluated, if any.
    package var currentChangesLine: String? { currentBody?.changes.value }

    /// The type name of the view whose body is being evaluated, if any.
    package var currentBodyName: String? { currentBody?.name }

    /// Whether a stored value equals the one it would replace: `==` whenever the type has one (§4).
    package func compareValues(_ lhs: Any, _ rhs: Any) -> Bool { stateComparator.equals(lhs, rhs) }

    /// The plan `compareValues` uses for `type` (an `EquatableView`'s content compares the same way, §5).
    package func valueComparisonPlan(for type: Any.Type) -> ComparisonPlan { stateComparator.plan(for: type) }

    // MARK: Stopping

    /// Set when the views' code hit something SwiftUI treats as fatal (a missing environment
    /// object): the run stops there and reports it.
    package private(set) var fatalError: String?
    /// Whether `fatalError` is SwiftUI's own message, or a crash dataflow foresees in the app
    /// (endless nesting), said in its own voice.
    private var fatalErrorIsSwiftUIs = true

    /// The views' code did something SwiftUI stops the app for; the run ends with `message`.
    package func fail(_ message: String) {
        guard fatalError == nil else { return }
        fatalError = message
        reporter.report(.swiftUI("Fatal error: \(message)"))
    }

    /// The views' code would crash the app where SwiftUI prints nothing of its own (a view that
    /// nests itself without end overflows the stack); the run ends with dataflow's `reason`.
    package func crash(_ reason: String) {
        guard fatalError == nil else { return }
        fatalError = reason
        fatalErrorIsSwiftUIs = false
        reporter.report(.dataflow(reason))
    }

    /// The words of Swift's trap for an array index past the end, which an element binding read
    /// after its element left hits (§15): the Swift runtime's, not SwiftUI's (D1).
    package static let indexOutOfRange =
        "Fatal error: Index out of range (Swift's trap for an array index past its end; SwiftUI prints nothing of its own)"

    /// Whether the app crashed (`crash(_:)`): no body runs after that, as the app is gone.
    package var hasCrashed: Bool { fatalError != nil && !fatalErrorIsSwiftUIs }

    /// Why the app stopped, as a failure says it.
    package var stopDescription: String? {
        fatalError.map { fatalErrorIsSwiftUIs ? "SwiftUI stops the app here: Fatal error: \($0)" : "the app would crash here: \($0)" }
    }
}

/// What a host's passes update: the graph's tree.
package protocol UpdatedTree: AnyObject {
    /// Visits the nodes with work from the root, parents first (a pass calls it again while
    /// the visit left more work for the root).
    func visitInvalidatedNodes()
    /// The pass's visits are over: what they changed travels on (preferences, §10).
    func passDidFinish()
    /// The step is over: what it removed can go (`Removals`).
    func stepDidFinish()
}
