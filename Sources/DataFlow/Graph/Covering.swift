/// Covering (§16): a view pushed above a subtree, another tab or a full-screen cover hides it
/// while its identities live on, so its views hear that they left, and later that they came back.
extension Node {
    /// Covers or uncovers this subtree: every node in it hears that it left or came back,
    /// children first, except below a node that is covered on its own (it stays hidden).
    package func setCovered(_ covered: Bool) {
        guard covered != isCovered, !isRemoved else { return }
        isCovered = covered
        announceVisibility(!covered)
    }

    /// Covers or uncovers everything in this subtree but `kept` (a full-screen cover): the views
    /// beside the way down to it are covered; the views on the way, which hold it, hear that they
    /// left or came back without hiding it.
    package func setCovered(_ covered: Bool, allBut kept: Node) {
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

    /// Whether this view is in a row of a lazy container kept off screen (§33): it said that it
    /// disappeared when the row left the screen, and says nothing more when the row is let go.
    package var isScrolledAway: Bool {
        var node: Node? = self
        while let current = node {
            if current.isScrolledOff { return true }
            node = current.parent
        }
        return false
    }

    fileprivate func announceVisibility(_ isVisible: Bool) {
        StackSpace.ensuringRoom { for child in children where !child.isCovered { child.announceVisibility(isVisible) } }
        visibilityDidChange(isVisible: isVisible)
    }
}
