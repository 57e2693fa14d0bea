import Foundation
import Testing

/// docs/REACH.md says, rule by rule, which checks would fail if the rule broke: the fuzzer's
/// oracles, the mutations `make mutants` plays, the unit tests and goldens those mutations were
/// measured to fail. This keeps the table complete and every name in it real.
@Suite struct ReachTableTests {
    struct Mutation: Decodable {
        let id: String
        let rule: String
        let file: String
        let original: String
        let replacement: String
        let summary: String
    }

    struct Row {
        var rule: String
        var fuzzer: String
        var mutations: [String]
        var tests: [String]
        var goldens: [String]
    }

    static func mutations() throws -> [Mutation] {
        try JSONDecoder().decode([Mutation].self, from: Data(try RulebookTests.read("scripts/mutations.json").utf8))
    }

    /// The table's rows: `| §3 | fuzzer | M2 | `test`, … | golden, … |`.
    static func rows() throws -> [Row] {
        try RulebookTests.read("docs/REACH.md").split(separator: "\n").compactMap { line -> Row? in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 7, cells[1].hasPrefix("§") || cells[1].hasPrefix("D") else { return nil }
            func names(_ cell: String) -> [String] {
                cell.matches(of: /`([^`]+)`/).map { String($0.output.1) }
            }
            return Row(
                rule: cells[1], fuzzer: cells[2],
                mutations: cells[3].matches(of: /M[0-9]+/).map { String($0.output) },
                tests: names(cells[4]), goldens: names(cells[5]))
        }
    }

    @Test func everyRuleHasOneRowWithAMutationAndAUnitTestThatCatchesIt() throws {
        let rules = try RulebookTests.read("docs/rules/README.md").matches(of: #/\n- \[(§[0-9]+) /#).map { String($0.output.1) }
        let rows = try Self.rows()
        #expect(rules.count >= 30)
        #expect(rows.map(\.rule).filter { $0.hasPrefix("§") } == rules, "one row per rule, in the rulebook index's order")
        for row in rows {
            #expect(!row.mutations.isEmpty, "\(row.rule) has no mutation: add one to scripts/mutations.json")
            #expect(!row.tests.isEmpty, "\(row.rule): no unit test catches its mutations")
        }
    }

    @Test func everyMutationIsInTheTableUnderItsRuleAndStillApplies() throws {
        let mutations = try Self.mutations()
        let rows = try Self.rows()
        #expect(Set(mutations.map(\.id)).count == mutations.count, "mutation ids are unique")
        for mutation in mutations {
            let citing = rows.filter { $0.mutations.contains(mutation.id) }
            #expect(citing.map(\.rule) == [mutation.rule], "\(mutation.id) (\(mutation.rule)) belongs in exactly its rule's row")
            let text = try RulebookTests.read(mutation.file)
            #expect(
                text.components(separatedBy: mutation.original).count == 2,
                "\(mutation.id) is stale: its text is not in \(mutation.file) exactly once; update scripts/mutations.json")
            #expect(mutation.original != mutation.replacement)
        }
        let known = Set(mutations.map(\.id))
        for row in rows {
            #expect(Set(row.mutations).isSubset(of: known), "\(row.rule) cites a mutation scripts/mutations.json does not have")
        }
    }

    @Test func everyTestAndGoldenTheTableNamesExists() throws {
        let tests = RulebookTests.files(in: "Tests", endingIn: [".swift"]).map { (try? RulebookTests.read($0)) ?? "" }.joined()
        let goldens = Set(
            RulebookTests.files(in: "experiments/transcripts", endingIn: [".txt"]).map {
                String($0.split(separator: "/").last!.dropLast(4))
            })
        for row in try Self.rows() {
            for test in row.tests {
                #expect(tests.contains("func \(test)("), "\(row.rule): no test named \(test)")
            }
            for golden in row.goldens {
                #expect(goldens.contains(golden), "\(row.rule): no golden named \(golden)")
            }
        }
    }
}
