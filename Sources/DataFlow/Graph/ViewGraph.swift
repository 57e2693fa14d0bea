/// The view graph: installs a root view and keeps one node per view identity.
///
/// Time lives in the `queue` (steps, transactions, passes, queued actions) and what happens is
/// said through the `reporter` (trace events, warnings, write records); the graph itself owns
/// the nodes, the per-type caches and the comparisons every node shares (D10).
///
/// A step runs on one thread, and the thread of the latest step plays the main thread; other
/// threads may write state, which reaches the graph through its `mailbox` (§21).
package final class ViewGraph {
    /// A live graph plays the experiment; a fresh render answers "what would the screen show now?" (D12).
    package enum Role {
        case live
        case freshRender(of: ViewGraph)
    }

    package let role: Role
    package private(set) lazy var queue = UpdateQueue(graph: self)
    package let reporter: Reporter
    /// The views' tasks (`.task`): run by the live graph only, never by a fresh render.
    package private(set) lazy var tasks: TaskRunner? = {
        guard case .live = role else { return nil }
        return TaskRunner(graph: self)
    }()
    package var counters = Counters()
    /// Writes and publishes from other threads, for this graph's thread to apply (§21).
    package let mailbox = Mailbox()
    package private(set) var root: Node?
    /// Subtrees removed in the current step, released level by level when it ends.
    package let removals = Removals()
    package private(set) var rootView: (any View)?
    /// Set when experiment code hit something SwiftUI treats as fatal (a missing environment
    /// object): the run stops there and reports it.
    package private(set) var fatalError: String?
    /// Whether `fatalError` is SwiftUI's own message, or a crash dataflow foresees in the app
    /// (endless nesting), said in its own voice.
    package private(set) var fatalErrorIsSwiftUIs = true
    /// The text field being typed in without a focus state, until Return (§23).
    package weak var editingField: Node?
    /// The run's clock (§24): a fresh render reads the live graph's time and schedules nothing.
    package private(set) lazy var clock: RunClock = {
        if case .freshRender(let live) = role { return live.clock }
        return RunClock()
    }()
    /// `@AppStorage`'s in-memory defaults, shared by the views of this graph.
    package private(set) lazy var appStorage = AppStorageStore()
    /// Views that read the environment, re-checked when a writer above them changes (§9).
    package var environmentReaders = WeakList<any EnvironmentReader>()
    /// Views that read a preference of their content after every pass (§10).
    package var preferenceObservers = WeakList<any PreferenceObserver>()

    private let stateComparator = ValueComparator(mode: .equatableAlways)
    private let viewComparator: ValueComparator
    private let comparesViews: Bool
    private var currentBody: (node: BodyNode, changes: LazyLine)?

    package convenience init() {
        self.init(role: .live, tracer: nil)
    }

    /// - Parameter comparesViews: false only for the benchmark's baseline, a runtime without
    ///   input comparisons: every child of a re-run parent re-runs.
    package init(role: Role, tracer: TraceSink?, comparesViews: Bool = true) {
        self.role = role
        if case .freshRender(let live) = role {
            reporter = Reporter(tracer: tracer, describer: live.reporter.describer.copy())
        } else {
            reporter = Reporter(tracer: tracer, describer: ValueDescriber())
        }
        viewComparator = ValueComparator(mode: comparesViews ? .equatableUnlessPOD : .never)
        self.comparesViews = comparesViews
    }

    /// The tree goes level by level: released whole, a deep tree's deinits would recurse.
    deinit {
        if let root { Node.dismantle([root]) }
    }

    // MARK: Steps

    /// Installs `view` as the root and runs the first render (step 0 of a transcript).
    package func mount<Root: View>(_ view: Root) {
        precondition(root == nil, "a graph mounts one root view")
        queue.runStep {
            rootView = view
            queue.runPass(cause: .mount) {
                let node = makeNode(for: view, in: NodeContext(key: .root, parent: nil, graph: self))
                root = node
                node.update(with: view)
            }
        }
    }

    /// Whether the app's window was closed (`close()`): nothing is on screen any more.
    package private(set) var isClosed = false

    /// Closes the app's window, as one event: the root's identity is destroyed, so every view's
    /// disappear actions run (in the order removal runs them, §16) and its tasks are cancelled
    /// (§19); then nothing is on screen and nothing more can be played (§29).
    package func close() {
        guard !isClosed, let node = root else { return }
        perform {
            node.remove()
        }
        root = nil
        isClosed = true
    }

    /// Mounts a root view whose type is only known at run time.
    package func mountRoot(_ view: any View) {
        func open<Root: View>(_ view: Root) { mount(view) }
        open(view)
    }

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

    /// Applies what other threads posted, in the order they posted it (§21).
    package func deliverMail() {
        for letter in mailbox.collect() { letter() }
    }

    // MARK: Nodes

    package func makeNode(for view: any View, in context: NodeContext) -> Node {
        let node = (view as? any BuiltinView)?.makeNode(in: context) ?? Self.leafNode(for: view, context: context)
            ?? BodyNode(view: view, context: context)
        if let body = node as? BodyNode, body.selfNesting >= Self.endlessNesting {
            crash("\(body.baseName) nests itself without end: its body makes another \(body.baseName) with the same inputs, "
                + "\(Self.endlessNesting) levels deep so far (D16); on a device the app runs out of stack")
        }
        counters.nodesCreated += 1
        if case .freshRender(let live) = role { live.seedFreshNode(node) }
        return node
    }

    /// Experiment code did something SwiftUI stops the app for; the run ends with `message`.
    package func fail(_ message: String) {
        guard fatalError == nil else { return }
        fatalError = message
        reporter.report(.swiftUI("Fatal error: \(message)"))
    }

    /// The words of Swift's trap for an array index past the end, which an element binding read
    /// after its element left hits (§15): the Swift runtime's, not SwiftUI's (D1).
    package static let indexOutOfRange = "Fatal error: Index out of range (Swift's trap for an array index past its end; SwiftUI prints nothing of its own)"

    /// Equal copies of a view nested in a row before dataflow calls it endless (D16): far more
    /// than a view that stops by what it reads (its environment, a global) would nest.
    static let endlessNesting = 256

    /// The views' code would crash the app where SwiftUI prints nothing of its own (a view that
    /// nests itself without end overflows the stack); the run ends with dataflow's `reason`.
    package func crash(_ reason: String) {
        guard fatalError == nil else { return }
        fatalError = reason
        fatalErrorIsSwiftUIs = false
        reporter.report(.dataflow(reason))
    }

    /// Whether the app crashed (`crash(_:)`): no body runs after that, as the app is gone.
    package var hasCrashed: Bool { fatalError != nil && !fatalErrorIsSwiftUIs }

    /// Why the app stopped, as a failure says it.
    package var stopDescription: String? {
        fatalError.map { fatalErrorIsSwiftUIs ? "SwiftUI stops the app here: Fatal error: \($0)" : "the app would crash here: \($0)" }
    }

    package func evaluatingBody<Result>(of node: BodyNode, changes: LazyLine, _ body: () -> Result) -> Result {
        let saved = currentBody
        currentBody = (node, changes)
        defer { currentBody = saved }
        return body()
    }

    /// The `_printChanges` line of the body being evaluated, if any.
    package var currentChangesLine: String? { currentBody?.changes.value }

    /// The type name of the view whose body is being evaluated, if any.
    package var currentBodyName: String? { currentBody?.node.typeName }

    // MARK: Caches

    private static let layouts = TypeCache<PropertyLayout>()
    private enum Leaf { case shape, representable, none }
    private static let leafTypes = TypeCache<Leaf>()

    /// Shapes and UIKit wrappers are leaves the graph draws, whatever their types (their bodies
    /// are never asked for).
    private static func leafNode(for view: any View, context: NodeContext) -> Node? {
        let leaf = leafTypes.value(for: type(of: view)) { type in
            type is any Shape.Type ? .shape : isRepresentable(type) ? .representable : .none
        }
        switch leaf {
        case .shape: return (view as? any Shape).map { ShapeNode(shape: $0, context: context) }
        case .representable: return RepresentableNode(context: context, type: type(of: view))
        case .none: return nil
        }
    }
    private static let viewTypeNames = TypeCache<String>()

    package func propertyLayout(of type: Any.Type) -> PropertyLayout {
        Self.layouts.value(for: type, PropertyLayout.init(of:))
    }

    /// A view type's name as paths and `_printChanges` show it.
    package func typeName(of type: Any.Type) -> String {
        Self.viewTypeNames.value(for: type) { type in
            displayTypeName((type as? any DynamicPropertyHolder.Type)?.displayType ?? type)
        }
    }

    // MARK: Comparisons (D10)

    package func compareValues(_ lhs: Any, _ rhs: Any) -> Bool { stateComparator.equals(lhs, rhs) }

    package func compareViews(_ lhs: any View, _ rhs: any View) -> Bool { viewComparator.equals(lhs, rhs) }

    /// Compares two inputs of one identity (same type) with that type's cached plan.
    package func compareViews(_ lhs: any View, _ rhs: any View, plan: ComparisonPlan) -> Bool {
        viewComparator.equals(lhs, rhs, plan: plan)
    }

    package func viewComparisonPlan(for type: Any.Type) -> ComparisonPlan { viewComparator.plan(for: type) }

    /// The plan of an `EquatableView`'s content: `==` whenever the type has one (§5).
    package func equatableComparisonPlan(for type: Any.Type) -> ComparisonPlan {
        comparesViews ? stateComparator.plan(for: type) : viewComparator.plan(for: type)
    }

    /// Environment and other graph inputs compare as view inputs do (`.equatableUnlessPOD`, §9).
    package func compareViewValues(_ lhs: Any, _ rhs: Any) -> Bool { viewComparator.equals(lhs, rhs) }
}

/// Work counts, for tests and benchmarks.
package struct Counters: Equatable {
    package var bodiesEvaluated = 0
    package var viewsCompared = 0
    /// Nodes visited by update passes without a new value from their parent (the path to work).
    package var nodesVisited = 0
    package var passes = 0
    package var nodesCreated = 0
}
