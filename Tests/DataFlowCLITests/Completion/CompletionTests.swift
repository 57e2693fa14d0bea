import Experiments
import Foundation
import Testing

@testable import DataFlowCLI

/// `dataflow completion`: scripts every shell accepts, which complete what the parser accepts.
@Suite struct CompletionTests {
    /// Runs `shell` with `arguments` and `script` on standard input; returns status and output.
    static func shell(_ path: String, _ arguments: [String], script: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data(script.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func script(_ shell: String) -> String {
        DataflowCommand.run(["completion", shell]).stdout
    }

    static func installed(_ name: String) -> String? {
        ["/bin/", "/usr/bin/", "/usr/local/bin/", "/opt/homebrew/bin/"].map { $0 + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test func theBashScriptParses() throws {
        let bash = try #require(Self.installed("bash"))
        let result = try Self.shell(bash, ["-n"], script: Self.script("bash"))
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(.enabled(if: installed("zsh") != nil, "zsh is not installed"))
    func theZshScriptParses() throws {
        let result = try Self.shell(try #require(Self.installed("zsh")), ["-n"], script: Self.script("zsh"))
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(.enabled(if: installed("fish") != nil, "fish is not installed"))
    func theFishScriptParsesAndCompletes() throws {
        let fish = try #require(Self.installed("fish"))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dataflow-fish-\(UUID().uuidString).fish")
        try Self.script("fish").write(to: directory, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Self.shell(fish, [], script: "source \(directory.path); complete -C 'dataflow run --format m'; complete -C 'dataflow sh'\n")
        #expect(result.status == 0)
        #expect(result.output == "markdown\nmermaid\nshow\tPrint an experiment's code, as it is in experiments/.\n")
    }

    /// The bash function, called as bash calls it, offers what the parser accepts at that point.
    @Test func bashCompletesCommandsOptionsValuesAndIDs() throws {
        let bash = try #require(Self.installed("bash"))
        let cases: [(line: [String], expected: String)] = [
            (["ru"], "run"),
            (["run", "state-of"], "state-of-array"),
            (["run", "--for"], "--format"),
            (["run", "--format", "m"], "markdown mermaid"),
            (["list", "--format", ""], "text json"),
            (["play", "--col"], "--color"),
            (["play", "--color", ""], "auto always never"),
            (["explain", "D1"], "D1 D10 D11 D12 D13 D14 D15 D16 D17 D18 D19"),
            (["completion", ""], "bash zsh fish"),
            (["run", "--root", ""], ""),
        ]
        var script = Self.script("bash")
        script += "t() { COMP_WORDS=(dataflow \"$@\"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); _dataflow; echo \"${COMPREPLY[*]}\"; }\n"
        for (line, _) in cases { script += "t " + line.map { "'\($0)'" }.joined(separator: " ") + "\n" }
        let result = try Self.shell(bash, ["--norc"], script: script)
        #expect(result.status == 0)
        #expect(result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) == cases.map(\.expected))
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func everyScriptKnowsEveryCommandOptionAndExperiment(shell: String) {
        let script = Self.script(shell)
        for command in CommandLineParser.commands { #expect(script.contains(command), "\(shell): \(command)") }
        for command in CommandSpec.all {
            for option in command.options {
                let spelled = shell == "fish" ? "-l \(option.name.dropFirst(2))" : option.name
                #expect(script.contains(spelled), "\(shell): \(command.name) \(option.name)")
            }
        }
        for experiment in Catalog.experiments { #expect(script.contains(experiment.id), "\(shell): \(experiment.id)") }
    }

    @Test func usageErrors() {
        let missing = DataflowCommand.run(["completion"])
        #expect(missing.exitCode == 64)
        #expect(
            missing.stderr == "Error: missing shell: one of bash, zsh, fish\n\(CommandSpec.completion.usageLine)\nSee 'dataflow completion --help'.\n"
        )
        let typo = DataflowCommand.run(["completion", "bsh"])
        #expect(typo.stderr.hasPrefix("Error: unknown shell 'bsh': expected bash, zsh, fish. Did you mean 'bash'?\n"))
    }
}
