import DataFlow
import Testing

private struct Feed: View {
    @State private var position = ScrollPosition(edge: .top)
    var body: some View {
        VStack {
            ScrollView {
                ForEach(1...3, id: \.self) { Text("row \($0)").id($0) }
            }
            .scrollPosition($position)
            Text(position.edge == .bottom ? "at the bottom" : "id \(position.viewID(type: Int.self).map(String.init) ?? "none")")
            Button("Bottom") { position.scrollTo(edge: .bottom) }
            Button("Second") { position.scrollTo(id: 2) }
        }
    }
}

/// iOS 18's scroll position is a value the app sets: the views that read it update, and no one
/// positions it by scrolling (dataflow never scrolls).
@Suite struct ScrollPositionTests {
    @Test func settingThePositionUpdatesItsReaders() {
        let harness = Harness(Feed())
        #expect(harness.screen.contains("  Text \"id none\""))
        harness.tap("Bottom")
        #expect(harness.screen.contains("  Text \"at the bottom\""))
        harness.tap("Second")
        #expect(harness.screen.contains("  Text \"id 2\""))
        let again = harness.tap("Second")
        #expect(again.ran.isEmpty)
    }

    @Test func positionsCompareByWhereTheyPoint() {
        var position = ScrollPosition(idType: Int.self)
        #expect(position == ScrollPosition(idType: Int.self))
        position.scrollTo(y: 40)
        #expect(position.y == 40 && position.x == nil && position.point == nil && !position.isPositionedByUser)
        #expect(ScrollPosition(id: 1) != ScrollPosition(id: 2))
    }
}
