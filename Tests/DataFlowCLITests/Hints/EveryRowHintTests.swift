import DataFlow
import Testing

@testable import DataFlowCLI

/// A `ForEach` whose rows make a varying number of views: its lazy container makes every row,
/// and the hint says why and how to make each row one view (§33).
@Suite struct EveryRowHintTests {
    private struct Entry: Identifiable {
        let id: Int
    }

    private struct Feed: View {
        let filtered: Bool
        let entries = (0..<100).map { Entry(id: $0) }
        var body: some View {
            List {
                if filtered {
                    ForEach(entries.filter { $0.id.isMultiple(of: 2) }) { Text("Entry \($0.id)") }
                } else {
                    ForEach(entries) { entry in
                        if entry.id.isMultiple(of: 2) { Text("Entry \(entry.id)") }
                    }
                }
            }
        }
    }

    private func mountHints(filtered: Bool) -> [Hint] {
        let experiment = Experiment(
            id: "every-row", title: "Every row", claims: ["§33"], lesson: "", variants: [Variant("main") { Feed(filtered: filtered) }],
            script: [])
        let run = ExperimentRunner.run(experiment).variants[0]
        #expect(run.failure == nil)
        return Hint.perStep(run.steps)[0]
    }

    @Test func anIfInTheRowGetsTheHintWithTheFix() throws {
        let hint = try #require(mountHints(filtered: false).first { $0.kind == .everyRow })
        #expect(hint.view == "ForEach")
        #expect(hint.cause.contains("the List made all 100 rows to count them"))
        #expect(hint.fix.contains("filter the data before the ForEach"))
        #expect(hint.rule == "§33")
    }

    @Test func filteredDataIsOneViewPerRowAndGetsNone() {
        #expect(!mountHints(filtered: true).contains { $0.kind == .everyRow })
    }
}
