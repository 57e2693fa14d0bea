/// One view identity in the graph: a place in the tree that lives until its identity leaves (§1).
///
/// Subclasses say what a view does when the parent hands it a new value (`apply(_:)`) and, for
/// views that can be invalidated on their own (a body that read changed state, a control whose
/// binding changed), what they do when the graph visits them (`performOwnUpdate()`).
///
/// Work is found without walking the tree. A node with work marks itself and every ancestor up to
/// the first one already marked; each marked ancestor remembers which child leads to the work:
///
///     root ─ pendingChildren: [Form]           (needsVisit)
///      └ Form ─ pendingChildren: [ForEach]     (needsVisit)
///         └ ForEach ─ pendingChildren: [Row 7] (needsVisit)
///            └ Row 7                          (own work: _isOn changed)
///
/// An update pass visits the root, follows only the marked children in tree order and so costs
/// what was invalidated, not what exists (issue requirement 8).
///
/// This file holds a node's life (hooks, update, visit, remove); what it does besides lives beside
/// it: matching new child views with children (`Reconciliation.swift`), naming itself
/// (`IdentityPath.swift`), being covered (`Covering.swift`) and walks over its subtree
/// (`TreeWalk.swift`).
package class Node {
    // Not `weak`/`unowned`: those give every node a side table and slow every retain and
    // release, which an update does for each child it compares. The tree guarantees the
    // lifetimes: the graph (which owns its host) outlives its nodes, a parent its attached
    // children (and `remove()` detaches before the parent can go). The graph and the host are
    // not even `unowned(unsafe)`: Swift retains and releases such a reference around each use,
    // two atomic operations per access, which for every compared row cost more than comparing
    // it. Read through `_read`, an unmanaged reference is borrowed without either.
    private let graphReference: Unmanaged<ViewGraph>
    private let hostReference: Unmanaged<GraphHost>
    package var graph: ViewGraph { _read { yield graphReference.takeUnretainedValue() } }
    /// The graph's host: what this node's writes, actions and reports go through.
    package var host: GraphHost { _read { yield hostReference.takeUnretainedValue() } }
    package private(set) unowned(unsafe) var parent: Node?
    package let key: IdentityKey
    /// The view type this identity holds; a different type at the same key is a new identity.
    package let viewType: ObjectIdentifier
    /// Position among the parent's children, for visiting pending children in tree order.
    package private(set) var index = 0
    /// `@exclusivity(unchecked)` here and on the few other fields an update reads for every
    /// compared child: the runtime's dynamic exclusivity check costs about 80 instructions per
    /// access (a thread-local look-up and an access set), a sixth of what comparing an unchanged
    /// row costs. The graph is driven by one thread at a time (§21) and these fields are only
    /// read and assigned whole, never passed `inout` across a call that could touch them again.
    @exclusivity(unchecked) package private(set) var children: [Node] = []
    package private(set) var isRemoved = false

    /// In a fresh render (D12), the live node at the same identity. Not `weak`: a weak reference
    /// would give every live node a side table, slowing each later retain and release of it;
    /// the fresh graph lives only inside `staleViews()`, while the live graph is left untouched.
    package unowned(unsafe) var counterpart: Node?

    @exclusivity(unchecked) private var needsVisit = false
    @exclusivity(unchecked) private var pendingChildren: [Node] = []
    /// What this node remembers of its identity path (`IdentityPath.swift`).
    var pathMemo = PathMemo()
    /// Whether something covers this subtree: a view pushed above it, another tab, a full-screen
    /// cover (§16, `Covering.swift`).
    package internal(set) var isCovered = false
    /// Whether this row of a lazy container is off screen, kept near it (§33): it is covered, and
    /// does not update until it comes back.
    package internal(set) var isScrolledOff = false
    /// Children by key, built on demand for lookups in long child lists; dropped when they change.
    private var childIndex: [IdentityKey: Node]?

    /// Internal, not `package`: Swift 6.3 warns, wrongly, of an infinite recursion in the
    /// initializer stub it makes for an internal final subclass of a class whose initializer is
    /// `package` (ImageNode, ShapeNode…). No other module makes nodes.
    init(_ context: NodeContext, viewType: Any.Type) {
        key = context.key
        parent = context.parent
        graphReference = .passUnretained(context.graph)
        hostReference = .passUnretained(context.graph.host)
        self.viewType = ObjectIdentifier(viewType)
    }

    // MARK: Subclass hooks

    /// Takes a new value from the parent and brings this identity (and what it shows) up to date.
    package func apply(_ view: any View) {}

    /// Whether this node was invalidated on its own, apart from its parent.
    package var hasOwnWork: Bool { false }

    /// Does the node's own work (re-evaluate a body, refresh a control).
    package func performOwnUpdate() {}

    /// The segment this node adds to identity paths; nil for structure a reader need not see.
    package var pathName: String? { nil }

    /// Releases storage and observers; queues disappear actions. Called once, children first.
    package func willRemove() {}

    /// The view left the screen, or came back, while its identity lives on (§16): queues its
    /// disappear or appear actions, stops or starts its tasks. Called children first.
    package func visibilityDidChange(isVisible: Bool) {}

    /// In a fresh render, takes the graph's own storage at this identity from the live node
    /// (D12: a fresh render starts from the current stored values, not from initial ones).
    package func seed(from live: Node) {}

    /// The children whose controls a user can reach now: all of them, except for containers that
    /// show only part of their content (a navigation stack's top view, a tab view's selected tab).
    package var operableChildren: [Node] { children }

    /// What this node writes into the environment of `child` (nil: the node itself), if anything:
    /// an `.environment` modifier writes for everything below it, a presentation only for what
    /// it presents.
    package func environmentWriter(toward child: Node?) -> (any EnvironmentWriting)? { nil }

    /// Whether this node's own bindings can still be read (false: an element binding whose index
    /// is gone, §15).
    package var ownBindingsAreValid: Bool { true }

    /// Whether this identity is replaced without a transition (`.transition(.identity)` on it):
    /// it leaves before its replacement appears (§16).
    package var leavesWithoutTransition: Bool { false }

    /// Whether this container animates the removal of its rows (a `List`).
    package var animatesRowRemoval: Bool { false }

    /// Calls the getters of the hand-written bindings (`Binding(get:set:)`) this node holds, as
    /// the update a row animating out gets does (§15): a getter that reads a captured index past
    /// the end of its array traps there, as it does in the app.
    package func readHandWrittenBindings() {}

    /// How this node takes part in its container's layout, in a column `width` points wide
    /// (`Scrolling/NodeLayout.swift`): by default its children are its container's items, as a
    /// body's, a group's or a conditional's are.
    package func layout(width: Double) -> NodeLayout { .transparent }

    /// Writes what this node shows into the screen.
    package func render(into screen: inout ScreenBuilder) {
        StackSpace.ensuringRoom { for child in children { child.render(into: &screen) } }
    }

    /// Adds the strings this subtree's `Text`s show, in order (for labels).
    package func appendText(to words: inout [String]) {
        StackSpace.ensuringRoom { for child in children { child.appendText(to: &words) } }
    }

    /// Adds the names of this subtree's images, in order: a control's label when it has no text.
    package func appendSymbolNames(to names: inout [String]) {
        StackSpace.ensuringRoom { for child in children { child.appendSymbolNames(to: &names) } }
    }

    // MARK: Updates

    /// Gives this node a new value from its parent; afterwards the whole subtree is up to date.
    package final func update(with view: any View) {
        StackSpace.ensuringRoom { updateOnThisStack(with: view) }
    }

    /// `update(with:)` where the caller made sure of the stack's room: siblings updated in turn
    /// share one check, as they share one depth.
    @inline(__always)
    final func updateOnThisStack(with view: any View) {
        // Pending children exist only under a node that needs a visit (`scheduleVisit()`); most
        // updated children have none, and leave their (empty) list untouched.
        guard needsVisit else { return apply(view) }
        let pending = takePendingChildren()
        apply(view)
        visit(pending)
    }

    /// Brings the subtree up to date without a new value from the parent.
    package final func visit() {
        guard needsVisit else { return }
        graph.tally.counts.nodesVisited += 1
        let pending = takePendingChildren()
        StackSpace.ensuringRoom {
            if hasOwnWork { performOwnUpdate() }
            visit(pending)
        }
    }

    /// Marks this node as having work of its own and tells its ancestors where to find it.
    package final func scheduleVisit() {
        guard !isRemoved, !needsVisit else { return }
        needsVisit = true
        var child = self
        while let parent = child.parent {
            parent.pendingChildren.append(child)
            if parent.needsVisit { return }
            parent.needsVisit = true
            child = parent
        }
        host.queue.rootNeedsVisit()
    }

    private func takePendingChildren() -> [Node] {
        needsVisit = false
        defer { pendingChildren = [] }
        return pendingChildren
    }

    private func visit(_ pending: [Node]) {
        guard !pending.isEmpty else { return }
        let ordered = pending.count == 1 ? pending : pending.sorted { $0.index < $1.index }
        for child in ordered where child.parent === self && !child.isRemoved && !child.isScrolledOff {
            child.visit()
        }
    }

    // MARK: Children

    /// Replaces the children (`Reconciliation.swift`), keeping each one's index and the lookup
    /// table right.
    final func setChildren(_ next: [Node]) {
        children = next
        childIndex = nil
        for (index, child) in next.enumerated() { child.index = index }
    }

    /// The child at `key` holding a view of `viewType`, if any.
    package func child(at key: IdentityKey, viewType: ObjectIdentifier) -> Node? {
        if key == .body || key == .content || key == .label, children.count == 1 {
            return children[0].key == key && children[0].viewType == viewType ? children[0] : nil
        }
        if childIndex == nil, children.count > 8 {
            var index: [IdentityKey: Node] = [:]
            for child in children { index[child.key] = child }
            childIndex = index
        }
        let found = childIndex?[key] ?? children.first { $0.key == key }
        return found.flatMap { $0.viewType == viewType ? $0 : nil }
    }

    /// Destroys this identity and everything below it.
    package final func remove() {
        guard !isRemoved else { return }
        graph.removals.begin()
        StackSpace.ensuringRoom { for child in children { child.remove() } }
        isRemoved = true
        needsVisit = false
        pendingChildren = []
        // Reports made after the parent is gone still need the path: keep the parent until the
        // step ends (`Removals`), unless the path is known already.
        if pathMemo.text == nil { pathMemo.removedParent = parent }
        willRemove()
        parent = nil
        graph.removals.end(removing: self)
    }

    /// Empties the subtrees under `roots` level by level, so that releasing them never recurses
    /// (a deep tree would otherwise overflow the stack in its chain of deinits); `keepingPaths`
    /// first keeps each removed node's path, for reports after its step.
    package static func dismantle(_ roots: [Node], keepingPaths: Bool = false) {
        var stack = roots
        while let node = stack.popLast() {
            if keepingPaths { node.keepPathIfShort() }
            stack.append(contentsOf: node.children)
            node.children = []
            node.childIndex = nil
            node.pendingChildren = []
            node.pathMemo.removedParent = nil
        }
    }
}
