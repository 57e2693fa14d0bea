/// The host's update queue: steps, transactions, passes, and the actions queued between them.
///
/// A *step* is one user event and everything it causes (SwiftUI's frame):
///
///     action ──writes──▶ transactions ──flush, one at a time──▶ update pass ──▶ queued actions
///        ▲                                                                           │
///        └───────────────────── their writes open new transactions ◀─────────────────┘
///
/// Writes apply to storage at once (the action reads its own writes) and stage a mutation in the
/// current transaction; each flushed transaction commits its mutations and runs one pass in which
/// every invalidated body runs at most once, parents before children (§14, D8). Actions queued by
/// a pass (onChange, onAppear) run after it, outside any update.
///
/// The host's clockwork (`GraphHost`): the view graph keeps nodes and identity, this keeps time,
/// and each pass hands the host's tree its turn (`UpdatedTree`).
package final class UpdateQueue {
    /// Set once, by the host that made this queue, right after the host's own fields.
    private unowned(unsafe) var host: GraphHost!

    /// True while bodies (and the built-in views they produce) are being evaluated.
    package private(set) var isUpdating = false
    /// Why the current pass runs (an animated transaction's pass animates removals).
    package private(set) var currentCause: PassCause?
    /// Counts every pass since the host was created.
    /// Unchecked exclusivity, as `Node.children`: read for every compared child.
    @exclusivity(unchecked) package private(set) var passNumber = 0
    /// Counts steps since the host was created; mount is step 1.
    package private(set) var stepNumber = 0
    /// Counts frames: one per step, and one more for each event of the run's clock inside a step
    /// (timer ticks a second apart are different frames, §24).
    package private(set) var frameNumber = 0

    /// The next event of this step belongs to a frame of its own.
    package func beginFrame() { frameNumber += 1 }

    private var passesInStep = 0
    private var transactions: [PendingTransaction] = []
    private var scopes: [WriteScope] = []
    private var nextScope = 1
    private var queuedActions: [QueuedAction] = []
    /// Work for the next pass: nodes invalidated again after this pass updated them.
    private var deferred: [() -> Void] = []
    private var afterPassActions: [() -> Void] = []
    private var rootHasWork = false
    /// True from the start of a step to the end of its last pass and queued action.
    package private(set) var isInStep = false

    /// The most update rounds (passes plus action batches) one step may take before the graph
    /// stops it; SwiftUI's own loop guards normally end a loop long before.
    package static let roundLimit = 100

    /// False for a silent host (a fresh render, D12): what a pass queues is dropped.
    private let runsActions: Bool

    init(runsActions: Bool) {
        self.runsActions = runsActions
    }

    /// The host this queue belongs to, once it exists.
    func attach(to host: GraphHost) { self.host = host }

    // MARK: Steps

    /// Runs `body` as one step, then every transaction, pass and queued action it causes. Inside
    /// a step (a control operated by an event that is already one), `body` joins that step.
    package func runStep(_ body: () -> Void) {
        guard !isInStep else { return body() }
        isInStep = true
        host.mailbox.beginStep()
        if !host.isSilent { GraphHost.mainQueueHost.set(host) }
        defer {
            isInStep = false
            host.mailbox.endStep()
            host.tree?.stepDidFinish()
        }
        Ambient.with(host) {
            stepNumber += 1
            frameNumber += 1
            passesInStep = 0
            // Work posted since the last step (by other threads) is this step's first event (§21).
            withScope(cause: .action) { host.deliverMail() }
            body()
            drain()
            host.deliverOutsideOutput()
        }
    }

    /// Within a step, brings everything up to date now (an event of the run's clock is flushed
    /// before the next one fires).
    package func flushPending() { drain() }

    /// Flushes transactions one pass each, then runs queued actions, until nothing is left.
    private func drain() {
        var rounds = 0
        while true {
            // Work other threads finished while the last round ran (an action, an onChange, a
            // task that waited for it, a block sent to another Dispatch queue) joins the update
            // here (§21).
            host.settleBackgroundWork()
            withScope(cause: .action) { host.deliverMail() }
            if !transactions.isEmpty {
                let transaction = transactions.removeFirst()
                // Committing is the start of the pass: observers see the committed values.
                runPass(cause: transaction.cause) { transaction.commit() }
            } else if rootHasWork {
                runPass(cause: scrolled ? .scroll : .deferred) {}
                scrolled = false
            } else if !queuedActions.isEmpty {
                runQueuedActions()
            } else if let tasks = host.tasks, tasks.hasReadyJobs {
                withScope(cause: .task) { tasks.runReadyJobs() }
            } else {
                return
            }
            rounds += 1
            if rounds >= Self.roundLimit {
                // The step ends here, as SwiftUI ends a frame; the work still pending (staged
                // writes, invalidated views, queued actions) is kept for the next step, so the
                // graph stays consistent and the next action updates as usual.
                host.reporter.report(
                    .dataflow(
                        "stopped after \(rounds) update rounds in one step: something keeps writing state; the rest waits for the next step (§14)"))
                return
            }
        }
    }

    /// One update pass: every node with work is visited from the root, parents first (§14).
    package func runPass(cause: PassCause, _ work: () -> Void) {
        passNumber += 1
        passesInStep += 1
        host.reporter.trace(.passBegan(number: passesInStep, cause: cause))
        currentCause = cause
        defer { currentCause = nil }
        isUpdating = true
        work()
        while rootHasWork {
            rootHasWork = false
            host.tree?.visitInvalidatedNodes()
        }
        host.tree?.passDidFinish()
        isUpdating = false
        let later = deferred
        deferred = []
        for work in later { work() }
        let actions = afterPassActions
        afterPassActions = []
        for action in actions { action() }
    }

    private func runQueuedActions() {
        let actions = queuedActions
        queuedActions = []
        withScope(cause: .queuedActions) {
            // Tasks start after every other action the update queued (§16).
            for action in actions.filter({ !$0.startsTask }) + actions.filter(\.startsTask) {
                if !action.startsTask { host.reporter.trace(.actionRan(action.label)) }
                action.run()
            }
        }
    }

    // MARK: Transactions

    /// Writes made inside `body` share one transaction (unless a nested scope opens another).
    package func withScope<Result>(cause: PassCause, _ body: () throws -> Result) rethrows -> Result {
        scopes.append(WriteScope(id: nextScope, cause: cause))
        nextScope += 1
        defer { scopes.removeLast() }
        let result = try body()
        // An event ends with its outermost scope: what frameworks do at the end of an event
        // (a context's pending deletes) joins its transaction.
        if scopes.count == 1 { host.frameworkStores.endEvent() }
        return result
    }

    /// The transaction a write made now belongs to: the open one if it came from the same scope,
    /// else a new one after it (§14: a different transaction is flushed as its own pass).
    package func currentTransaction() -> PendingTransaction {
        let scope = scopes.last ?? WriteScope(id: 0, cause: .action)
        if let last = transactions.last, last.scope == scope.id { return last }
        let transaction = PendingTransaction(scope: scope.id, cause: scope.cause)
        transactions.append(transaction)
        return transaction
    }

    /// Registers an invalidation (an object that published) with the current transaction.
    package func stageInvalidation(_ invalidate: @escaping () -> Void) {
        currentTransaction().append(Invalidation(invalidate))
    }

    /// Queues an action to run after the current pass (§11, §14); a silent host (a fresh render,
    /// D12) runs none.
    package func enqueue(_ label: String, _ run: @escaping () -> Void) {
        guard runsActions else { return }
        queuedActions.append(QueuedAction(label: label, run: run, startsTask: false))
    }

    /// Queues an animation's completion, which SwiftUI runs `time` seconds into the animation:
    /// before the completions queued for later times, after those for the same time or earlier.
    package func enqueueCompletion(_ label: String, at time: Double, _ run: @escaping () -> Void) {
        guard runsActions else { return }
        let action = QueuedAction(label: label, run: run, startsTask: false, completesAt: time)
        let later = queuedActions.firstIndex { ($0.completesAt ?? -1) > time }
        queuedActions.insert(action, at: later ?? queuedActions.endIndex)
    }

    /// Queues the start of a view's task: after the appear actions of the same update.
    package func enqueueTaskStart(_ label: String, _ start: @escaping () -> Void) {
        guard runsActions else { return }
        queuedActions.append(QueuedAction(label: label, run: start, startsTask: true))
    }

    /// Runs `action` when the current pass is over (an invalidation that arrived during it).
    package func afterPass(_ action: @escaping () -> Void) { afterPassActions.append(action) }

    /// Something already updated in this pass was invalidated again: `work` schedules it for the
    /// next pass, once this one is over.
    package func deferToNextPass(_ work: @escaping () -> Void) { deferred.append(work) }

    /// Some node below the root has work: the current (or next) pass must visit the root.
    package func rootNeedsVisit() { rootHasWork = true }

    /// Whether the work waiting is a scroll's (§33): its pass is named for it.
    package var scrolled = false
}

