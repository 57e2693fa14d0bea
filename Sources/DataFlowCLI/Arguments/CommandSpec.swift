/// One subcommand, declared once: its usage, its overview, its arguments, its options (each with
/// its value, its help and what a shell may complete), and the notes after them. Parsing, help,
/// usage errors and shell completion all read this declaration, as swift-argument-parser derives
/// them from one type; `Commands.swift` holds the declarations.
struct CommandSpec {
    /// An option: its name, its value's placeholder (nil for a flag), its help, and the values
    /// a shell offers for it.
    struct Option {
        var name: String
        var value: String?
        var help: String
        /// The only values it takes (`changed`, `full`), which the parser checks and a shell
        /// offers; nil when any value of its kind is welcome.
        var choices: [String]?
        /// What a shell offers for the value.
        var completion: CompletionWords.Value

        init(_ name: String, _ value: String? = nil, _ help: String, choices: [String]? = nil, completion: CompletionWords.Value = .free) {
            self.name = name
            self.value = value
            self.help = help
            self.choices = choices
            self.completion = choices.map { .words($0) } ?? completion
        }

        var isFlag: Bool { value == nil }
        /// As the help's left column shows it: `--format <format>`.
        var label: String { value.map { "\(name) \($0)" } ?? name }
    }

    /// A block after the options: rows (ENVIRONMENT, EXAMPLES) or prose (EXIT STATUS, notes).
    struct Section {
        var title: String?
        var rows: [(label: String, help: String)] = []
        var prose: String?
        /// Lines shown as they are (examples).
        var verbatim: [String] = []
    }

    /// What a shell offers as the command's arguments.
    enum ArgumentWords {
        case experiments, rulebookIDs, helpTopics, shells, none
    }

    var name: String
    /// The overview's one line for the command.
    var summary: String
    var overview: String
    /// After `dataflow `: `run (<experiment>... | --all | <file.swift|folder>...) [<options>]`.
    var usage: String
    var arguments: [(label: String, help: String)] = []
    var options: [Option] = []
    var sections: [Section] = []
    var argumentWords: ArgumentWords = .none
    /// Whether `.swift` files and folders are arguments.
    var takesFiles = false

    /// `Usage: dataflow …`, the second line of a usage error.
    var usageLine: String { "Usage: dataflow \(usage)" }

    /// Where a usage error sends the reader.
    var helpCommand: String { name.isEmpty ? "dataflow --help" : "dataflow \(name) --help" }

    func option(_ name: String) -> Option? { options.first { $0.name == name } }
}

extension CommandSpec {
    /// How wide help text is: the paragraphs wrap here; a longer word or example stays whole.
    static let helpWidth = 96
    /// Where an option's or argument's help starts.
    static let helpColumn = 26

    /// `dataflow <command> --help`.
    var help: String {
        var lines = Self.paragraph("OVERVIEW: " + overview)
        lines += ["", "USAGE: dataflow \(usage)"]
        if !arguments.isEmpty {
            lines += ["", "ARGUMENTS:"] + arguments.flatMap { Self.row($0.label, $0.help) }
        }
        if !name.isEmpty, name != "help" {
            lines +=
                ["", "OPTIONS:"] + (options.map { ($0.label, $0.help) } + [("-h, --help", "Show help information.")]).flatMap { Self.row($0.0, $0.1) }
        }
        for section in sections {
            lines.append("")
            if let title = section.title { lines.append(title + ":") }
            lines += section.rows.flatMap { Self.row($0.label, $0.help) }
            lines += section.verbatim.map { "  " + $0 }
            if let prose = section.prose { lines += Self.paragraph(prose, indent: section.title == nil ? "" : "  ") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A label and its help: the help at `helpColumn`, wrapped; a label too wide for the column
    /// has a line of its own.
    static func row(_ label: String, _ help: String) -> [String] {
        let indent = String(repeating: " ", count: helpColumn)
        let head = "  " + label
        var wrapped = paragraph(help, indent: indent)
        if head.count <= helpColumn - 2 {
            wrapped[0] = head.padding(toLength: helpColumn, withPad: " ", startingAt: 0) + wrapped[0].dropFirst(helpColumn)
            return wrapped
        }
        return [head] + wrapped
    }

    /// `text` wrapped at spaces to `helpWidth`, each line starting with `indent`.
    static func paragraph(_ text: String, indent: String = "") -> [String] {
        var lines: [String] = []
        var line = indent
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if line.count > indent.count, line.count + 1 + word.count > helpWidth {
                lines.append(line)
                line = indent + word
            } else {
                line += (line.count > indent.count ? " " : "") + word
            }
        }
        lines.append(line)
        return lines
    }
}
