import DataFlow

/// Help and usage texts, laid out as swift-argument-parser lays out Swift tools' help (OVERVIEW,
/// USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS). Wording here is part of the contract: tests compare it.
enum Help {
    /// The SwiftUI whose behaviour the rules follow (README, `--version`, JSON transcripts).
    static let modelledSwiftUI = "SwiftUI of the iOS 17/18 generation, in apps built with Swift 6.2 or later (Xcode 26)"
    static let version = "dataflow 0.2.0 (models \(modelledSwiftUI))"

    static let overviewUsage = "Usage: dataflow <subcommand> [options]"
    static let listUsage = "Usage: dataflow list [<file.swift|folder>...] [--format text|json]"
    static let runUsage = "Usage: dataflow run (<experiment>... | --all | <file.swift|folder>...) [<options>]"
    static let verifyUsage = "Usage: dataflow verify [<experiment>... | <file.swift|folder>...] [<options>]"
    static let helpUsage = "Usage: dataflow help [<subcommand> | script]"
    static let explainUsage = "Usage: dataflow explain <id>..."
    static let showUsage = "Usage: dataflow show <experiment>..."
    static let completionUsage = "Usage: dataflow completion bash|zsh|fish"
    static let playUsage = "Usage: dataflow play (<experiment> [--variant <name>] | <file.swift|folder>... [--root <Type>]) [<options>]"

    static let diffUsage = "Usage: dataflow diff (<experiment> [--variant <a>,<b>] | <A.swift|folder> <B.swift|folder>) [<options>]"
    static let whyUsage = "Usage: dataflow why (<experiment> | <file.swift|folder>...) <view> [<options>]"

    /// The subcommands, with the one line the overview shows for each.
    static let subcommands: [(name: String, summary: String)] = [
        ("list", "List the experiments (or those a file of yours declares)."),
        ("run", "Play experiments, or your own SwiftUI files, and print transcripts."),
        ("verify", "Compare transcripts with their recorded golden files."),
        ("play", "Play an experiment, or your own views, one typed action at a time."),
        ("why", "Say why a view did or did not update in a step, rule by rule."),
        ("diff", "Play one script on two variants, or two versions of your code: what differs."),
        ("show", "Print an experiment's code, as it is in experiments/."),
        ("explain", "Print the rulebook's entry for a cited id (§6, D10, Q7, S0.6)."),
        ("help", "Show help for a subcommand, or the script grammar ('help script')."),
        ("completion", "Print a shell completion script (bash, zsh or fish)."),
    ]

    static var overview: String {
        """
        OVERVIEW: Makes SwiftUI's data flow visible. Views written as SwiftUI code (the catalog's
        experiments, or your own files with `import SwiftUI`) are played through a faithful
        view-graph simulator; each step of a transcript shows which bodies ran and why, which were
        skipped, what was written, what SwiftUI would warn, what the screen shows and what is stale.

        \(usageLine(overviewUsage))

        OPTIONS:
          -h, --help              Show help information (also after any subcommand).
          --version               Show the version and the SwiftUI generation modelled.

        SUBCOMMANDS:
        \(subcommands.map { "  " + $0.name.padding(to: 24) + $0.summary }.joined(separator: "\n"))

          See 'dataflow help <subcommand>' for detailed help.

        EXAMPLES:
          dataflow list
          dataflow run state-of-array
          dataflow run MyView.swift --script 'tap "Save"; toggle "Wi-Fi"'
          dataflow verify

        """
    }

    static let list = """
        OVERVIEW: List the experiments, one per line: id, title and the claims each demonstrates.

        \(usageLine(listUsage))

        ARGUMENTS:
          <file.swift>            Files of yours that declare `let experiments: [Experiment]`:
                                  list those instead of the catalog.

        OPTIONS:
          --format text|json      Output format (default: text).
          -h, --help              Show help information.

        """