/// One transaction: the mutations staged by the writes of one scope, committed together at the
/// start of the pass that flushes it (§14).
package final class PendingTransaction {
    fileprivate let scope: Int
    fileprivate let cause: PassCause
    private var mutations: [Mutation] = []

    fileprivate init(scope: Int, cause: PassCause) {
        self.scope = scope
        self.cause = cause
    }

    /// Stages a mutation; it is committed when this transaction is flushed.
    package func append(_ mutation: Mutation) { mutations.append(mutation) }

    fileprivate func commit() {
        for mutation in mutations { mutation.commit() }
    }
}

/// Something a transaction does when it is committed: a stored value becomes visible to
/// updates, or a view is invalidated.
package class Mutation {
    package init() {}
    package func commit() {}
}

/// A published object invalidates the views that subscribe to it.
private final class Invalidation: Mutation {
    private let invalidate: () -> Void

    init(_ invalidate: @escaping () -> Void) {
        self.invalidate = invalidate
    }

    override func commit() { invalidate() }
}

private struct WriteScope {
    let id: Int
    let cause: PassCause
}

private struct QueuedAction {
    let label: String
    let run: () -> Void
    let startsTask: Bool
    /// For an animation's completion: when, in the animation's own time, it would run.
    var completesAt: Double? = nil
}
