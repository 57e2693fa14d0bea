import DataFlow
import Testing

fileprivate struct Shelf: View {
    @State private var isShown = true

    var body: some View {
        VStack {
            Button("hide") { isShown = false }
            if isShown { Text("item") }
        }
    }
}

/// Removed subtrees are released level by level when their step ends (`Removals`); a removed
/// node still held elsewhere keeps its identity path.
@Suite struct RemovalsTests {
    /// The `Text("item")` node: the last text in tree order (the button's label comes first).
    private func itemNode(in graph: ViewGraph) -> Node? {
        var found: Node?
        var stack = graph.root.map { [$0] } ?? []
        while let node = stack.popLast() {
            if node is TextNode { found = node }
            stack += node.children.reversed()
        }
        return found
    }

    @Test func aRemovedNodeKeepsItsPathAfterItsStep() throws {
        let reference = Session(root: Shelf(), inspection: .none)
        let expected = try #require(reference.graph.screen().lines.last).identity
        let session = Session(root: Shelf(), inspection: .none)
        // Held here, and never asked for its path before it leaves.
        let node = try #require(itemNode(in: session.graph))
        try session.tap("hide")
        #expect(node.isRemoved)
        #expect(node.children.isEmpty)
        #expect(node.identityPath == expected)
        #expect(expected.hasSuffix("/Text"))
    }
}
