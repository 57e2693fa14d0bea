import Experiments
import Foundation
import Testing

@testable import DataFlow
@testable import DataFlowCLI

/// The whole catalog against its goldens, in both forms, the way CI checks it.
@Suite struct CatalogTests {
    /// One test per experiment, so that a failure names it.
    @Test(arguments: Catalog.experiments.map(\.id))
    func matchesItsGoldens(id: String) {
        let result = DataflowCommand.run(["verify", id], environment: ["CI": "true"])
        #expect(result.exitCode == 0, "\(result.stdout)")
        #expect(result.stdout.hasSuffix(": all passed\n"))
    }

    @Test func everyGoldenHasAnExperiment() {
        let store = GoldenStore(directory: Catalog.transcriptsDirectory)
        #expect(store.recordedIDs() == Catalog.experiments.map(\.id).sorted())
    }

    @Test func listShowsEveryExperiment() {
        let result = DataflowCommand.run(["list"])
        #expect(result.exitCode == 0)
        let ids = result.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map { String($0.prefix { $0 != " " }) }
        #expect(ids == Catalog.experiments.map(\.id))
        // The four core experiments keep their fixed ids.
        #expect(Array(ids.prefix(4)) == ["state-of-array", "struct-vs-class", "binding-get-set", "nested-state"])
    }

    @Test(arguments: [OutputFormat.text, .json])
    func transcriptsAreByteIdenticalAcrossRuns(format: OutputFormat) {
        let first = DataflowCommand.run(["run", "--all", "--format", format.rawValue])
        let second = DataflowCommand.run(["run", "--all", "--format", format.rawValue])
        #expect(first.exitCode == 0)
        #expect(first.stdout == second.stdout)
        #expect(!first.stdout.contains("0x"))
    }

    @Test func everyExperimentHasATitleALessonAndClaims() {
        for experiment in Catalog.experiments {
            #expect(experiment.id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" })
            #expect(!experiment.title.isEmpty && !experiment.lesson.isEmpty && !experiment.claims.isEmpty)
            // A runtime lesson plays a script; a compile-time lesson has a snippet instead.
            #expect((!experiment.variants.isEmpty && !experiment.script.isEmpty) != (experiment.compileError != nil))
        }
    }
}

/// The README's catalog table lists every experiment, in catalog order, with its title.
@Suite struct ReadmeTests {
    /// The README's Session example is the public-API test target's file, so it compiles and passes.
    @Test func theSessionExampleIsTheCompiledTest() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let example = try String(contentsOf: root.appendingPathComponent("Tests/PublicAPITests/CounterViewTests.swift"), encoding: .utf8)
        #expect(readme.contains("```swift\n" + example + "```\n"))
        #expect(!example.contains("@testable"))
    }

    /// The README's transcript excerpts (a step, the summary) are what `run` prints now.
    @Test func theReadmeTranscriptExcerptsAreCurrent() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## What a transcript looks like\n").last?.components(separatedBy: "\n## ").first)
        let blocks = section.components(separatedBy: "```\n").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        #expect(blocks.count == 5)
        let run = DataflowCommand.run(["run", "state-of-array"]).stdout
        for block in blocks.prefix(2) { #expect(run.contains(block), "README excerpt is out of date: \(block)") }
        // A hint, and the counts that end the summary (issue 32).
        let wasted = DataflowCommand.run(["run", "wasted-renders"]).stdout
        for block in blocks.dropFirst(2).prefix(2) { #expect(wasted.contains(block), "README excerpt is out of date: \(block)") }
        // The causes over the script, as a graph.
        let graph = DataflowCommand.run(["run", "wasted-renders", "--format", "mermaid", "--summary", "--variant", "closure"]).stdout
        #expect(graph.contains(blocks[4]), "README excerpt is out of date: \(blocks[4])")
    }

    /// The README's Mermaid diagram and play excerpt are what the commands print now.
    @Test func theReadmePicturesAndPlayExcerptAreCurrent() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let mermaid = DataflowCommand.run(["run", "state-of-array", "--format", "mermaid", "--variant", "class", "--steps", "1"]).stdout
        #expect(readme.contains("```mermaid\n" + mermaid + "```\n"))
        let console = TextConsole(input: "3\nscript\n")
        _ = DataflowCommand.run(["play", "state-of-array", "--variant", "class"], console: console)
        let excerpt = try #require(
            readme.components(separatedBy: "$ printf '3\\nscript\\n' | dataflow play state-of-array --variant class\n").last?
                .components(separatedBy: "```").first)
        for part in excerpt.components(separatedBy: "...\n") where !part.isEmpty {
            #expect(console.output.contains(part), "README play excerpt is out of date: \(part)")
        }
    }

    /// The README's `why` answer is what the command prints now.
    @Test func theReadmeWhyAnswerIsCurrent() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let answer = DataflowCommand.run(["why", "state-of-array", "ContentView", "--variant", "class", "--step", "1"]).stdout
        #expect(readme.contains("```text\n" + answer + "```\n"))
    }

    @Test func theReadmeCatalogMatchesTheCatalog() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let catalog = try #require(readme.components(separatedBy: "## Catalog").last)
        let rows = catalog.split(separator: "\n").filter { $0.hasPrefix("| `") }
        let ids = rows.map { $0.dropFirst(3).prefix { $0 != "`" } }.map(String.init)
        #expect(ids == Catalog.experiments.map(\.id))
        for (row, experiment) in zip(rows, Catalog.experiments) {
            #expect(row.contains(experiment.title.replacingOccurrences(of: "|", with: "\\|")), "README row for \(experiment.id) has an old title")
        }
    }
}
