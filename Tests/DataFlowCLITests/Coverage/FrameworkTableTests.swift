import Foundation
import Testing

/// README's frameworks table, kept by the binary (issue 39): every row that says a framework is
/// modelled or accepted has a file in `Tests/Fixtures/FrameworkTable/`, named by the row's first
/// framework and importing each framework the row names, whose `// claim:` lines the run prints
/// once the `// script:` lines of all files have played. A row the binary stops keeping, or a row
/// added without its usage, fails here.
@Suite struct FrameworkTableTests {
    struct Row {
        var frameworks: [String]
        var status: String
    }

    struct Fixture {
        var imports: Set<String>
        var script: [String]
        var claims: [String]
    }

    static let folder = RulebookTests.root.appendingPathComponent("Tests/Fixtures/FrameworkTable")

    /// The rows of README's table headed `| framework | status | what a run does with it |`.
    static func rows() throws -> [Row] {
        let readme = try String(contentsOf: RulebookTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        let header = try #require(lines.firstIndex(of: "| framework | status | what a run does with it |"))
        return lines[(header + 2)...].prefix { $0.hasPrefix("|") }.map { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            return Row(frameworks: cells[0].components(separatedBy: ", "), status: cells[1])
        }
    }

    static func fixture(_ name: String) throws -> Fixture? {
        let url = folder.appendingPathComponent(name + ".swift")
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        func after(_ prefix: String) -> [String] { lines.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) } }
        return Fixture(imports: Set(after("import ")), script: after("// script: "), claims: after("// claim: "))
    }

    @Test func everyRowHasAUsageThatImportsWhatTheRowNames() throws {
        let rows = try Self.rows()
        #expect(rows.count >= 20, "the table was not found whole")
        for row in rows {
            let name = try #require(row.frameworks.first)
            let fixture = try Self.fixture(name)
            if row.status == "not yet" {
                #expect(fixture == nil, "\(name) is not yet supplied, yet has a usage")
                continue
            }
            guard let fixture else {
                Issue.record("README's row \(row.frameworks.joined(separator: ", ")) has no Tests/Fixtures/FrameworkTable/\(name).swift")
                continue
            }
            for framework in row.frameworks {
                #expect(fixture.imports.contains(framework), "\(name).swift does not import \(framework)")
            }
            #expect(!fixture.claims.isEmpty, "\(name).swift claims nothing")
            if row.status.hasPrefix("modelled") {
                #expect(!fixture.script.isEmpty, "\(name) is modelled, yet its usage plays no action")
            }
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".swift") && $0 != "App.swift" }
        let named = Set(rows.compactMap { $0.frameworks.first.map { $0 + ".swift" } })
        #expect(Set(files).subtracting(named).isEmpty, "usages without a row: \(Set(files).subtracting(named).sorted())")
    }

    @Test func theUsagesCompileAndPlayWhatTheRowsClaim() throws {
        let fixtures = try Self.rows().compactMap { $0.frameworks.first }.compactMap { try Self.fixture($0) }
        let script = fixtures.flatMap(\.script).joined(separator: "; ")
        let result = try CommonFormsTests.run(fixture: "FrameworkTable", script: script)
        #expect(result.status == 0, "\(result.stderr)")
        for claim in fixtures.flatMap(\.claims) {
            #expect(result.stdout.contains(claim), "the run does not print \(claim)")
        }
    }
}
