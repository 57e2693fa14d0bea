import DataFlow

/// `dataflow help`: its declaration (help, options, completion) and its parsing.
extension CommandSpec {
    static let help = CommandSpec(
        name: "help",
        summary: "Show help for a subcommand, or the script grammar ('help script').",
        overview: "Show help for a subcommand, or the script grammar.",
        usage: "help [<subcommand> | script]",
        argumentWords: .helpTopics)
}

extension CommandLineParser {
    func parseHelp(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let command = arguments.first else { return .help(command: nil) }
        if arguments.count > 1 {
            throw UsageError(message: "unexpected argument \(quoted(arguments[1])) for 'help'", command: .help)
        }
        if command == "-h" || command == "--help" { return .help(command: "help") }
        guard Self.commands.contains(command) || command == "script" else {
            var message = "unknown help topic \(quoted(command))"
            if let close = closest(to: command, among: Self.commands + ["script"]) { message += ". Did you mean \(quoted(close))?" }
            throw UsageError(message: message + " (topics: \((Self.commands + ["script"]).joined(separator: ", ")))", command: .help)
        }
        return .help(command: command)
    }
}