    static let run = """
        OVERVIEW: Play experiments, or your own SwiftUI files, and print their transcripts. Step 0
        is the first render; each later step is one scripted action.

        \(usageLine(runUsage))

        ARGUMENTS:
          <experiment>            An experiment id from 'dataflow list'. Several may be given.
          <file.swift|folder>     Your own code, unmodified: an app's folder (its .swift files and
                                  resources; tests and build folders skipped) or files. Previews
                                  and @main are skipped; `import SwiftUI` compiles against
                                  DataFlow. A file that declares `let experiments: [Experiment]`
                                  runs those experiments.

        OPTIONS:
          --all                   Run every experiment of the catalog.
          --root <Type>           The root view or app of your code (default: the App's window,
                                  else a scene delegate's hosted view, else ContentView, else the
                                  one view no other view uses).
          --screen <w>x<h>        With your code: the screen's size in points, which
                                  GeometryReader and UIScreen report (default: 393x852).
          --script <actions>      What to do, in the script grammar ('dataflow help script'):
                                  --script 'tap "Save"; toggle "Wi-Fi"'. None: mount only.
          --script-file <path>    The script, read from a file ('-': standard input).
          --format <format>       text (default); json, the same data for programs; markdown, a
                                  lesson page (code and transcript); html, one self-contained
                                  page: a step slider, the screen drawn as a phone with the
                                  bodies that ran outlined, 'why' for a clicked view; mermaid
                                  or dot, one dependency
                                  diagram (views, state, reads, writes, stale), with a
                                  subgraph per variant and step when there are several.
          --variant <names>       Only these variants (names separated by commas).
          --steps <list>          Only these steps: 0,2-4 (0 is the mount).
          --summary               Only the summary of the variants side by side.
          --state changed|full    The state after each step: what changed (default), or all.
          --paths short|full      Identity paths shortened to fit the line (default), or whole.
          --width <columns>       Wrap lines at this width, 40 or more (default: the
                                  terminal's, else 100).
          --color auto|always|never
                                  Colours for ran, skipped, stale, SwiftUI and dataflow lines
                                  (default auto: on a terminal, unless NO_COLOR is set).
          -h, --help              Show help information.

        ENVIRONMENT:
          NO_COLOR                Any value turns colours off (https://no-color.org).
          DATAFLOW_CACHE          Where compiled files are kept (default: ~/.cache/dataflow).
          DATAFLOW_BUILD_DIR      The build directory with DataFlow's modules, when this binary
                                  was copied away from it (default: the binary's directory).
          DATAFLOW_SWIFTC         The swiftc to compile with (default: swiftc on PATH).
          DATAFLOW_TIMEOUT        Seconds your code may run before it is stopped (default: 60;
                                  none for no limit).
          DATAFLOW_SEED           The seed of your code's random numbers (default: 1).

        EXIT STATUS:
          0 when every script played through; 1 when an action named a control that is not on
          screen, a file did not compile or its code crashed; 64 for usage errors.

        """

    static let verify = """
        OVERVIEW: Compare each transcript (text and JSON) with its golden file. A mismatch prints
        a unified diff and the command that re-records it. A golden with no experiment fails.

        \(usageLine(verifyUsage))

        ARGUMENTS:
          <experiment>            Verify only these experiments (default: all).
          <file.swift>            Verify your own files' transcript instead (with --golden, or
                                  with --goldens for files that declare experiments).

        OPTIONS:
          --record                Record the goldens instead of comparing (refused when CI is set).
          --goldens <dir>         Where the goldens live (default: experiments/transcripts of the
                                  checkout this dataflow was built from).
          --golden <path>         The golden of a file's transcript: text, or JSON if it ends in
                                  .json.
          --root <Type>           With your code: the root view or app (default as for 'run').
          --screen <w>x<h>        With your code: the screen's size (default as for 'run').
          --script <actions>      With files: the script to play.
          --script-file <path>    With files: the script, read from a file ('-': standard input).
          -h, --help              Show help information.

        ENVIRONMENT:
          DATAFLOW_RECORD         Record mode when --record is not given: never (default), missing,
                                  failed or all. Ignored when CI is set: CI never records.
          DATAFLOW_GOLDENS        Same as --goldens.

        """

    static let explain = """
        OVERVIEW: Print what a cited id means: the rulebook's entry, with its evidence, its
        confidence, the code that implements it and the experiments that show it. Transcripts and
        lessons cite rules (§6), decisions (D10), open questions (Q7), sources ([OS-State]) and
        the seed articles' claims (S0.6); an unknown id's error lists the ranges there are.

        \(usageLine(explainUsage))

        ARGUMENTS:
          <id>                    One or more ids: §6 (or 6), D10, Q7, S0.6, [OS-State].

        OPTIONS:
          -h, --help              Show help information.

        The rulebook is docs/RULES.md and docs/SEEDS.md; this command prints the copy built into
        the binary, so it works offline and from any directory.

        """

    static let show = """
        OVERVIEW: Print the code an experiment runs: the file that describes it (lesson, script),
        then each variant's views, or a compile-time lesson's snippet, as they are in
        experiments/. The code is built into the binary, so this works from any directory.

        \(usageLine(showUsage))

        ARGUMENTS:
          <experiment>            An experiment id from 'dataflow list'. Several may be given.

        OPTIONS:
          -h, --help              Show help information.

        """

    static let play = """
        OVERVIEW: Play one variant of an experiment, or your own views, interactively. It prints
        the mount (step 0) and the controls on screen, numbered; each line you type is an action
        in the script grammar ('dataflow help script') or a control's number, and prints that step
        as a transcript would. Commands: screen, undo, reset, script (the actions so far, for
        --script; for a file, the whole run command), why <view> (as 'dataflow why', for the last
        step), help, quit. Standard input may be a pipe: `printf '1\\nscript\\n' | dataflow
        play state-of-array` prints the session, the typed lines echoed after each prompt.

        \(usageLine(playUsage))

        ARGUMENTS:
          <experiment>            An experiment id from 'dataflow list'.
          <file.swift|folder>     Your own code, as for 'dataflow run'.

        OPTIONS:
          --variant <name>        The variant to play (default: the experiment's first).
          --root <Type>           With your code: the root view or app (default as for 'run').
          --screen <w>x<h>        With your code: the screen's size (default as for 'run').
          --state changed|full    The state after each step: what changed (default), or all.
          --paths short|full      Identity paths shortened to fit the line (default), or whole.
          --width <columns>       Wrap lines at this width, 40 or more (default: the
                                  terminal's, else 100).
          --color auto|always|never
                                  Colours, as for 'dataflow run'.
          -h, --help              Show help information.

        """

