import Foundation
import Testing

@testable import DataFlowCLI

/// Every public declaration of SwiftUI's interface (the iOS 26.2 SDK's SwiftUI and SwiftUICore),
/// used as an app would and compiled against dataflow (issue 41). README's declaration tables are
/// generated from the measurement, and `docs/sdk/SwiftUI.missing.txt` lists every declaration that
/// does not compile yet with the compiler's first error: a declaration that compiled and stops
/// compiling, or one that starts, changes that file, and the test says how to record it.
@Suite struct SDKChecklistTests {
    static let checklist = "docs/sdk/SwiftUI.tsv"
    static let missingList = "docs/sdk/SwiftUI.missing.txt"

    /// The frameworks with a checklist of their own (`docs/sdk/<Name>.tsv`: the module's Swift
    /// interface, with its SwiftUI companion, `_StoreKit_SwiftUI`), and what a use imports.
    static let frameworks: [(name: String, imports: [String])] = [
        ("Charts", ["Charts"]), ("CoreMotion", ["CoreMotion"]), ("EventKit", ["EventKit"]), ("FoundationModels", ["FoundationModels"]),
        ("MapKit", ["MapKit"]), ("NaturalLanguage", ["NaturalLanguage"]), ("OSLog", ["os"]), ("PhotosUI", ["PhotosUI"]),
        ("StoreKit", ["StoreKit"]), ("SwiftData", ["SwiftData"]), ("WebKit", ["WebKit"]),
    ]

    typealias Measurement = (rows: [SDKDeclaration], outcome: SDKChecklist.Outcome)

    /// The measurement, once per test process (about ten seconds on 2 cores).
    static let measured: Result<Measurement, any Error> = Result {
        let rows = try SDKDeclaration.read(RulebookTests.root.appendingPathComponent(checklist).path)
        // SwiftUI's interface imports CoreData for `FetchRequest` and its kin; an app that uses
        // them imports CoreData for its entities, as `dataflow run` then does for every file.
        return (rows, try SDKChecklist(declarations: rows, imports: ["CoreData"]).run())
    }

    /// Each framework's measurement, by name, its uses knowing SwiftUI's types.
    static let measuredFrameworks: Result<[String: Measurement], any Error> = Result {
        let swiftUI = try measured.get().rows
        var results: [String: Measurement] = [:]
        for framework in frameworks {
            let rows = try SDKDeclaration.read(RulebookTests.root.appendingPathComponent("docs/sdk/\(framework.name).tsv").path)
            results[framework.name] = (rows, try SDKChecklist(declarations: rows, imports: framework.imports, context: swiftUI).run())
        }
        return results
    }

    @Test func everyDeclarationThatCompiledStillCompiles() throws {
        let (rows, outcome) = try Self.measured.get()
        #expect(rows.count > 8_000)
        try Self.compare(rows, outcome, with: Self.missingList)
    }

    @Test(arguments: frameworks.map(\.name))
    func everyFrameworkDeclarationThatCompiledStillCompiles(framework: String) throws {
        let measurement = try #require(try Self.measuredFrameworks.get()[framework])
        try Self.compare(measurement.rows, measurement.outcome, with: "docs/sdk/\(framework).missing.txt")
    }

