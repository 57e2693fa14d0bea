import DataFlow
import Foundation
import Testing

private struct Person: Identifiable {
    let id: Int
    var name: String
    var age: Int
}

private struct People: View {
    @State private var people = [Person(id: 1, name: "Ann", age: 31), Person(id: 2, name: "Bo", age: 27)]
    @State private var selected: Person.ID?
    @State private var order = [KeyPathComparator(\Person.name)]
    var body: some View {
        VStack {
            Table(people, selection: $selected, sortOrder: $order) {
                TableColumn("Name", value: \.name)
                TableColumn("Age") { Text("\($0.age)") }
            }
            Text("selected \(selected.map(String.init) ?? "none")")
        }
    }
}

/// On an iPhone a table is a list of its rows showing the first column (iOS 16): its rows are
/// selected as a list's are.
@Suite struct TableTests {
    @Test func aCompactTableShowsItsFirstColumnAndSelectsRows() {
        let harness = Harness(People())
        #expect(harness.screen.contains { $0.contains("Text \"Ann\"") }, "\(harness.screen)")
        #expect(!harness.screen.contains { $0.contains("Text \"31\"") })
        harness.play(.select("Bo"))
        #expect(harness.screen.contains { $0.contains("Text \"selected 2\"") }, "\(harness.screen)")
    }
}
