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
        let files = Self.files(in: "docs/rules", endingIn: [".md"]).map { String($0.dropFirst("docs/rules/".count)) }
        #expect(Set(EmbeddedDocs.rules.map(\.file)) == Set(files).subtracting(["README.md"]), "every file but the index, embedded")
        for (file, text) in EmbeddedDocs.rules {
            #expect(text + "\n" == (try Self.read("docs/rules/" + file)), "the build embeds docs/rules/\(file) as it is")
        }
        #expect(EmbeddedDocs.seeds + "\n" == (try Self.read("docs/SEEDS.md")), "the build embeds docs/ as it is")
        #expect(EmbeddedDocs.swiftUIAPI == (try Self.read("docs/swiftui-api.tsv")), "the build embeds docs/ as it is")
    }

    /// One file per rule, decision and question, named after its id, listed once in the index
    /// with its heading's title; the sources in one file.
    @Test func theIndexListsEveryEntryByItsFile() throws {
        let index = try Self.read("docs/rules/README.md")
        let links = index.matches(of: /\n- \[([^\]]+) — ([^\n]+)\]\(([a-z0-9-]+\.md)\)/).map {
            (id: String($0.output.1), title: String($0.output.2), file: String($0.output.3))
        }
        #expect(links.count == Set(links.map(\.file)).count, "each file is listed once")
        #expect(links.count >= 60)
        for link in links {
            let text = try Self.read("docs/rules/" + link.file)
            #expect(text.hasPrefix("### \(link.id) — \(link.title)\n"), "\(link.file) starts with the heading the index gives it")
            #expect(text.components(separatedBy: "\n### ").count == 1, "\(link.file) holds one entry")
            let kind = link.id.hasPrefix("§") ? "rule" : link.id.hasPrefix("D") ? "decision" : "question"
            #expect(link.file == "\(kind)-\(String(format: "%02d", Int(link.id.dropFirst())!)).md", "\(link.id) is in \(link.file)")
        }
        let files = Self.files(in: "docs/rules", endingIn: [".md"]).map { String($0.dropFirst("docs/rules/".count)) }
        #expect(Set(files) == Set(links.map(\.file) + ["README.md", "sources.md"]), "every file in docs/rules/ is in the index")
        #expect(index.contains("](sources.md)"))
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
