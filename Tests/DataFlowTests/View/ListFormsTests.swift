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

/// Sections made by a `ForEach`, each with rows of its own.
private struct Shelves: View {
    let shelves = [(name: "Fruit", items: ["Apple", "Pear"]), (name: "Bread", items: ["Rye"])]
    @State private var picked: String?
    var body: some View {
        VStack {
            List(selection: $picked) {
                ForEach(shelves, id: \.name) { shelf in
                    Section(shelf.name) {
                        ForEach(shelf.items, id: \.self) { Text($0) }
                    }
                }
            }
            Text("picked \(picked ?? "none")")
        }
    }
}

extension ListFormsTests {
    /// A list selects the rows of sections a `ForEach` makes, by their own tags, not the sections.
    @Test func theRowsOfSectionsAForEachMakesAreSelected() {
        let harness = Harness(Shelves())
        harness.play(.select("Pear"))
        #expect(harness.screen.contains { $0.contains("Text \"picked Pear\"") }, "\(harness.screen)")
        harness.play(.select("Rye"))
        #expect(harness.screen.contains { $0.contains("Text \"picked Rye\"") }, "\(harness.screen)")
    }
}
