/// A bad invocation: one line naming the problem (and the closest valid name, when one is close),
/// then the usage line of the command and where to find help. Exit code 64.
struct UsageError: Error, Equatable {
    var message: String
    /// `Usage: dataflow run …`, from the command's declaration.
    var usage: String
    /// `dataflow run --help`, or `dataflow --help` before a subcommand.
    var helpCommand: String

    init(message: String, command: CommandSpec) {
        self.message = message
        usage = command.usageLine
        helpCommand = command.helpCommand
    }

    var rendered: String {
        "Error: \(message)\n\(usage)\nSee '\(helpCommand)'.\n"
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
