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
package class Node {
    // Not `weak`/`unowned`: those give every node (and the graph) a side table and slow every
    // retain and release, which an update does for each child it compares. The tree guarantees the
    // lifetimes: the graph outlives its nodes, a parent its attached children (and `remove()`
    // detaches before the parent can go).
    package unowned(unsafe) let graph: ViewGraph
    /// The graph's host: what this node's writes, actions and reports go through.
    package unowned(unsafe) let host: GraphHost
    package private(set) unowned(unsafe) var parent: Node?
    package let key: IdentityKey
    /// The view type this identity holds; a different type at the same key is a new identity.
    package let viewType: ObjectIdentifier
    /// Position among the parent's children, for visiting pending children in tree order.
    package private(set) var index = 0
    package private(set) var children: [Node] = []
    package private(set) var isRemoved = false

    /// In a fresh render (D12), the live node at the same identity. Not `weak`: a weak reference
    /// would give every live node a side table, slowing each later retain and release of it;
    /// the fresh graph lives only inside `staleViews()`, while the live graph is left untouched.
    package unowned(unsafe) var counterpart: Node?

    private var needsVisit = false
    private var pendingChildren: [Node] = []
    private var cachedPath: String?
    /// Whether this node's path (and so every path below it) is kept folded.
    private var pathIsFolded = false
    /// For a removed node whose path is not kept as text: its parent at removal, until its
    /// step ends (`Removals`).
    private var removedParent: Node?
    /// Children by key, built on demand for lookups in long child lists; dropped when they change.
    private var childIndex: [IdentityKey: Node]?

    package init(_ context: NodeContext, viewType: Any.Type) {
        key = context.key
        parent = context.parent
        graph = context.graph
        host = context.graph.host
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

    /// Whether something covers this subtree: a view pushed above it, another tab, a full-screen
    /// cover (§16).
    package private(set) var isCovered = false

    /// Covers or uncovers this subtree: every node in it hears that it left or came back,
    /// children first, except below a node that is covered on its own (it stays hidden).
    package final func setCovered(_ covered: Bool) {
        guard covered != isCovered, !isRemoved else { return }
        isCovered = covered
        announceVisibility(!covered)
    }

    /// Covers or uncovers everything in this subtree but `kept` (a full-screen cover): the views
    /// beside the way down to it are covered; the views on the way, which hold it, hear that they
    /// left or came back without hiding it.
    package final func setCovered(_ covered: Bool, allBut kept: Node) {
        var onTheWay: Set<ObjectIdentifier> = []
        var node = kept.parent
        while let current = node {
            onTheWay.insert(ObjectIdentifier(current))
            node = current.parent
        }
        func visit(_ node: Node) {
            for child in node.children where child !== kept {
                if onTheWay.contains(ObjectIdentifier(child)) { visit(child) } else { child.setCovered(covered) }
            }
            node.visibilityDidChange(isVisible: !covered)
        }
        if onTheWay.contains(ObjectIdentifier(self)) { visit(self) }
    }

    private func announceVisibility(_ isVisible: Bool) {
        StackSpace.ensuringRoom { for child in children where !child.isCovered { child.announceVisibility(isVisible) } }
        visibilityDidChange(isVisible: isVisible)
    }

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

    /// Whether this container animates the removal of its rows (a `List`).
    package var animatesRowRemoval: Bool { false }

    /// Whether anything in this subtree holds a binding that can no longer be read.
    package final func holdsInvalidBinding() -> Bool {
        StackSpace.ensuringRoom { !ownBindingsAreValid || children.contains { $0.holdsInvalidBinding() } }
    }

    /// Calls the getters of the hand-written bindings (`Binding(get:set:)`) this node holds, as
    /// the update a row animating out gets does (§15): a getter that reads a captured index past
    /// the end of its array traps there, as it does in the app.
    package func readHandWrittenBindings() {}

    /// Every node's hand-written bindings in this subtree, children first.
    package final func readHandWrittenBindingsBelow() {
        StackSpace.ensuringRoom { for child in children { child.readHandWrittenBindingsBelow() } }
        readHandWrittenBindings()
    }

    /// Whether an ancestor satisfies `predicate`.
    package final func hasAncestor(where predicate: (Node) -> Bool) -> Bool {
        var node = parent
        while let current = node {
            if predicate(current) { return true }
            node = current.parent
        }
        return false
    }

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

    // MARK: Identity

    /// A stable, readable path such as `ContentView/Form[1]/ToggleView` or `ForEach[AAA]/Row`.
    ///
    /// Built from the nearest ancestor that knows its path, without recursion. Paths of up to
    /// `cachedPathLimit` characters are kept; longer ones (deep trees) are rebuilt on request.
    package var identityPath: String {
        if let cachedPath { return cachedPath }
        var chain: [Node] = [self]
        var path = ""
        var folded = false
        while let above = chain.last!.pathParent {
            if let known = above.cachedPath {
                path = known
                folded = above.pathIsFolded
                break
            }
            chain.append(above)
        }
        for node in chain.reversed() {
            node.appendSegment(to: &path, folded: &folded)
            if path.utf8.count <= Self.cachedPathLimit { node.cachedPath = path }
        }
        return path
    }

    /// Appends this node's own segment to `path` (its parent's), in place: a deep node's path
    /// is built in one buffer, not copied once per level. Once a path is longer than
    /// `foldingLength`, it and every path below it are kept with their repeats folded
    /// (`Nest[else]×40`), so a recursive tree's paths stay short and each has one spelling.
    private func appendSegment(to path: inout String, folded: inout Bool) {
        path += key.pathComponent(host.reporter.describer)
        guard let pathName else { return }
        if folded || path.utf8.count > Self.foldingLength {
            path = IdentityPathFolding.folded(path)
            folded = true
        }
        path += path.isEmpty ? pathName : "/" + pathName
        pathIsFolded = folded
    }

    /// Paths longer than this are folded as they grow (a tree hundreds of levels deep); shorter
    /// ones are kept whole.
    package static let foldingLength = 1_024

    /// For a removed node about to lose its parent: keeps its path as text if it is short,
    /// from its parent's kept path (parents are dismantled first), so that later reports still
    /// name it. A longer path is not kept: such a node reports only its own segment afterwards.
    private func keepPathIfShort() {
        guard cachedPath == nil else { return }
        var above = ""
        var folded = false
        if let parent = pathParent {
            guard let known = parent.cachedPath ?? (parent.isRemoved ? nil : parent.identityPath) else { return }
            above = known
            folded = parent.pathIsFolded
        }
        appendSegment(to: &above, folded: &folded)
        if above.utf8.count <= Self.cachedPathLimit { cachedPath = above }
    }

    /// The longest identity path a node keeps as text.
    private static let cachedPathLimit = 2_048

    /// The node whose path this one's extends: the parent, or the parent it had when removed.
    private var pathParent: Node? { parent ?? removedParent }

    // MARK: Updates

    /// Gives this node a new value from its parent; afterwards the whole subtree is up to date.
    package final func update(with view: any View) {
        // Pending children exist only under a node that needs a visit (`scheduleVisit()`); most
        // updated children have none, and leave their (empty) list untouched.
        StackSpace.ensuringRoom {
            guard needsVisit else { return apply(view) }
            let pending = takePendingChildren()
            apply(view)
            visit(pending)
        }
    }

    /// Brings the subtree up to date without a new value from the parent.
    package final func visit() {
        guard needsVisit else { return }
        graph.counters.nodesVisited += 1
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
        for child in ordered where child.parent === self && !child.isRemoved {
            child.visit()
        }
    }

    // MARK: Children

    private func makeChild(for view: any View, key: IdentityKey) -> Node {
        graph.makeNode(for: view, in: NodeContext(key: key, parent: self, graph: graph))
    }

    /// Whether the children are exactly the slots' identities (key and type), in order: the
    /// common case of an update, where each child simply takes its slot's view.
    package final func matchesChildren(_ slots: [ChildSlot]) -> Bool {
        guard slots.count == children.count else { return false }
        for index in slots.indices where !sameIdentity(slots[index], children[index]) { return false }
        return true
    }

    /// Gives each child its slot's view; only when `matchesChildren(slots)`.
    package final func updateChildrenInPlace(_ slots: [ChildSlot]) {
        let current = children
        for index in slots.indices { current[index].update(with: slots[index].view) }
    }

    /// Gives each slot's view to the child at the same key and type; creates and removes the rest.
    package final func reconcileChildren(_ slots: [ChildSlot]) {
        if matchesChildren(slots) { return updateChildrenInPlace(slots) }
        var previous: [IdentityKey: Node] = [:]
        for child in children { previous[child.key] = child }
        var next: [Node] = []
        next.reserveCapacity(slots.count)
        for slot in slots {
            if let child = previous[slot.key], sameIdentity(slot, child) {
                previous[slot.key] = nil
                next.append(child)
            } else {
                next.append(makeChild(for: slot.view, key: slot.key))
            }
        }
        // Identities that left (§1). Replaced with the default transition, the incoming ones
        // appear first and the outgoing disappear after; with `.transition(.identity)` the
        // outgoing go first (§16). Either way each leaves in its old order.
        let leaving = children.filter { previous[$0.key] === $0 }
        for child in leaving where child.leavesWithoutTransition { child.remove() }
        children = next
        childIndex = nil
        for (index, child) in next.enumerated() { child.index = index }
        for (slot, child) in zip(slots, next) { child.update(with: slot.view) }
        for child in leaving where !child.isRemoved { child.remove() }
    }

    /// Whether this identity is replaced without a transition (`.transition(.identity)` on it):
    /// it leaves before its replacement appears (§16).
    package var leavesWithoutTransition: Bool { false }

    /// Replaces a single child (a body's output) the same way.
    package final func reconcileChild(_ view: any View, key: IdentityKey) {
        reconcileChildren([ChildSlot(key: key, view: view)])
    }

    /// Brings the child at `position` alone up to date with `slot` (nil: no child there), leaving
    /// the other children as they are: a presentation's presented content beside its content.
    package final func reconcileChild(at position: Int, _ slot: ChildSlot?) {
        let existing = position < children.count ? children[position] : nil
        if let slot, let existing, sameIdentity(slot, existing) {
            existing.update(with: slot.view)
            return
        }
        childIndex = nil
        if let existing {
            children.remove(at: position)
            if existing.leavesWithoutTransition || slot == nil { existing.remove() }
        }
        if let slot {
            let child = makeChild(for: slot.view, key: slot.key)
            children.insert(child, at: min(position, children.count))
            for (index, child) in children.enumerated() { child.index = index }
            child.update(with: slot.view)
        }
        // The replaced identity disappears after its replacement appeared (§16).
        if let existing, !existing.isRemoved { existing.remove() }
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

    private func sameIdentity(_ slot: ChildSlot, _ child: Node) -> Bool {
        guard ObjectIdentifier(type(of: slot.view)) == child.viewType else { return false }
        // Rows keyed by integers are the common long child list: compared without copying keys.
        if case .element(.int(let new)) = slot.key, case .element(.int(let old)) = child.key { return new == old }
        return slot.key == child.key
    }

    /// Destroys this identity and everything below it.
    package final func remove() {
        guard !isRemoved else { return }
        host.removals.begin()
        StackSpace.ensuringRoom { for child in children { child.remove() } }
        isRemoved = true
        needsVisit = false
        pendingChildren = []
        // Reports made after the parent is gone still need the path: keep the parent until the
        // step ends (`Removals`), unless the path is known already.
        if cachedPath == nil { removedParent = parent }
        willRemove()
        parent = nil
        host.removals.end(removing: self)
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
            node.removedParent = nil
        }
    }
}
