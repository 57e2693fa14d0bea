import DataFlow

/// Every subcommand's declaration, in the order the overview lists them. An option several
/// commands share with the same meaning and words is declared once below, and used by name.
extension CommandSpec {
    static let all: [CommandSpec] = [list, run, verify, play, serve, why, diff, show, explain, help, completion]

    static func named(_ name: String) -> CommandSpec? { all.first { $0.name == name } }

    /// `dataflow` itself, for usage errors before a subcommand.
    static let dataflow = CommandSpec(name: "", summary: "", overview: "", usage: "<subcommand> [options]")

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
