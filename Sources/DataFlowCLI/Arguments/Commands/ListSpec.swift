import DataFlow

/// `dataflow list`: its declaration (help, options, completion) and its parsing.
extension CommandSpec {
    static let list = CommandSpec(
        name: "list",
        summary: "List the experiments (or those a file of yours declares).",
        overview: "List the experiments, one per line: id, title and the claims each demonstrates.",
        usage: "list [<file.swift|folder>...] [--format text|json]",
        arguments: [("<file.swift|folder>", "Code of yours that declares `let experiments: [Experiment]`: list those instead of the catalog.")],
        options: [.format.choosing(OutputFormat.transcriptFormats, help: "Output format (default: text).")],
        takesFiles: true)
}

extension CommandLineParser {
    func parseList(_ arguments: [String]) throws(UsageError) -> Invocation {
        var options = Options(.list)
        try options.scan(arguments)
        if options.wantsHelp { return .help(command: "list") }
        if try Self.namesFiles(options.positionals, command: .list) {
            return .files(FileRequest(command: .list, files: options.positionals, format: try format(options, command: .list)))
        }
        if let extra = options.positionals.first {
            throw UsageError(message: "unexpected argument \(quoted(extra)) for 'list'", command: .list)
        }
        return .list(format: try format(options, command: .list))
    }
}
