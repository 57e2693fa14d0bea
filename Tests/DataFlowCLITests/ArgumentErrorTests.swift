import DataFlowProgram
import Testing

@testable import DataFlowCLI

/// Every bad invocation: one `Error:` line, the usage line, the help hint; exit 64; nothing on stdout.
@Suite struct ArgumentErrorTests {
    static let overview = "Usage: dataflow <subcommand> [options]"
    static let run = "Usage: dataflow run (<experiment>... | --all | <file.swift|folder>...) [<options>]"
    static let list = "Usage: dataflow list [<file.swift|folder>...] [--format text|json]"
    static let verify = "Usage: dataflow verify [<experiment>... | <file.swift|folder>...] [<options>]"
    static let help = "Usage: dataflow help [<subcommand> | script]"

    static let cases: [(arguments: [String], message: String, usage: String)] = [
        ([], "missing subcommand (one of: list, run, verify, play, serve, why, diff, show, explain, help, completion)", overview),
        (["rn"], "unknown subcommand 'rn'. Did you mean 'run'?", overview),
        (["frobnicate"], "unknown subcommand 'frobnicate'", overview),
        (["--verbose"], "unknown option '--verbose'", overview),
        ([""], "unknown subcommand ''", overview),
        (["run"], "missing experiment: name one from 'dataflow list', or use --all", run),
        (["run", "state-of-arry"], "unknown experiment 'state-of-arry'. Did you mean 'state-of-array'?", run),
        (["run", "xyz"], "unknown experiment 'xyz' (see 'dataflow list')", run),
        (["run", ""], "unknown experiment '' (see 'dataflow list')", run),
        (["run", "--all", "nested-state"], "--all runs every experiment; do not also name one ('nested-state')", run),
        (["run", "--all=yes"], "'--all' takes no value", run),
        (
            ["run", "nested-state", "--format", "svg"],
            "invalid value 'svg' for '--format': expected 'text', 'json', 'markdown', 'html', 'mermaid' or 'dot'", run
        ),
        (
            ["run", "nested-state", "--format=jsn"],
            "invalid value 'jsn' for '--format': expected 'text', 'json', 'markdown', 'html', 'mermaid' or 'dot'. Did you mean 'json'?", run
        ),
        (["run", "nested-state", "--format"], "missing value for '--format'", run),
        (
            ["run", "nested-state", "--format", "yaml"],
            "invalid value 'yaml' for '--format': expected 'text', 'json', 'markdown', 'html', 'mermaid' or 'dot'", run
        ),
        (
            ["run", "nested-state", "--format", "json", "--summary"],
            "--summary is for text and markdown transcripts and the mermaid and dot graphs, not --format json", run
        ),
        (
            ["run", "state-of-array", "--format", "json", "--variant", "class"],
            "--variant selects what text, markdown and diagrams show; --format json holds the whole run", run
        ),
        (
            ["run", "state-of-array", "--format", "html", "--state", "full"],
            "--state shapes the text transcript; --format html is not one (leave it out)", run
        ),
        (
            ["run", "state-of-array", "--format", "json", "--color", "always"],
            "--color shapes the text transcript; --format json is not one (leave it out)", run
        ),
        (["run", "nested-state", "--fromat", "json"], "unknown option '--fromat' for 'run'. Did you mean '--format'?", run),
        (["run", "-x"], "unknown option '-x' for 'run'", run),
        (["list", "extra"], "unexpected argument 'extra' for 'list'", list),
        (["list", "--format", "yaml"], "invalid value 'yaml' for '--format': expected 'text' or 'json'", list),
        (["list", "--all"], "unknown option '--all' for 'list'", list),
        (["verify", "nope"], "unknown experiment 'nope' (see 'dataflow list')", verify),
        (["verify", "--goldens"], "missing value for '--goldens'", verify),
        (["verify", "--goldens="], "'--goldens' needs a path, not an empty string", verify),
        (
            ["help", "rum"],
            "unknown help topic 'rum'. Did you mean 'run'? (topics: list, run, verify, play, serve, why, diff, show, explain, help, completion, script)",
            help
        ),
        (
            ["run", "A.swift", "nested-state"],
            "name experiments or .swift files and folders, not both ('nested-state' is neither a .swift file nor a folder)", run
        ),
        (["run", "A.swift", "--all"], "--all runs the catalog; do not also name files", run),
        (["run", "nested-state", "--script", "tap \"A\""], "--script is for your own files: dataflow run MyView.swift --script …", run),
        (["run", "A.swift", "--root", "Content View"], "invalid value 'Content View' for '--root': expected a type name such as ContentView", run),
        (["run", "A.swift", "--script", "x", "--script-file", "s.txt"], "give the script with --script or --script-file, not both", run),
        (["verify", "A.swift"], "verifying a file needs --golden <file.txt|file.json> (or --goldens <dir> for declared experiments)", verify),
        (
            ["verify", "nested-state", "--golden", "x.txt"],
            "--golden is for a file's transcript (dataflow verify MyView.swift --golden MyView.txt); the catalog uses --goldens <dir>", verify
        ),
        (["help", "run", "list"], "unexpected argument 'list' for 'help'", help),
    ]

