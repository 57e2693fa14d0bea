import DataFlow

/// `dataflow show`: its declaration (help, options, completion) and its parsing.
extension CommandSpec {
    static let show = CommandSpec(
        name: "show",
        summary: "Print an experiment's code, as it is in experiments/.",
        overview:
            "Print the code an experiment runs: the file that describes it (lesson, script), then each variant's views, or a compile-time lesson's snippet, as they are in experiments/. The code is built into the binary, so this works from any directory.",
        usage: "show <experiment>...",
        arguments: [("<experiment>", "An experiment id from 'dataflow list'. Several may be given.")],
        argumentWords: .experiments)
}

extension CommandLineParser {
    func parseShow(_ arguments: [String]) throws(UsageError) -> Invocation {
        var options = Options(.show)
        try options.scan(arguments)
        if options.wantsHelp { return .help(command: "show") }
        guard !options.positionals.isEmpty else {
            throw UsageError(message: "missing experiment: name one from 'dataflow list'", command: .show)
        }
        try validate(options.positionals, command: .show)
        return .show(ids: options.positionals)
    }
}
