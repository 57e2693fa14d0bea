/// What a shell may complete after each subcommand: its options, the values an option takes,
/// and its arguments (experiment ids, rulebook ids, `.swift` files). The three shells' scripts
/// are generated from this one description, which reads the parser's own option table.
struct CompletionWords {
    /// Where an option's value comes from.
    enum Value: Equatable {
        /// One of these words.
        case words([String])
        /// A file name.
        case file
        /// A directory name.
        case directory
        /// Something only the user knows (a type name, a script, a number): nothing is offered.
        case free
    }

    struct Command {
        var name: String
        var summary: String
        var options: [String]
        /// Words offered as arguments.
        var arguments: [String]
        /// Whether `.swift` files are arguments too.
        var takesFiles: Bool
    }

    var commands: [Command]
    /// Every option's value, by option name (the same option means the same thing everywhere,
    /// except `--format`, whose choices are per command).
    var values: [String: Value]
    var formats: [String: [String]]

    init(experimentIDs: [String], variantNames: [String], rulebookIDs: [String]) {
        var commands: [Command] = []
        for (name, summary) in Help.subcommands {
            let names = ArgumentParser.options[name] ?? ([], [])
            let arguments: [String]
            switch name {
            case "run", "verify", "play", "show": arguments = experimentIDs
            case "explain": arguments = rulebookIDs
            case "help": arguments = ArgumentParser.commands + ["script"]
            case "completion": arguments = Shell.allCases.map(\.rawValue)
            default: arguments = []
            }
            commands.append(Command(
                name: name, summary: summary, options: names.valued + names.flags + ["--help"], arguments: arguments,
                takesFiles: ["list", "run", "verify", "play"].contains(name)))
        }
        self.commands = commands
        values = [
            "--color": .words(DisplayRequest.ColorChoice.allCases.map(\.rawValue)),
            "--state": .words(["changed", "full"]),
            "--paths": .words(["short", "full"]),
            "--screen": .words(["393x852", "390x844", "430x932", "375x667", "820x1180"]),
            // Any experiment's: the shell does not know which experiment the line names.
            "--variant": .words(variantNames),
            "--script-file": .file, "--golden": .file, "--goldens": .directory,
        ]
        for command in commands {
            for option in command.options where values[option] == nil && ArgumentParser.options[command.name]?.valued.contains(option) == true {
                values[option] = option == "--format" ? nil : .free
            }
        }
        formats = [
            "list": OutputFormat.transcriptFormats.map(\.rawValue),
            "run": OutputFormat.allCases.map(\.rawValue),
        ]
    }
}

/// The shells `dataflow completion` writes a script for.
enum Shell: String, CaseIterable {
    case bash, zsh, fish
}