    @Test(arguments: cases.indices)
    func badInputIsAUsageError(index: Int) {
        let (arguments, message, usage) = Self.cases[index]
        let result = DataflowCommand.run(arguments)
        #expect(result.exitCode == 64)
        #expect(result.stdout == "")
        let help = usage == Self.overview ? "dataflow --help" : "dataflow \(usage.split(separator: " ")[2]) --help"
        #expect(result.stderr == "Error: \(message)\n\(usage)\nSee '\(help)'.\n")
    }

    @Test func recordingUnderCIIsRefused() {
        let result = DataflowCommand.run(["verify", "--record"], environment: ["CI": "true"])
        #expect(result.exitCode == 64)
        #expect(result.stdout == "")
        #expect(
            result.stderr == "Error: refusing to record goldens: CI is set, and CI never records\n\(Self.verify)\nSee 'dataflow verify --help'.\n")
    }

    @Test func aScreenSizeIsWidthByHeightInPointsAndOnlyForYourFiles() {
        #expect(ScreenSize("390x844") == ScreenSize("390×844"))
        #expect(ScreenSize("390x844")?.description == "390x844")
        for bad in ["390", "x844", "390x", "0x844", "390x844x2", "99999x1", "big"] {
            #expect(ScreenSize(bad) == nil, "\(bad)")
        }
        let catalog = DataflowCommand.run(["run", "state-of-array", "--screen", "390x844"])
        #expect(catalog.exitCode == 64)
        #expect(catalog.stderr.hasPrefix("Error: --screen is for your own files: dataflow run MyView.swift --screen …\n"))
        let wrong = DataflowCommand.run(["run", "View.swift", "--screen", "tall"])
        #expect(wrong.exitCode == 64)
        #expect(wrong.stderr.hasPrefix("Error: invalid value 'tall' for '--screen': expected points as <width>x<height>, such as 390x844\n"))
    }

    @Test func ciSetToAWayOfSayingNoIsNotCI() {
        for no in ["0", "false", "FALSE", "no", "off", ""] {
            #expect(!RecordMode.isCI(["CI": no]), "CI=\(no)")
        }
        for yes in ["1", "true", "yes", "github"] {
            #expect(RecordMode.isCI(["CI": yes]), "CI=\(yes)")
        }
        #expect(!RecordMode.isCI([:]))
    }

    @Test func anUnknownRecordModeIsRefused() {
        let result = DataflowCommand.run(["verify"], environment: ["DATAFLOW_RECORD": "sometimes"])
        #expect(result.exitCode == 64)
        #expect(result.stderr.hasPrefix("Error: invalid DATAFLOW_RECORD 'sometimes': expected one of never, missing, failed, all\n"))
    }
}
