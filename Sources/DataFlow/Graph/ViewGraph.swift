/// The view graph: installs a root view, keeps one node per view identity, and runs the update
/// passes that user actions cause.
///
/// A *step* is one user event and everything it causes (SwiftUI's frame):
///
///     action ──writes──▶ transactions ──flush, one at a time──▶ update pass ──▶ queued actions
///        ▲                                                                           │
///        └───────────────────── their writes open new transactions ◀─────────────────┘
///
/// Writes apply to storage at once (the action reads its own writes) and are committed to the
/// graph per transaction; each flushed transaction is one pass in which every invalidated body
/// runs at most once, parents before children (§14, D8). Actions queued by a pass (onChange,
/// onAppear) run after it, outside any update.
///
/// The graph is single-threaded: a run owns its graph and drives it from one thread.
public final class ViewGraph {
    /// A live graph plays the experiment; a fresh render answers "what would the screen show now?" (D12).
    package enum Role {
        case live
        case freshRender(of: ViewGraph)
    }

    package let role: Role
    package var tracer: TraceSink?
    package let describer = ValueDescriber()
    package var counters = Counters()
    package private(set) var root: Node?
    package private(set) var rootView: (any View)?
    /// True while bodies (and the built-in views they produce) are being evaluated.
    package private(set) var isUpdating = false
    /// Counts every pass since the graph was created.
    package private(set) var passNumber = 0
    /// Counts steps (frames) since the graph was created; mount is step 1.
    package private(set) var stepNumber = 0

    private var passesInStep = 0
    private let stateComparator = ValueComparator(mode: .equatableAlways)
    private let viewComparator = ValueComparator(mode: .equatableUnlessPOD)
    private var layouts: [ObjectIdentifier: PropertyLayout] = [:]
    private var typeNames: [ObjectIdentifier: String] = [:]
    private var transactions: [PendingTransaction] = []
    private var scopes: [WriteScope] = []
    private var nextTransaction = 1
    private var nextScope = 1
    private var queuedActions: [QueuedAction] = []
    private var deferred: [Node] = []
    private var afterPassActions: [() -> Void] = []
    /// Set when experiment code hit something SwiftUI treats as fatal (a missing environment
    /// object): the run stops there and reports it.
    package private(set) var fatalError: String?
    private var rootHasWork = false
    private var currentBody: (node: BodyNode, changes: LazyLine)?
    private var environmentReaderList: [WeakEnvironmentReader] = []
    private var preferenceObserverList: [WeakPreferenceObserver] = []

    /// For the benchmark's baseline only: every action re-evaluates every body, as a runtime
    /// without dependency tracking or input comparison would.
    package var evaluatesEveryBody = false

    /// The most update rounds (passes plus action batches) one step may take before the graph
    /// stops it; SwiftUI's own loop guards normally end a loop long before.
    package static let roundLimit = 100

    public convenience init() {
        self.init(role: .live, tracer: nil)
    }

    package init(role: Role, tracer: TraceSink?) {
        self.role = role
        self.tracer = tracer
    }

    // MARK: Steps

    /// Installs `view` as the root and runs the first render (step 0 of a transcript).
    public func mount<Root: View>(_ view: Root) {
        precondition(root == nil, "a graph mounts one root view")
        runStep {
            rootView = view
            runPass(cause: .mount) {
                let node = makeNode(for: view, in: NodeContext(key: .root, parent: nil, graph: self))
                root = node
                node.update(with: view)
            }
        }
    }

    /// Runs `action` as one user event, then every transaction, pass and queued action it causes.
    package func perform(_ action: () -> Void) {
        runStep {
            withScope(cause: .action, action)
            if evaluatesEveryBody { (root as? BodyNode)?.forceEvaluation() }
        }
    }

    private func runStep(_ body: () -> Void) {
        Ambient.with(self) {
            stepNumber += 1
            passesInStep = 0
            body()
            drain()
        }
    }

    /// Flushes transactions one pass each, then runs queued actions, until nothing is left.
    private func drain() {
        var rounds = 0
        while true {
            if !transactions.isEmpty {
                let transaction = transactions.removeFirst()
                // Committing is the start of the pass: observers see the committed values.
                runPass(cause: transaction.cause) { commit(transaction) }
            } else if rootHasWork {
                runPass(cause: .deferred) {}
            } else if !queuedActions.isEmpty, case .live = role {
                runQueuedActions()
            } else {
                return
            }
            rounds += 1
            if rounds >= Self.roundLimit {
                report(.dataflow("stopped after \(rounds) update rounds in one step: something keeps writing state (§14)"))
                transactions = []
                queuedActions = []
                rootHasWork = false
                return
            }
        }
    }

