import DataFlow
import Testing

/// The list forms that pair a binding or a range with a selection.
private struct Editable: View {
    @State private var names = ["Ada", "Grace"]
    @State private var picked: String?
    @State private var levels: Set<Int> = []
    var body: some View {
        VStack {
            List($names, id: \.self, selection: $picked) { $name in
                Text(name)
            }
            List(0..<3, selection: $levels) { Text("Level \($0)").tag($0) }
            Text("picked \(picked ?? "none"), levels \(levels.sorted())")
        }
    }
}

@Suite struct ListFormsTests {
    @Test func aBindingListAndARangeListBothSelect() {
        let harness = Harness(Editable())
        harness.play(.select("Grace"))
        harness.play(.select("Level 2"))
        #expect(harness.screen.contains { $0.contains("Text \"picked Grace, levels [2]\"") })
    }
}
