import DataFlow
import Testing

fileprivate struct Row: View {
    let index: Int
    @State var isOn = false
    var body: some View {
        Toggle("row \(index)", isOn: $isOn)
        Text(isOn ? "on" : "off")
    }
}

/// Every row made: a `VStack` (a `List` would make only the rows on screen, §33).
fileprivate struct Table: View {
    let count: Int
    var body: some View {
        VStack {
            ForEach(0..<count, id: \.self) { Row(index: $0) }
        }
    }
}

fileprivate struct Item: Identifiable, Equatable {
    let id: Int
    var done = false
}

fileprivate struct ItemRow: View {
    let item: Item
    var body: some View { Text("\(item.id) \(item.done)") }
}

fileprivate struct Items: View {
    @State var items = (0..<500).map { Item(id: $0) }
    var body: some View {
        VStack {
            Button("finish 7") { items[7].done = true }
            ForEach(items) { ItemRow(item: $0) }
        }
    }
}

/// Issue requirement 8: an update costs what was invalidated, not the size of the tree.
@Suite struct NodeTests {
    @Test func flippingOneRowOfAThousandTouchesOnlyThatRow() {
        let harness = Harness(Table(count: 1000))
        let before = harness.graph.counters
        let step = harness.toggle("row 500")
        let after = harness.graph.counters
        #expect(step.ran == ["Row: _isOn changed."])
        #expect(after.bodiesEvaluated - before.bodiesEvaluated == 1)
        #expect(after.viewsCompared - before.viewsCompared == 0)
        // Visited: the path from the root to the row, not the thousand rows.
        #expect(after.nodesVisited - before.nodesVisited <= 8)
    }

    @Test func whenTheOwnerReRunsItsChildrenAreComparedAndOnlyTheChangedOneRuns() {
        let harness = Harness(Items())
        let before = harness.graph.counters
        let step = harness.tap("finish 7")
        let after = harness.graph.counters
        #expect(step.ranViews == ["Items", "ItemRow"])
        #expect(after.viewsCompared - before.viewsCompared == 500)
        #expect(step.skipped.count == 499)
    }
}