    /// One update pass: every node with work is visited from the root, parents first (§14).
    private func runPass(cause: PassCause, _ work: () -> Void) {
        passNumber += 1
        passesInStep += 1
        counters.passes += 1
        trace(.passBegan(number: passesInStep, cause: cause))
        isUpdating = true
        work()
        while rootHasWork, let root {
            rootHasWork = false
            root.visit()
        }
        deliverPreferences()
        isUpdating = false
        let later = deferred
        deferred = []
        for node in later { node.scheduleVisit() }
        let actions = afterPassActions
        afterPassActions = []
        for action in actions { action() }
    }

    private func runQueuedActions() {
        let actions = queuedActions
        queuedActions = []
        withScope(cause: .queuedActions) {
            for action in actions {
                trace(.actionRan(action.label))
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
        return try body()
    }

    /// The transaction a write made now belongs to: the open one if it came from the same scope,
    /// else a new one after it (§14: a different transaction is flushed as its own pass).
    package func transactionForWrite() -> Int {
        let scope = scopes.last ?? WriteScope(id: 0, cause: .action)
        if let last = transactions.last, last.scope == scope.id { return last.id }
        transactions.append(PendingTransaction(id: nextTransaction, scope: scope.id, cause: scope.cause))
        nextTransaction += 1
        return nextTransaction - 1
    }

    /// Registers storage with staged writes in `transaction`, to be committed when it is flushed.
    package func stage(_ location: StorageLocation, in transaction: Int) {
        guard let index = transactions.firstIndex(where: { $0.id == transaction }) else { return }
        transactions[index].locations.append(location)
    }

    /// Registers an invalidation (an object that published) with the current transaction.
    package func stageInvalidation(_ invalidate: @escaping () -> Void) {
        let transaction = transactionForWrite()
        guard let index = transactions.firstIndex(where: { $0.id == transaction }) else { return }
        transactions[index].invalidations.append(invalidate)
    }

    private func commit(_ transaction: PendingTransaction) {
        for location in transaction.locations { location.commit(through: transaction.id) }
        for invalidate in transaction.invalidations { invalidate() }
    }

    /// Queues an action to run after the current pass (§11, §14).
    package func enqueue(_ label: String, _ run: @escaping () -> Void) {
        queuedActions.append(QueuedAction(label: label, run: run))
    }

    // MARK: Nodes

    package func makeNode(for view: any View, in context: NodeContext) -> Node {
        let node = (view as? any BuiltinView)?.makeNode(in: context) ?? BodyNode(view: view, context: context)
        counters.nodesCreated += 1
        if case .freshRender(let live) = role { live.seedFreshNode(node) }
        return node
    }

    package func didRemove(_ node: Node) {
        counters.nodesRemoved += 1
    }

    package func rootNeedsVisit() { rootHasWork = true }

    package func deferToNextPass(_ node: Node) { deferred.append(node) }

    /// Runs `action` when the current pass is over (an invalidation that arrived during it).
    package func afterPass(_ action: @escaping () -> Void) { afterPassActions.append(action) }

    /// Experiment code did something SwiftUI stops the app for; the run ends with `message`.
    package func fail(_ message: String) {
        guard fatalError == nil else { return }
        fatalError = message
        report(.swiftUI("Fatal error: \(message)"))
    }

    package func evaluatingBody<Result>(of node: BodyNode, changes: LazyLine, _ body: () -> Result) -> Result {
        let saved = currentBody
        currentBody = (node, changes)
        defer { currentBody = saved }
        return body()
    }

    /// The `_printChanges` line of the body being evaluated, if any.
    package var currentChangesLine: String? { currentBody?.changes.value }

    // MARK: Caches

    package func propertyLayout(of type: Any.Type) -> PropertyLayout {
        if let layout = layouts[ObjectIdentifier(type)] { return layout }
        let layout = PropertyLayout(of: type)
        layouts[ObjectIdentifier(type)] = layout
        return layout
    }

    package func typeName(of type: Any.Type) -> String {
        if let name = typeNames[ObjectIdentifier(type)] { return name }
        let name = displayTypeName((type as? any DynamicPropertyHolder.Type)?.displayType ?? type)
        typeNames[ObjectIdentifier(type)] = name
        return name
    }

    // MARK: Comparisons (D10)

    package func compareValues(_ lhs: Any, _ rhs: Any) -> Bool { stateComparator.equals(lhs, rhs) }

    package func compareViews(_ lhs: any View, _ rhs: any View) -> Bool { viewComparator.equals(lhs, rhs) }

    /// Compares two inputs of one identity (same type) with that type's cached plan.
    package func compareViews(_ lhs: any View, _ rhs: any View, plan: ComparisonPlan) -> Bool {
        viewComparator.equals(lhs, rhs, plan: plan)
    }

    package func viewComparisonPlan(for type: Any.Type) -> ComparisonPlan { viewComparator.plan(for: type) }

    /// Environment and other graph inputs compare as view inputs do (`.equatableUnlessPOD`, §9).
    package func compareViewValues(_ lhs: Any, _ rhs: Any) -> Bool { viewComparator.equals(lhs, rhs) }

    // MARK: Preference observers

    package func addPreferenceObserver(_ observer: PreferenceObserver) {
        preferenceObserverList.append(WeakPreferenceObserver(observer: observer))
    }

    /// The observers still in the graph, in the order they appeared.
    package func preferenceObservers() -> [PreferenceObserver] {
        preferenceObserverList.removeAll { $0.observer.map { !$0.isObserving } ?? true }
        return preferenceObserverList.compactMap(\.observer)
    }

    // MARK: Environment readers

    package func addEnvironmentReader(_ reader: EnvironmentReader) {
        environmentReaderList.append(WeakEnvironmentReader(reader: reader))
    }

    /// The live readers, in registration order (dead ones are dropped on the way).
    package func environmentReaders() -> [EnvironmentReader] {
        environmentReaderList.removeAll { $0.reader == nil }
        return environmentReaderList.compactMap(\.reader)
    }

    // MARK: Reporting

    package var isTracing: Bool { tracer != nil }

    package func trace(_ event: @autoclosure () -> TraceEvent) {
        tracer?.record(event())
    }

    package func report(_ issue: Issue) { trace(.issue(issue)) }

    package func console(_ text: String) { trace(.console(text)) }

    package func recordWrite(target: String, old: Any, new: Any) {
        guard isTracing else { return }
        trace(.write(WriteRecord(target: target, old: describer.describe(old), new: describer.describe(new), outcome: .applied)))
    }

    package func noteEqualWrite(target: String, value: Any) {
        guard isTracing else { return }
        trace(.write(WriteRecord(target: target, old: nil, new: describer.describe(value), outcome: .ignoredEqual)))
    }

    /// D5: a write while bodies are evaluated is reported in SwiftUI's words and dropped.
    package func rejectWriteDuringUpdate(target: String, value: Any) {
        report(.swiftUI(RuntimeWarning.modifyingStateDuringUpdate))
        guard isTracing else { return }
        let body = currentBody.map { " (in the body of \($0.node.typeName))" } ?? ""
        trace(.write(WriteRecord(target: target, old: nil, new: describer.describe(value), outcome: .droppedDuringUpdate)))
        report(.dataflow("write to \(target) dropped: state cannot change while the graph is updating\(body) (D5)"))
    }

    /// §2: a write through a copy of a view that was never installed is dropped silently by SwiftUI.
    package func dropWriteToUninstalledState(type: Any.Type, value: Any) {
        guard isTracing else { return }
        let name = displayTypeName(type)
        trace(.write(WriteRecord(target: "uninstalled \(name)", old: nil, new: describer.describe(value), outcome: .droppedUninstalled)))
        report(.dataflow("write of \(describer.describe(value).text) to a \(name) dropped: that State was never installed in the graph (only the graph's own copy of a view it shows gets storage), so writes go nowhere (§2)"))
    }

    /// A write to a constant binding: SwiftUI ignores it without a word; dataflow says so.
    package func noteDroppedWrite(target: String, value: Any, reason: WriteRecord.Outcome) {
        guard isTracing else { return }
        trace(.write(WriteRecord(target: target, old: nil, new: describer.describe(value), outcome: reason)))
    }
}

/// Work counts, for tests and benchmarks.
package struct Counters: Equatable {
    package var bodiesEvaluated = 0
    package var viewsCompared = 0
    /// Nodes visited by update passes without a new value from their parent (the path to work).
    package var nodesVisited = 0
    package var passes = 0
    package var nodesCreated = 0
    package var nodesRemoved = 0
}

private struct PendingTransaction {
    let id: Int
    let scope: Int
    let cause: PassCause
    var locations: [StorageLocation] = []
    var invalidations: [() -> Void] = []
}

private struct WeakPreferenceObserver {
    weak var observer: PreferenceObserver?
}

private struct WeakEnvironmentReader {
    weak var reader: EnvironmentReader?
}

private struct WriteScope {
    let id: Int
    let cause: PassCause
}

private struct QueuedAction {
    let label: String
    let run: () -> Void
}
