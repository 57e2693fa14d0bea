import DataFlow

/// Every subcommand's declaration, in the order the overview lists them. An option several
/// commands share with the same meaning and words is declared once below, and used by name.
extension CommandSpec {
    static let all: [CommandSpec] = [list, run, verify, play, why, diff, show, explain, help, completion]

    static func named(_ name: String) -> CommandSpec? { all.first { $0.name == name } }

    /// `dataflow` itself, for usage errors before a subcommand.
    static let dataflow = CommandSpec(name: "", summary: "", overview: "", usage: "<subcommand> [options]")

    static let list = CommandSpec(
        name: "list",
        summary: "List the experiments (or those a file of yours declares).",
        overview: "List the experiments, one per line: id, title and the claims each demonstrates.",
        usage: "list [<file.swift|folder>...] [--format text|json]",
        arguments: [("<file.swift|folder>", "Code of yours that declares `let experiments: [Experiment]`: list those instead of the catalog.")],
        options: [.format.choosing(OutputFormat.transcriptFormats, help: "Output format (default: text).")],
        takesFiles: true)

    static let run = CommandSpec(
        name: "run",
        summary: "Play experiments, or your own SwiftUI files, and print transcripts.",
        overview:
            "Play experiments, or your own SwiftUI files, and print their transcripts. Step 0 is the first render; each later step is one scripted action.",
        usage: "run (<experiment>... | --all | <file.swift|folder>...) [<options>]",
        arguments: [
            ("<experiment>", "An experiment id from 'dataflow list'. Several may be given."),
            (
                "<file.swift|folder>",
                "Your own code, unmodified: an app's folder (its .swift files and resources; tests and build folders skipped) or files, with a Core Data model, an asset catalog or data files named beside them (`*.swift Model.xcdatamodeld`). Previews and @main are skipped; `import SwiftUI` compiles against DataFlow. A file that declares `let experiments: [Experiment]` runs those experiments."
            ),
        ],
        options: [
            .all,
            .root.help(
                "The root view or app of your code (default: the App's window, else a scene delegate's hosted view, else ContentView, else the one view no other view uses)."
            ),
            .screen.help("With your code: the screen's size in points, which GeometryReader and UIScreen report (default: 393x852)."),
            .script.help("What to do, in the script grammar ('dataflow help script'): --script 'tap \"Save\"; toggle \"Wi-Fi\"'. None: mount only."),
            .scriptFile.help("The script, read from a file ('-': standard input)."),
            .timeout, .compileTimeout,
            .format.choosing(
                OutputFormat.allCases,
                help:
                    "text (default); json, the same data for programs; markdown, a lesson page (code and transcript); html, one self-contained page: a step slider, the screen drawn as a phone with the bodies that ran outlined, 'why' for a clicked view; mermaid or dot, one dependency diagram (views, state, reads, writes, stale), with a subgraph per variant and step when there are several."
            ),
            .variants, .steps, .summary, .state, .paths, .width, .color,
        ],
        sections: [
            Section(
                title: "ENVIRONMENT",
                rows: [
                    ("NO_COLOR", "Any value turns colours off (https://no-color.org)."),
                    ("DATAFLOW_CACHE", "Where compiled files are kept (default: ~/.cache/dataflow)."),
                    (
                        "DATAFLOW_BUILD_DIR",
                        "The build directory with DataFlow's modules, when this binary was copied away from it (default: the binary's directory)."
                    ),
                    ("DATAFLOW_SWIFTC", "The swiftc to compile with (default: swiftc on PATH)."),
                    ("DATAFLOW_TIMEOUT", "Seconds your code may run before it is stopped (default: 60; none for no limit)."),
                    ("DATAFLOW_COMPILE_TIMEOUT", "Seconds compiling your code may take before it is stopped (default: 300; none for no limit)."),
                    ("DATAFLOW_SEED", "The seed of your code's random numbers (default: 1)."),
                ]),
            Section(
                title: "EXIT STATUS",
                prose:
                    "0 when every script played through; 1 when an action named a control that is not on screen, a file did not compile or its code crashed; 64 for usage errors."
            ),
        ],
        argumentWords: .experiments, takesFiles: true)

    static let verify = CommandSpec(
        name: "verify",
        summary: "Compare transcripts with their recorded golden files.",
        overview:
            "Compare each transcript (text and JSON) with its golden file. A mismatch prints a unified diff and the command that re-records it. A golden with no experiment fails.",
        usage: "verify [<experiment>... | <file.swift|folder>...] [<options>]",
        arguments: [
            ("<experiment>", "Verify only these experiments (default: all)."),
            (
                "<file.swift|folder>",
                "Verify your own code's transcript instead (with --golden, or with --goldens for files that declare experiments)."
            ),
        ],
        options: [
            .record, .goldens, .golden, .root, .screen, .script.help("With your code: the script to play."), .scriptFile, .timeout,
            .compileTimeout,
        ],
        sections: [
            Section(
                title: "ENVIRONMENT",
                rows: [
                    (
                        "DATAFLOW_RECORD",
                        "Record mode when --record is not given: never (default), missing, failed or all. Ignored when CI is set: CI never records."
                    ),
                    ("DATAFLOW_GOLDENS", "Same as --goldens."),
                ])
        ],
        argumentWords: .experiments, takesFiles: true)

