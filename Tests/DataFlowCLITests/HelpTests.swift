import DataFlow
import DataFlowCLI
import Testing

@Suite struct HelpTests {
    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func overviewHelp(arguments: [String]) {
        let result = DataflowCommand.run(arguments)
        #expect(result.exitCode == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.contains("USAGE: dataflow <subcommand> [options]"))
        #expect(result.stdout.contains("  verify                  Compare transcripts with their recorded golden files."))
        for section in ["OVERVIEW:", "OPTIONS:", "SUBCOMMANDS:"] {
            #expect(result.stdout.contains("\n" + section) || result.stdout.hasPrefix(section))
        }
    }

    @Test(arguments: ["list", "run", "verify", "show", "explain", "help"])
    func everyCommandHasHelp(command: String) {
        for arguments in [[command, "--help"], [command, "-h"], ["help", command]] {
            let result = DataflowCommand.run(arguments)
            #expect(result.exitCode == 0)
            #expect(result.stdout.hasPrefix("OVERVIEW: "))
            #expect(result.stdout.contains("USAGE: dataflow \(command)"))
        }
    }

    @Test func helpWinsOverOtherArguments() {
        #expect(DataflowCommand.run(["run", "nope", "--help"]).exitCode == 0)
    }

    @Test func version() {
        #expect(
            DataflowCommand.run(["--version"])
                == CommandResult(
                    exitCode: 0,
                    stdout: "dataflow 0.2.0 (models SwiftUI of the iOS 17/18 generation, in apps built with Swift 6.2 or later (Xcode 26))\n"))
    }

    @Test func theScriptGrammarHasAHelpTopic() {
        let result = DataflowCommand.run(["help", "script"])
        #expect(result.exitCode == 0)
        for usage in ScriptAction.grammar.map(\.usage) { #expect(result.stdout.contains(usage)) }
    }
}
