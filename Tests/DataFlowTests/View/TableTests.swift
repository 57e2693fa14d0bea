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

private struct Team: Identifiable {
    let id: Int
    var name: String
    var lead: Bool
}

/// A table of rows written out: sections, a `ForEach` of rows, a disclosure row and a row that
/// cannot be selected.
private struct Roster: View {
    @State private var teams = [Team(id: 1, name: "Ann", lead: true), Team(id: 2, name: "Bo", lead: false), Team(id: 3, name: "Cy", lead: false)]
    @State private var selected: Team.ID?
    @State private var showsStaff = true
    let levels = ["Lead", "Member"]
    var body: some View {
        VStack {
            Table(of: Team.self, selection: $selected) {
                TableColumnForEach(levels, id: \.self) { level in
                    TableColumn(level) { team in Text("\(level) \(team.name)") }
                }
                TableColumn("Name", value: \.name)
            } rows: {
                Section("Leads") {
                    ForEach(teams.filter(\.lead)) { TableRow($0) }
                }
                Section("Others") {
                    ForEach(teams.filter { !$0.lead }) { team in
                        TableRow(team).selectionDisabled(team.name == "Cy")
                    }
                    if showsStaff {
                        DisclosureTableRow(Team(id: 9, name: "Staff", lead: false)) {
                            TableRow(Team(id: 10, name: "Hidden", lead: false))
                        }
                    }
                }
            }
            Text("selected \(selected.map(String.init) ?? "none")")
        }
    }
}

extension TableTests {
    @Test func rowsWrittenOutShowInSectionsWithTheFirstColumnsCell() {
        let harness = Harness(Roster())
        let screen = harness.screen.joined(separator: "\n")
        // The first column is the first of `TableColumnForEach`'s: "Lead Ann", not "Ann".
        #expect(screen.contains("Section \"Leads\""), "\(screen)")
        #expect(screen.contains("Text \"Lead Ann\""), "\(screen)")
        #expect(screen.contains("Section \"Others\""), "\(screen)")
        #expect(screen.contains("Text \"Lead Bo\""), "\(screen)")
        // A disclosure row starts collapsed: its row shows, its children do not.
        #expect(screen.contains("Text \"Lead Staff\""), "\(screen)")
        #expect(!screen.contains("Hidden"), "\(screen)")
        #expect(!screen.contains("Member"), "only the first column shows: \(screen)")
        harness.play(.select("Lead Bo"))
        #expect(harness.screen.contains { $0.contains("Text \"selected 2\"") }, "\(harness.screen)")
        // `.selectionDisabled` on a table row keeps it from being selected, as a list row.
        let blocked = harness.play(.select("Lead Cy"))
        #expect(harness.screen.contains { $0.contains("Text \"selected 2\"") }, "\(harness.screen)")
        #expect(blocked.issues.contains { "\($0)".contains("selectionDisabled") }, "\(blocked.issues)")
    }
}