    static let play = CommandSpec(
        name: "play",
        summary: "Play an experiment, or your own views, one typed action at a time.",
        overview:
            "Play one variant of an experiment, or your own views, interactively. It prints the mount (step 0) and the controls on screen, numbered; each line you type is an action in the script grammar ('dataflow help script') or a control's number, and prints that step as a transcript would. Commands: screen, undo, reset, script (the actions so far; for your own files, the whole run command that replays them), why <view> (as 'dataflow why', for the last step), help, quit. Standard input may be a pipe: `printf '1\\nscript\\n' | dataflow play state-of-array` prints the session, the typed lines echoed after each prompt; if a piped line is refused, play exits 1 and names the first on stderr.",
        usage: "play (<experiment> [--variant <name>] | <file.swift|folder>... [--root <Type>]) [<options>]",
        arguments: [
            ("<experiment>", "An experiment id from 'dataflow list'."),
            ("<file.swift|folder>", "Your own code, as for 'dataflow run'."),
        ],
        options: [
            .variants.help("The variant to play (default: the experiment's first).", value: "<name>"),
            .root, .screen, .state, .paths, .width, .color.help("Colours, as for 'dataflow run'."),
        ],
        argumentWords: .experiments, takesFiles: true)

    static let why = CommandSpec(
        name: "why",
        summary: "Say why a view did or did not update in a step, rule by rule.",
        overview:
            "Say why one view did or did not update in one step: whether its body ran, was skipped or was not asked for, and the chain of causes behind it (the write, whether SwiftUI tracks what was written, which input changed, the parent that re-ran), each with the rule it follows. It reads what the run recorded; it is the transcript, explained.",
        usage: "why (<experiment> | <file.swift|folder>...) <view> [<options>]",
        arguments: [
            ("<experiment>", "An experiment id from 'dataflow list'."),
            ("<file.swift|folder>", "Your own code, as for 'dataflow run'."),
            ("<view>", "The view: its type (Row), its identity path (ContentView/VStack[1]/Row), or text it shows (\"clicks: 0\")."),
        ],
        options: [
            .step, .variants, .root, .screen, .script.help("With your code: the script to play first."), .scriptFile, .timeout, .compileTimeout,
            .format.choosing(OutputFormat.transcriptFormats, help: "The answer for people (default), or for programs."),
            .width,
        ],
        sections: [
            Section(
                title: "EXAMPLES",
                verbatim: [
                    "dataflow why state-of-array ContentView --variant class",
                    "dataflow why Counter.swift '\"count: 1\"' --script 'tap \"Increment\"'",
                ])
        ],
        argumentWords: .experiments, takesFiles: true)

    static let diff = CommandSpec(
        name: "diff",
        summary: "Play one script on two variants, or two versions of your code: what differs.",
        overview:
            "Play the same script on two variants of an experiment, or on two versions of your code, and print, step by step, only what differs: bodies that ran or were skipped, writes, SwiftUI's warnings and dataflow's notes, the console, the screen, stale views. Lines only the first has start with -, lines only the second has with +.",
        usage: "diff (<experiment> [--variant <a>,<b>] | <A.swift|folder> <B.swift|folder>) [<options>]",
        arguments: [
            ("<experiment>", "An experiment id from 'dataflow list'."),
            ("<A.swift|folder> <B.swift|folder>", "Two versions of your code, each run as 'dataflow run' would."),
        ],
        options: [
            .variants.help("The two variants to compare (default: the experiment's first two).", value: "<a>,<b>"),
            .root.help("With your code: the root view or app of both."), .screen,
            .script.help("With your code: the script both play."),
            .scriptFile.help("With your code: the script, read from a file."), .timeout, .compileTimeout, .width,
        ],
        sections: [
            Section(
                title: "EXAMPLES",
                verbatim: [
                    "dataflow diff state-of-array",
                    "dataflow diff Before.swift After.swift --script 'tap \"Add\"'",
                ])
        ],
        argumentWords: .experiments, takesFiles: true)

    static let show = CommandSpec(
        name: "show",
        summary: "Print an experiment's code, as it is in experiments/.",
        overview:
            "Print the code an experiment runs: the file that describes it (lesson, script), then each variant's views, or a compile-time lesson's snippet, as they are in experiments/. The code is built into the binary, so this works from any directory.",
        usage: "show <experiment>...",
        arguments: [("<experiment>", "An experiment id from 'dataflow list'. Several may be given.")],
        argumentWords: .experiments)

