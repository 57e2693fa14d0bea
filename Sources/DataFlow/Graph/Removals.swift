/// The subtrees a step removed, kept until the step ends and then released without recursion.
///
/// A removed identity may still be reported on during its step (a disappear action, a removed
/// row's last read, §15, §16), so it stays whole until then; afterwards `Node.dismantle` keeps
/// the short identity paths and empties it level by level, which lets a subtree of any depth go
/// without a chain of deinits.
///
/// A removal nests the removals of its children (`Node.remove()`, children first); nothing
/// removes another part of the tree while a removal runs, so when the nesting returns to zero
/// the node that ends it is the root of the removed subtree.
package final class Removals {
    private var depth = 0
    private var removed: [Node] = []

    /// A node's removal starts (its children's removals nest inside it).
    func begin() { depth += 1 }

    /// A node's removal ended; the outermost one is a removed subtree's root.
    func end(removing node: Node) {
        depth -= 1
        if depth == 0 { removed.append(node) }
    }

    /// Releases the subtrees removed so far.
    package func release() {
        guard !removed.isEmpty else { return }
        let subtrees = removed
        removed = []
        Node.dismantle(subtrees, keepingPaths: true)
    }

    deinit { Node.dismantle(removed) }
}
