import DataFlowEmbedded
import Experiments
import Foundation
import Testing

@testable import DataFlowCLI

/// The rulebook lives in the repository and in the binary, and covers every id anything cites.
@Suite struct RulebookTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Files under `folder` (relative to the package) ending in one of `suffixes`.
    static func files(in folder: String, endingIn suffixes: [String]) -> [String] {
        let base = root.appendingPathComponent(folder).path
        let paths = FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? []
        return paths.filter { path in suffixes.contains { path.hasSuffix($0) } }.map { folder + "/" + $0 }.sorted()
    }

    /// Ids in `text`: §N, DN, QN, SN.N.
    static func citedIDs(in text: String) -> Set<String> {
        let pattern = /(?:^|[^A-Za-z0-9_.])(§[0-9]+|[DQ][0-9]{1,2}|S[0-9]\.[0-9]+)(?![0-9A-Za-z_])/
        var ids = Set<String>()
        for match in text.matches(of: pattern) { ids.insert(String(match.output.1)) }
        return ids
    }

    @Test func theBinaryCarriesTheRulebookAsItIsInDocs() throws {
        #expect(EmbeddedDocs.rules + "\n" == (try Self.read("docs/RULES.md")), "the build embeds docs/ as it is")
        #expect(EmbeddedDocs.seeds + "\n" == (try Self.read("docs/SEEDS.md")), "the build embeds docs/ as it is")
        #expect(EmbeddedDocs.swiftUIAPI == (try Self.read("docs/swiftui-api.tsv")), "the build embeds docs/ as it is")
    }

    @Test func everyCitedIDHasAnEntry() throws {
        let known = Set(Rulebook.embedded.ids)
        var sources: [(String, String)] = Catalog.experiments.map { ("experiment \($0.id)", ($0.claims + [$0.lesson]).joined(separator: " ")) }
        for path in ["README.md"] + Self.files(in: "experiments/transcripts", endingIn: [".txt"])
            + Self.files(in: "Sources/DataFlow", endingIn: [".swift"])
        {
            sources.append((path, try Self.read(path)))
        }
        for (place, text) in sources {
            for id in Self.citedIDs(in: text) where !known.contains(id) {
                Issue.record("\(place) cites \(id), which the rulebook lacks")
            }
        }
    }

    @Test func everyImplementingFileExists() throws {
        for entry in Rulebook.embedded.entries {
            guard let range = entry.text.range(of: "**Implemented in.**") else { continue }
            let paragraph = entry.text[range.upperBound...].prefix { $0 != "*" }
            for match in paragraph.matches(of: /`((?:Sources|Tests|experiments)\/[^`]+)`/) {
                let path = String(match.output.1)
                #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path), "\(entry.id) names \(path)")
            }
        }
    }

    @Test func nothingPointsOutsideTheRepository() throws {
        let paths =
            ["README.md", "Makefile"] + Self.files(in: "Sources", endingIn: [".swift"])
            + Self.files(in: "experiments", endingIn: [".swift", ".txt", ".json"])
            + Self.files(in: "docs", endingIn: [".md"]) + Self.files(in: "Tests", endingIn: [".swift"])
        for path in paths where !path.hasSuffix("RulebookTests.swift") {
            #expect(!(try Self.read(path)).contains("../" + "shared"), "\(path) refers to a folder outside the repository")
        }
    }

    @Test func explainPrintsEntries() {
        let result = DataflowCommand.run(["explain", "§6", "D10", "S0.6"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.hasPrefix("### §6 — "))
        #expect(result.stdout.contains("\n### D10 — ") && result.stdout.contains("\n### S0.6 — "))
        #expect(DataflowCommand.run(["explain", "6"]).stdout == DataflowCommand.run(["explain", "§6"]).stdout)
        #expect(DataflowCommand.run(["explain", "§99"]).exitCode == 64)
    }
}
