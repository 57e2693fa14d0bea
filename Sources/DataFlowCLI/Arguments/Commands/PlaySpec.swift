import DataFlow

/// `dataflow play`: its declaration (help, options, completion) and its parsing.
extension CommandSpec {
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
}

extension CommandLineParser {
    func parsePlay(_ arguments: [String]) throws(UsageError) -> Invocation {
        var options = Options(.play)
        try options.scan(arguments)
        if options.wantsHelp { return .help(command: "play") }
        let display = try displayRequest(options, command: .play)
        if try Self.namesFiles(options.positionals, command: .play) {
            if options[.variants] != nil {
                throw UsageError(
                    message:
                        "\(Option.variants.name) chooses among an experiment's variants; a file of views plays its root (\(Option.root.name) <Type>)",
                    command: .play)
            }
            var request = FileRequest(command: .play, files: options.positionals)
            try fileOptions(options, into: &request, command: .play)
            request.display = display
            return .files(request)
        }
        let id = try oneExperiment(options, command: .play, refusing: [.root, .screen])
        let known = variantNames[id] ?? []
        var variant: String?
        if let names = display.variants {
            guard names.count == 1, let name = names.first else {
                throw UsageError(message: "play takes one variant, not \(names.count) (\(names.joined(separator: ", ")))", command: .play)
            }
            if !known.contains(name) {
                var message = "no variant \(quoted(name)) in \(id)"
                if let close = closest(to: name, among: known) { message += ". Did you mean \(quoted(close))?" }
                throw UsageError(message: message + " (variants: \(known.joined(separator: ", ")))", command: .play)
            }
            variant = name
        }
        return .play(id: id, variant: variant, display: display)
    }

    /// The one experiment `play` or `serve` names, once the options only files take are refused.
    func oneExperiment(_ options: Options, command: CommandSpec, refusing fileOptions: [Option]) throws(UsageError) -> String {
        for option in fileOptions where options[option] != nil {
            throw UsageError(
                message: "\(option.name) is for your own files: dataflow \(command.name) MyView.swift \(option.name) …", command: command)
        }
        guard let id = options.positionals.first else {
            throw UsageError(message: "missing experiment: name one from 'dataflow list', or a .swift file or folder", command: command)
        }
        if options.positionals.count > 1 {
            throw UsageError(
                message:
                    "\(command.name) takes one experiment, not \(options.positionals.count) (\(options.positionals.joined(separator: ", ")))",
                command: command)
        }
        try validate([id], command: command)
        return id
    }
}
