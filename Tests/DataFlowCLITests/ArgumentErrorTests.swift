import Testing
@testable import DataFlowCLI

/// Every bad invocation: one `Error:` line, the usage line, the help hint; exit 64; nothing on stdout.
@Suite struct ArgumentErrorTests {
    static let overview = "Usage: dataflow <command> [options]"
    static let run = "Usage: dataflow run (<experiment>... | --all) [--format text|json]"
    static let list = "Usage: dataflow list [--format text|json]"
    static let verify = "Usage: dataflow verify [<experiment>...] [--record] [--goldens <dir>]"
    static let help = "Usage: dataflow help [<command>]"

    static let cases: [(arguments: [String], message: String, usage: String)] = [
        ([], "missing command (one of: list, run, verify, help)", overview),
        (["rn"], "unknown command 'rn'. Did you mean 'run'?", overview),
        (["frobnicate"], "unknown command 'frobnicate'", overview),
        (["--verbose"], "unknown option '--verbose'", overview),
        ([""], "unknown command ''", overview),
        (["run"], "missing experiment: name one from 'dataflow list', or use --all", run),
        (["run", "state-of-arry"], "unknown experiment 'state-of-arry'. Did you mean 'state-of-array'?", run),
        (["run", "xyz"], "unknown experiment 'xyz' (see 'dataflow list')", run),
        (["run", ""], "unknown experiment '' (see 'dataflow list')", run),
        (["run", "--all", "nested-state"], "--all runs every experiment; do not also name one ('nested-state')", run),
        (["run", "--all=yes"], "'--all' takes no value", run),
        (["run", "nested-state", "--format", "xml"], "invalid value 'xml' for '--format': expected 'text' or 'json'", run),
        (["run", "nested-state", "--format=jsn"], "invalid value 'jsn' for '--format': expected 'text' or 'json'. Did you mean 'json'?", run),
        (["run", "nested-state", "--format"], "missing value for '--format'", run),
        (["run", "nested-state", "--fromat", "json"], "unknown option '--fromat' for 'run'. Did you mean '--format'?", run),
        (["run", "-x"], "unknown option '-x' for 'run'", run),
        (["list", "extra"], "unexpected argument 'extra' for 'list'", list),
        (["list", "--format", "yaml"], "invalid value 'yaml' for '--format': expected 'text' or 'json'", list),
        (["list", "--all"], "unknown option '--all' for 'list'", list),
        (["verify", "nope"], "unknown experiment 'nope' (see 'dataflow list')", verify),
        (["verify", "--goldens"], "missing value for '--goldens'", verify),
        (["verify", "--goldens="], "'--goldens' needs a directory, not an empty string", verify),
        (["help", "rum"], "unknown command 'rum'. Did you mean 'run'?", help),
        (["help", "run", "list"], "unexpected argument 'list' for 'help'", help),
    ]

    @Test(arguments: cases.indices)
    func badInputIsAUsageError(index: Int) {
        let (arguments, message, usage) = Self.cases[index]
        let result = DataflowCommand.run(arguments)
        #expect(result.exitCode == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: \(message)\n\(usage)\nSee 'dataflow --help'.\n")
    }

    @Test func recordingUnderCIIsRefused() {
        let result = DataflowCommand.run(["verify", "--record"], environment: ["CI": "true"])
        #expect(result.exitCode == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: refusing to record goldens: CI is set, and CI never records\n\(Self.verify)\nSee 'dataflow --help'.\n")
    }

    @Test func anUnknownRecordModeIsRefused() {
        let result = DataflowCommand.run(["verify"], environment: ["DATAFLOW_RECORD": "sometimes"])
        #expect(result.exitCode == 64)
        #expect(result.stderr.hasPrefix("Error: invalid DATAFLOW_RECORD 'sometimes': expected one of never, missing, failed, all\n"))
    }
}
