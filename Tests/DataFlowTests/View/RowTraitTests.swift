import DataFlow
import Testing

/// §28: `.deleteDisabled`, `.moveDisabled` and `.selectionDisabled` keep a row from its action.
fileprivate struct Groceries: View {
    @State var items = ["Milk", "Eggs", "Bread"]
    @State var picked: String?
    var body: some View {
        VStack {
            List {
                ForEach(items, id: \.self) { item in
                    Text(item).deleteDisabled(item == "Eggs").moveDisabled(item == "Milk")
                }
                .onDelete { items.remove(atOffsets: $0) }
                .onMove { items.move(fromOffsets: $0, toOffset: $1) }
            }
            List(items, id: \.self, selection: $picked) { item in
                Text("pick \(item)").selectionDisabled(item == "Bread")
            }
        }
    }
}

@Suite struct RowTraitTests {
    @Test func aDeleteDisabledRowIsOfferedButNotDeleted() {
        let harness = Harness(Groceries())
        let step = harness.play(.delete("Eggs", occurrence: 1))
        #expect(step.writes.isEmpty)
        #expect(step.issues.contains { "\($0)".contains("the row is .deleteDisabled(true)") })
        harness.play(.delete("Milk", occurrence: 1))
        #expect(!harness.screen.contains { $0.hasSuffix("Text \"Milk\"") })
    }

    @Test func aMoveDisabledRowStaysWhereItIs() {
        let harness = Harness(Groceries())
        let step = harness.play(.move("Milk", to: 3))
        #expect(step.writes.isEmpty)
        #expect(step.issues.contains { "\($0)".contains("the row is .moveDisabled(true)") })
    }

    @Test func aSelectionDisabledRowCannotBeSelected() {
        let harness = Harness(Groceries())
        let blocked = harness.play(.select("pick Bread"))
        #expect(blocked.writes.isEmpty)
        #expect(blocked.issues.contains { "\($0)".contains("the row is .selectionDisabled(true)") })
        let picked = harness.play(.select("pick Eggs"))
        #expect(picked.writes.count == 1)
    }
}
