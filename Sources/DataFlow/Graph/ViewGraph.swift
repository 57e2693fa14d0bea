/// The view graph: installs a root view and keeps one node per view identity.
///
/// The graph owns the tree: its nodes and their reconciliation, the environment and preferences
/// that travel along it, the per-type caches and the view comparisons every node shares (D10).
/// Time, threads and reporting belong to its `host` (`GraphHost`), which runs each update pass
/// over this tree (`UpdatedTree`).
package final class ViewGraph: UpdatedTree {
    package let host: GraphHost
    /// Work counts so far.
    package var counters: Counters { tally.counts }
    /// Where the counts are kept: an object of their own, so that a node counts through a
    /// constant reference (a variable of the graph would retain the graph for every compared
    /// child).
    package let tally = Tally()

    /// Counts one compared view. Through a borrowed reference: a write through `tally` retains
    /// and releases it, two atomic operations for every compared child.
    @inline(__always)
    package func countViewCompared() {
        Unmanaged.passUnretained(tally)._withUnsafeGuaranteedRef { $0.counts.viewsCompared += 1 }
    }
    package private(set) var root: Node?
    package private(set) var rootView: (any View)?
    /// The text field being typed in without a focus state, until Return (§23).
    package weak var editingField: Node?
    /// Where scroll views made under these modifiers start (`.defaultScrollAnchor`, a scroll
    /// position), by the modifier's node: taken by the scroll view before its rows are made (§33).
    var initialScrollRequests: [ObjectIdentifier: ScrollRequest] = [:]
    /// Views that read the environment, re-checked when a writer above them changes (§9).
    package var environmentReaders = WeakList<any EnvironmentReader>()
    /// Views that read a preference of their content after every pass (§10).
    package var preferenceObservers = WeakList<any PreferenceObserver>()
    /// The UIKit text input editing now (a wrapped `UITextField`), whom the keyboard belongs to.
    package weak var uiKitFirstResponder: UIResponder?
    /// Subtrees removed in the current step, released level by level when it ends.
    package let removals = Removals()
    /// For a fresh render (D12): the live graph whose stored values each new node starts from.
    private let seedSource: ViewGraph?

    private let viewComparator: ValueComparator
    private let comparesViews: Bool

    /// A live graph on a host of its own, reporting to `tracer`.
    ///
    /// - Parameter comparesViews: false only for the benchmark's baseline, a runtime without
    ///   input comparisons: every child of a re-run parent re-runs.
    package convenience init(tracer: TraceSink? = nil, comparesViews: Bool = true) {
        self.init(host: GraphHost(tracer: tracer), seedSource: nil, comparesViews: comparesViews)
    }

    /// A fresh render of `live` (D12): a graph on a silent host whose nodes start from the live
    /// graph's stored values.
    static func freshRender(of live: ViewGraph) -> ViewGraph {
        ViewGraph(host: GraphHost(silentFor: live.host), seedSource: live)
    }

    private init(host: GraphHost, seedSource: ViewGraph?, comparesViews: Bool = true) {
        precondition(host.tree == nil, "a host runs one graph")
        self.host = host
        self.seedSource = seedSource
        viewComparator = ValueComparator(mode: comparesViews ? .equatableUnlessPOD : .never)
        self.comparesViews = comparesViews
        host.tree = self
    }

    /// The tree goes level by level: released whole, a deep tree's deinits would recurse.
    deinit {
        host.handle.end()
        host.tree = nil
        if let root { Node.dismantle([root]) }
    }

    // MARK: Steps

    /// Installs `view` as the root and runs the first render (step 0 of a transcript).
    package func mount<Root: View>(_ view: Root) {
        precondition(root == nil, "a graph mounts one root view")
        host.queue.runStep {
            rootView = view
            host.queue.runPass(cause: .mount) {
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
        host.perform {
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

    package func visitInvalidatedNodes() { root?.visit() }

    package func passDidFinish() {
        tally.counts.passes += 1
        deliverPreferences()
    }

    package func stepDidFinish() { removals.release() }

    // MARK: Nodes

    package func makeNode(for view: any View, in context: NodeContext) -> Node {
        let node =
            (view as? any BuiltinView)?.makeNode(in: context) ?? Self.leafNode(for: view, context: context)
            ?? BodyNode(view: view, context: context)
        if let body = node as? BodyNode, body.selfNesting >= Self.endlessNesting {
            host.crash(
                "\(body.baseName) nests itself without end: its body makes another \(body.baseName) with the same inputs, "
                    + "\(Self.endlessNesting) levels deep so far (D16); on a device the app runs out of stack")
        }
        tally.counts.nodesCreated += 1
        seedSource?.seedFreshNode(node)
        return node
    }

    /// Equal copies of a view nested in a row before dataflow calls it endless (D16): far more
    /// than a view that stops by what it reads (its environment, a global) would nest.
    static let endlessNesting = 256

    // MARK: Caches

    private static let layouts = TypeCache<PropertyLayout>()
    private enum Leaf { case shape, none }
    private static let leafTypes = TypeCache<Leaf>()

    /// Shapes and UIKit wrappers are leaves the graph draws, whatever their types (their bodies
    /// are never asked for).
    private static func leafNode(for view: any View, context: NodeContext) -> Node? {
        let leaf = leafTypes.value(for: type(of: view)) { type in
            type is any Shape.Type ? .shape : .none
        }
        switch leaf {
        case .shape: return (view as? any Shape).map { ShapeNode(shape: $0, context: context) }
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

    package func compareViews(_ lhs: any View, _ rhs: any View) -> Bool { viewComparator.equals(lhs, rhs) }

    /// Compares two inputs of one identity (same type) with that type's cached plan.
    package func compareViews(_ lhs: any View, _ rhs: any View, plan: ComparisonPlan) -> Bool {
        viewComparator.equals(lhs, rhs, plan: plan)
    }

    package func viewComparisonPlan(for type: Any.Type) -> ComparisonPlan { viewComparator.plan(for: type) }

    /// The plan of an `EquatableView`'s content: `==` whenever the type has one (§5).
    package func equatableComparisonPlan(for type: Any.Type) -> ComparisonPlan {
        comparesViews ? host.valueComparisonPlan(for: type) : viewComparator.plan(for: type)
    }

    /// Environment and other graph inputs compare as view inputs do (`.equatableUnlessPOD`, §9).
    package func compareViewValues(_ lhs: Any, _ rhs: Any) -> Bool { viewComparator.equals(lhs, rhs) }
}

/// The graph's work counts as they grow (`ViewGraph.tally`).
package final class Tally {
    /// Unchecked exclusivity, as `Node.children`: counted for every compared child.
    @exclusivity(unchecked) package var counts = Counters()
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
