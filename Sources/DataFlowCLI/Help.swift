/// Help and usage texts. Wording here is part of the contract: tests compare it.
enum Help {
    static let version = "dataflow 0.1.0"

    static let overviewUsage = "Usage: dataflow <command> [options]"
    static let listUsage = "Usage: dataflow list [--format text|json]"
    static let runUsage = "Usage: dataflow run (<experiment>... | --all) [--format text|json]"
    static let verifyUsage = "Usage: dataflow verify [<experiment>...] [--record] [--goldens <dir>]"
    static let helpUsage = "Usage: dataflow help [<command>]"

    static let overview = """
        dataflow: makes SwiftUI's data flow visible. Experiments are SwiftUI-style code played
        through a faithful view-graph simulator; each step of a transcript shows which bodies ran
        and why, which were skipped, what changed, what the screen shows and what is stale.

        \(overviewUsage)

        Commands:
          list      List the experiments: id, title and the claims each demonstrates.
          run       Play experiments and print their transcripts.
          verify    Compare transcripts with their recorded golden files.
          help      Show help for a command.

        Options:
          -h, --help     Show help (also after any command).
          --version      Show the version.

        Examples:
          dataflow list
          dataflow run state-of-array
          dataflow run --all --format json
          dataflow verify

        """

    static let list = """
        List the experiments, one per line: id, title and the claims it demonstrates.

        \(listUsage)

        Options:
          --format text|json   Output format (default: text).
          -h, --help           Show this help.

        """

    static let run = """
        Play experiments and print their transcripts. Each variant's steps are numbered: step 0
        is the first render, each later step one scripted action (tap, toggle, type...).

        \(runUsage)

        Arguments:
          <experiment>         An experiment id from 'dataflow list'. Several may be given.

        Options:
          --all                Run every experiment.
          --format text|json   Output format (default: text).
          -h, --help           Show this help.

        Exit status: 0 when every script played through, 1 when a scripted action named a
        control that does not exist (the other experiments still run), 64 for usage errors.

        """

    static let verify = """
        Compare each experiment's transcript (text and JSON) with its golden file. A mismatch
        prints a unified diff, the golden's path and the command that re-records it. A golden
        with no experiment fails the check.

        \(verifyUsage)

        Arguments:
          <experiment>         Verify only these experiments (default: all).

        Options:
          --record             Record the goldens instead of comparing (refused when CI is set).
          --goldens <dir>      Where the goldens live (default: experiments/transcripts).
          -h, --help           Show this help.

        Environment:
          DATAFLOW_RECORD      Record mode when --record is not given: never (default), missing,
                               failed or all. Ignored when CI is set: CI never records.
          DATAFLOW_GOLDENS     Same as --goldens.

        """

    static let help = """
        Show help for a command.

        \(helpUsage)

        """

    static func text(for command: String) -> String? {
        switch command {
        case "list": list
        case "run": run
        case "verify": verify
        case "help": help
        default: nil
        }
    }
}
