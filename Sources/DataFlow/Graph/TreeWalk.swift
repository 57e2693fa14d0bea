extension Node {
    /// Visits this node and every node below it, parents before children, in tree order: the one
    /// traversal the inspections share (state and dependency snapshots, view internals, the
    /// controls on screen, focus, tests' look-ups).
    ///
    /// `enter` sees each node with its depth (0 for this one) and returns the children to go
    /// into: `children`, `operableChildren` (what a user can reach), or none to skip the subtree
    /// or stop. Trees of any depth are walked on the stack space `StackSpace` provides.
    package func walk(_ enter: (_ node: Node, _ depth: Int) -> [Node]) {
        walk(depth: 0, enter)
    }

    private func walk(depth: Int, _ enter: (Node, Int) -> [Node]) {
        let next = enter(self, depth)
        guard !next.isEmpty else { return }
        StackSpace.ensuringRoom { for child in next { child.walk(depth: depth + 1, enter) } }
    }

    /// Whether this subtree holds a control a user could operate (a field in a picker's label).
    package var containsControl: Bool {
        StackSpace.ensuringRoom { self is any ControlNode || children.contains { $0.containsControl } }
    }

    /// Whether anything in this subtree holds a binding that can no longer be read.
    package func holdsInvalidBinding() -> Bool {
        StackSpace.ensuringRoom { !ownBindingsAreValid || children.contains { $0.holdsInvalidBinding() } }
    }

    /// Every node's hand-written bindings in this subtree, children first.
    package func readHandWrittenBindingsBelow() {
        StackSpace.ensuringRoom { for child in children { child.readHandWrittenBindingsBelow() } }
        readHandWrittenBindings()
    }

    /// Whether an ancestor satisfies `predicate`.
    package func hasAncestor(where predicate: (Node) -> Bool) -> Bool {
        var node = parent
        while let current = node {
            if predicate(current) { return true }
            node = current.parent
        }
        return false
    }
}
