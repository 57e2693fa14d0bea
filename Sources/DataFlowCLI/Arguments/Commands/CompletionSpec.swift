import DataFlow

/// `dataflow completion`: its declaration (help, options, completion) and its parsing.
extension CommandSpec {
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
}

extension CommandLineParser {
    func parseCompletion(_ arguments: [String]) throws(UsageError) -> Invocation {
        var options = Options(.completion)
        try options.scan(arguments)
        if options.wantsHelp { return .help(command: "completion") }
        let shells = Shell.allCases.map(\.rawValue)
        guard let name = options.positionals.first else {
            throw UsageError(message: "missing shell: one of \(shells.joined(separator: ", "))", command: .completion)
        }
        guard let shell = Shell(rawValue: name) else {
            var message = "unknown shell \(quoted(name)): expected \(shells.joined(separator: ", "))"
            if let close = closest(to: name, among: shells) { message += ". Did you mean \(quoted(close))?" }
            throw UsageError(message: message, command: .completion)
        }
        if let extra = options.positionals.dropFirst().first {
            throw UsageError(message: "unexpected argument \(quoted(extra)) for 'completion'", command: .completion)
        }
        return .completion(shell)
    }
}
