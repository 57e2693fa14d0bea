import Testing
@testable import DataFlowCLI

@Suite struct HelpTests {
    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func overviewHelp(arguments: [String]) {
        let result = DataflowCommand.run(arguments)
        #expect(result.exitCode == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.contains("Usage: dataflow <command> [options]"))
        #expect(result.stdout.contains("  verify    Compare transcripts with their recorded golden files."))
    }

    @Test(arguments: ["list", "run", "verify", "help"])
    func everyCommandHasHelp(command: String) {
        for arguments in [[command, "--help"], [command, "-h"], ["help", command]] {
            let result = DataflowCommand.run(arguments)
            #expect(result.exitCode == 0)
            #expect(result.stdout.contains("Usage: dataflow \(command)"))
        }
    }

    @Test func helpWinsOverOtherArguments() {
        #expect(DataflowCommand.run(["run", "nope", "--help"]).exitCode == 0)
    }

    @Test func version() {
        #expect(DataflowCommand.run(["--version"]) == CommandResult(exitCode: 0, stdout: "dataflow 0.1.0\n"))
    }
}
