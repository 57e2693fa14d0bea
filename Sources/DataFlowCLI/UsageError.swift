/// A bad invocation: one line naming the problem (and the closest valid name, when one is close),
/// then the usage line of the command and where to find help. Exit code 64.
struct UsageError: Error, Equatable {
    var message: String
    var usage: String

    var rendered: String {
        "Error: \(message)\n\(usage)\nSee '\(helpCommand)'.\n"
    }

    /// The help that explains the usage: the subcommand's (`dataflow run --help`), else the
    /// overview's.
    var helpCommand: String {
        let words = usage.split(separator: " ")
        if words.count > 2, words[1] == "dataflow", Help.subcommands.contains(where: { $0.name == words[2] }) {
            return "dataflow \(words[2]) --help"
        }
        return "dataflow --help"
    }

    var result: CommandResult { CommandResult(exitCode: ExitCode.usage, stderr: rendered) }
}

/// A quoted name for messages: `'run'`. Control characters are escaped (`\n`, `\u{1B}`), so an
/// argument can never break the one-line error or write terminal escapes.
func quoted(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\n": escaped += "\\n"
        case "\r": escaped += "\\r"
        case "\t": escaped += "\\t"
        default:
            switch scalar.properties.generalCategory {
            // Invisible or direction-changing formats too; the zero-width joiner stays for emoji.
            case .format where scalar == "\u{200D}":
                escaped.unicodeScalars.append(scalar)
            case .control, .lineSeparator, .paragraphSeparator, .format:
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                escaped.unicodeScalars.append(scalar)
            }
        }
    }
    return "'\(escaped)'"
}
