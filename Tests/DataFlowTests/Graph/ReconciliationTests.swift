import DataFlow
import Testing

fileprivate struct Shelf: View {
    @State private var items = Array(1...12)

    var body: some View {
        VStack {
            Button("reverse") { items.reverse() }
            Button("drop first") { items.removeFirst() }
            Button("add 99") { items.insert(99, at: 3) }
            ForEach(items, id: \.self) { Text("item \($0)") }
        }
    }
}

/// A parent's new child views are matched with its children by key and type (§1): a match keeps
/// its node, a new key is a new node, a key that left is removed; the children's indices and the
/// lookup by key stay right through every change.
@Suite struct ReconciliationTests {
    /// The ForEach's node: the node whose children are the rows.
    private func rows(_ harness: Harness) throws -> Node {
        var found: Node?
        harness.graph.root?.walk { node, _ in
            if found == nil, node.children.count >= 10 { found = node }
            return found == nil ? node.children : []
        }
        return try #require(found)
    }

    /// Every child is at its index and is what a lookup by its key finds (the table used for
    /// long child lists is rebuilt after a change).
    private func expectConsistent(_ parent: Node) {
        for (position, child) in parent.children.enumerated() {
            #expect(child.index == position)
            #expect(parent.child(at: child.key, viewType: child.viewType) === child)
        }
    }

    @Test func movedRowsKeepTheirNodes() throws {
        let harness = Harness(Shelf())
        let parent = try rows(harness)
        expectConsistent(parent)
        let before = parent.children.map(ObjectIdentifier.init)
        harness.tap("reverse")
        #expect(parent.children.map(ObjectIdentifier.init) == before.reversed())
        let shown = harness.screen.filter { $0.contains("item ") }
        #expect(shown.first?.contains("item 12") == true)
        #expect(shown.last?.contains("item 1\"") == true)
        expectConsistent(parent)
    }

    @Test func aKeyThatLeftIsRemovedAndANewKeyIsANewNode() throws {
        let harness = Harness(Shelf())
        let parent = try rows(harness)
        let first = parent.children[0]
        let kept = Set(parent.children.dropFirst().map(ObjectIdentifier.init))
        harness.tap("drop first")
        #expect(first.isRemoved)
        #expect(Set(parent.children.map(ObjectIdentifier.init)) == kept)
        expectConsistent(parent)

        harness.tap("add 99")
        #expect(parent.children.count == 12)
        let added = parent.children[3]
        #expect(!kept.contains(ObjectIdentifier(added)))
        #expect(Set(parent.children.map(ObjectIdentifier.init)).subtracting([ObjectIdentifier(added)]) == kept)
        expectConsistent(parent)
    }
}