    static let diff = """
        OVERVIEW: Play the same script on two variants of an experiment, or on two versions of
        your code, and print, step by step, only what differs: bodies that ran or were skipped,
        writes, SwiftUI's warnings and dataflow's notes, the console, the screen, stale views.
        Lines only the first has start with -, lines only the second has with +.

        \(usageLine(diffUsage))

        ARGUMENTS:
          <experiment>            An experiment id from 'dataflow list'.
          <A.swift|folder> <B.swift|folder>
                                  Two versions of your code, each run as 'dataflow run' would.

        OPTIONS:
          --variant <a>,<b>       The two variants to compare (default: the experiment's first
                                  two).
          --root <Type>           With your code: the root view or app of both.
          --screen <w>x<h>        With your code: the screen's size (default as for 'run').
          --script <actions>      With your code: the script both play.
          --script-file <path>    With your code: the script, read from a file.
          --width <columns>       Wrap lines at this width, 40 or more (default: the
                                  terminal's, else 100).
          -h, --help              Show help information.

        EXAMPLES:
          dataflow diff state-of-array
          dataflow diff Before.swift After.swift --script 'tap "Add"'

        """

    static let why = """
        OVERVIEW: Say why one view did or did not update in one step: whether its body ran, was
        skipped or was not asked for, and the chain of causes behind it (the write, whether
        SwiftUI tracks what was written, which input changed, the parent that re-ran), each with
        the rule it follows. It reads what the run recorded; it is the transcript, explained.

        \(usageLine(whyUsage))

        ARGUMENTS:
          <experiment>            An experiment id from 'dataflow list'.
          <file.swift|folder>     Your own code, as for 'dataflow run'.
          <view>                  The view: its type (Row), its identity path
                                  (ContentView/VStack[1]/Row), or text it shows ("clicks: 0").

        OPTIONS:
          --step <n>              The step to ask about (default: the last; 0 is the mount).
          --variant <names>       Only these variants (names separated by commas).
          --root <Type>           With your code: the root view or app (default as for 'run').
          --screen <w>x<h>        With your code: the screen's size (default as for 'run').
          --script <actions>      With your code: the script to play first.
          --script-file <path>    With your code: the script, read from a file ('-': standard
                                  input).
          --format text|json      The answer for people (default), or for programs.
          --width <columns>       Wrap lines at this width, 40 or more (default: the
                                  terminal's, else 100).
          -h, --help              Show help information.

        EXAMPLES:
          dataflow why state-of-array ContentView --variant class
          dataflow why Counter.swift '"count: 1"' --script 'tap "Increment"'

        """

    static let completion = """
        OVERVIEW: Print a script that teaches a shell to complete dataflow's subcommands, options,
        option values, experiment ids, rulebook ids and .swift files.

        \(usageLine(completionUsage))

        ARGUMENTS:
          bash                    source <(dataflow completion bash)   (in ~/.bashrc)
          zsh                     dataflow completion zsh > "${fpath[1]}/_dataflow"
          fish                    dataflow completion fish > ~/.config/fish/completions/dataflow.fish

        OPTIONS:
          -h, --help              Show help information.

        """

    static let help = """
        OVERVIEW: Show help for a subcommand, or the script grammar.

        \(usageLine(helpUsage))

        """

    /// `dataflow help script`: the grammar, generated from the runtime's one table.
    static var script: String {
        let width = ScriptAction.grammar.map(\.usage.count).max() ?? 0
        return """
            OVERVIEW: The script grammar: what --script says, and how transcripts name each step.

            One action per line or per `;`. Labels are double-quoted ("\\"" and "\\\\" escape a
            quote and a backslash); <n> picks the n-th control with that label, in screen order,
            from 1. `#` starts a comment.

            ACTIONS:
            \(ScriptAction.grammar.map { "  " + $0.usage.padding(to: width + 2) + $0.summary }.joined(separator: "\n"))

            EXAMPLE:
              dataflow run MyView.swift --script 'tap "Increment"; type "First name" "Tim"'

            A control that is not on screen stops the script; the error lists what is on screen,
            in these words.

            """
    }

    static func text(for topic: String) -> String? {
        switch topic {
        case "list": list
        case "run": run
        case "verify": verify
        case "help": help
        case "explain": explain
        case "show": show
        case "play": play
        case "why": why
        case "diff": diff
        case "completion": completion
        case "script": script
        default: nil
        }
    }

    /// `USAGE: …` from a `Usage: …` line.
    private static func usageLine(_ usage: String) -> String {
        "USAGE: " + usage.dropFirst("Usage: ".count)
    }
}