    /// Compares what does not compile with the list kept at `file`, recording it when asked.
    static func compare(_ rows: [SDKDeclaration], _ outcome: SDKChecklist.Outcome, with file: String) throws {
        let listing = Self.missingListing(rows, outcome)
        let path = RulebookTests.root.appendingPathComponent(file).path
        let recorded = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        // Which declarations fail is compared; the first error's words are for the reader (the
        // type checker may word a failed overload differently from run to run).
        let keys = { (text: String) in Set(text.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }) }
        let old = keys(recorded)
        let new = keys(listing)
        if old != new, ProcessInfo.processInfo.environment["DATAFLOW_RECORD_SDK"] == "1", !RecordMode.isCI(ProcessInfo.processInfo.environment) {
            try listing.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        let broken = new.subtracting(old).sorted()
        let fixed = old.subtracting(new).sorted()
        #expect(broken.isEmpty, "\(file): declarations that compiled no longer do: \(broken.prefix(20))")
        #expect(
            fixed.isEmpty, "\(fixed.count) declarations now compile; record \(file) with: DATAFLOW_RECORD_SDK=1 swift test --filter SDKChecklistTests"
        )
    }

    @Test func readmeShowsTheMeasuredTables() throws {
        let (rows, outcome) = try Self.measured.get()
        let readme = try RulebookTests.read("README.md")
        for table in [Self.kindTable(rows, outcome), Self.generationTable(rows, outcome), try Self.frameworkTable()] {
            #expect(readme.contains(table), "README's declaration table is out of date; it should read:\n\(table)")
        }
    }

    /// The declarations that do not compile, one a line: `row kind container.name`, its iOS
    /// version and the compiler's first error.
    static func missingListing(_ rows: [SDKDeclaration], _ outcome: SDKChecklist.Outcome) -> String {
        rows.compactMap { row in
            guard let error = outcome.failed[row.id] ?? outcome.unwritable[row.id] else { return nil }
            let container = row.container.isEmpty ? "" : row.container.prefix { $0 != " " } + "."
            return "\(row.id) \(row.kind) \(container)\(row.name)\t\(row.ios)\t\(error)"
        }.joined(separator: "\n") + "\n"
    }

    static let kinds: [(title: String, kinds: Set<String>)] = [
        ("types", ["struct", "enum", "class", "protocol", "typealias", "associatedtype", "actor"]),
        ("initializers", ["init"]),
        ("methods and modifiers", ["func", "subscript"]),
        ("properties", ["var", "let"]),
        ("static members and cases", ["static func", "static var", "static let", "static subscript", "case"]),
        ("macros", ["macro"]),
    ]

    static func kindTable(_ rows: [SDKDeclaration], _ outcome: SDKChecklist.Outcome) -> String {
        var lines = ["| SwiftUI's declarations | compile | not yet | compiles |", "| --- | ---: | ---: | ---: |"]
        for (title, kinds) in kinds { lines.append(line(title, rows.filter { kinds.contains($0.kind) }, outcome)) }
        lines.append(line("**all \(counted(rows, outcome).count)**", rows, outcome))
        return lines.joined(separator: "\n")
    }

    /// Per framework: how many of its interface's declarations compile.
    static func frameworkTable() throws -> String {
        let measured = try measuredFrameworks.get()
        var lines = ["| framework's declarations | compile | not yet | compiles |", "| --- | ---: | ---: | ---: |"]
        for framework in frameworks {
            guard let (rows, outcome) = measured[framework.name] else { continue }
            lines.append(line(framework.name, rows, outcome))
        }
        return lines.joined(separator: "\n")
    }

    static func generationTable(_ rows: [SDKDeclaration], _ outcome: SDKChecklist.Outcome) -> String {
        var lines = ["| introduced in | compile | not yet | compiles |", "| --- | ---: | ---: | ---: |"]
        for generation in ["iOS 13–16", "iOS 17", "iOS 18", "iOS 26"] {
            lines.append(line(generation, rows.filter { $0.generation == generation }, outcome))
        }
        return lines.joined(separator: "\n")
    }

    /// The rows that count: a conformance's bookkeeping is counted with its conformance.
    private static func counted(_ rows: [SDKDeclaration], _ outcome: SDKChecklist.Outcome) -> [SDKDeclaration] {
        rows.filter { outcome.notWritten[$0.id] == nil }
    }

    private static func line(_ title: String, _ subset: [SDKDeclaration], _ outcome: SDKChecklist.Outcome) -> String {
        let counted = counted(subset, outcome)
        let compiled = counted.filter { outcome.compiled.contains($0.id) }.count
        let share = counted.isEmpty ? 0 : Int((Double(compiled) / Double(counted.count) * 100).rounded(.down))
        return "| \(title) | \(compiled) | \(counted.count - compiled) | \(share) % |"
    }
}