    static let explain = CommandSpec(
        name: "explain",
        summary: "Print the rulebook's entry for a cited id (§6, D10, Q7, S0.6).",
        overview:
            "Print what a cited id means: the rulebook's entry, with its evidence, its confidence, the code that implements it and the experiments that show it. Transcripts and lessons cite rules (§6), decisions (D10), open questions (Q7), sources ([OS-State]) and the seed articles' claims (S0.6); an unknown id's error lists the ranges there are.",
        usage: "explain <id>...",
        arguments: [("<id>", "One or more ids: §6 (or 6), D10, Q7, S0.6, [OS-State].")],
        sections: [
            Section(
                prose:
                    "The rulebook is docs/RULES.md and docs/SEEDS.md; this command prints the copy built into the binary, so it works offline and from any directory."
            )
        ],
        argumentWords: .rulebookIDs)

    static let help = CommandSpec(
        name: "help",
        summary: "Show help for a subcommand, or the script grammar ('help script').",
        overview: "Show help for a subcommand, or the script grammar.",
        usage: "help [<subcommand> | script]",
        argumentWords: .helpTopics)

    static let completion = CommandSpec(
        name: "completion",
        summary: "Print a shell completion script (bash, zsh or fish).",
        overview:
            "Print a script that teaches a shell to complete dataflow's subcommands, options, option values, experiment ids, rulebook ids and .swift files.",
        usage: "completion bash|zsh|fish",
        arguments: [
            ("bash", "source <(dataflow completion bash)   (in ~/.bashrc)"),
            ("zsh", "dataflow completion zsh > \"${fpath[1]}/_dataflow\""),
            ("fish", "dataflow completion fish > ~/.config/fish/completions/dataflow.fish"),
        ],
        argumentWords: .shells)

    static let screenSizes = CompletionWords.Value.words(["393x852", "390x844", "430x932", "375x667", "820x1180"])
}

/// Every option, declared once: the commands list the ones they take (a command may word its help
/// its own way, `help(_:)`), and the parser reads a value through its declaration
/// (`options[.root]`), never by a string.
extension CommandSpec.Option {
    static let all = Self("--all", nil, "Run every experiment of the catalog.")
    static let root = Self("--root", "<Type>", "With your code: the root view or app (default as for 'run').")
    static let screen = Self(
        "--screen", "<w>x<h>", "With your code: the screen's size (default as for 'run').", completion: CommandSpec.screenSizes)
    static let script = Self("--script", "<actions>", "With your code: the script to play.")
    static let scriptFile = Self(
        "--script-file", "<path>", "With your code: the script, read from a file ('-': standard input).", completion: .file)
    static let timeout = Self(
        "--timeout", "<seconds>",
        "With your code: how long it may run before it is stopped, in seconds, or none (default: DATAFLOW_TIMEOUT, else 60).")
    static let compileTimeout = Self(
        "--compile-timeout", "<seconds>",
        "With your code: how long compiling it may take before it is stopped, in seconds, or none (default: DATAFLOW_COMPILE_TIMEOUT, else 300)."
    )
    static let format = Self("--format", "<format>", "Output format (default: text).", choices: OutputFormat.allCases.map(\.rawValue))
    static let variants = Self("--variant", "<names>", "Only these variants (names separated by commas).", completion: .variants)
    static let steps = Self("--steps", "<list>", "Only these steps: 0,2-4 (0 is the mount).")
    static let step = Self("--step", "<n>", "The step to ask about (default: the last; 0 is the mount).")
    static let summary = Self(
        "--summary", nil,
        "Only the summary: the variants side by side and the updates per view; with mermaid or dot, what drove them, as a graph.")
    static let state = Self("--state", "changed|full", "The state after each step: what changed (default), or all.", choices: ["changed", "full"])
    static let paths = Self("--paths", "short|full", "Identity paths shortened to fit the line (default), or whole.", choices: ["short", "full"])
    static let width = Self("--width", "<columns>", "Wrap lines at this width, 40 to 10000 (default: the terminal's, else 100).")
    static let color = Self(
        "--color", "auto|always|never",
        "Colours for ran, skipped, stale, SwiftUI and dataflow lines (default auto: on a terminal, unless NO_COLOR is set).",
        choices: DisplayRequest.ColorChoice.allCases.map(\.rawValue))
    static let record = Self("--record", nil, "Record the goldens instead of comparing (refused when CI is set).")
    static let goldens = Self(
        "--goldens", "<dir>", "Where the goldens live (default: experiments/transcripts of the checkout this dataflow was built from).",
        completion: .directory)
    static let golden = Self("--golden", "<path>", "The golden of a file's transcript: text, or JSON if it ends in .json.", completion: .file)

    /// The same option, worded for one command.
    func help(_ text: String, value: String? = nil) -> Self {
        var copy = self
        copy.help = text
        if let value { copy.value = value }
        return copy
    }

    /// `--format`, offering `formats`.
    func choosing(_ formats: [OutputFormat], help text: String) -> Self {
        var copy = help(text, value: formats.count == 2 ? formats.map(\.rawValue).joined(separator: "|") : nil)
        copy.choices = formats.map(\.rawValue)
        copy.completion = .words(formats.map(\.rawValue))
        return copy
    }
}
