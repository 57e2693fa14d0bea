/// What a shell may complete after each subcommand: its options, the values an option takes,
/// and its arguments (experiment ids, rulebook ids, `.swift` files). The three shells' scripts
/// are generated from this one description, which reads the commands' declarations.
struct CompletionWords {
    /// Where an option's value comes from.
    enum Value: Equatable {
        /// One of these words.
        case words([String])
        /// The catalog's variant names (any experiment's: the shell does not know which
        /// experiment the line names).
        case variants
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
    var values: [String: Value] = [:]
    var formats: [String: [String]] = [:]

    init(experimentIDs: [String], variantNames: [String], rulebookIDs: [String]) {
        commands = CommandSpec.all.map { spec in
            let arguments: [String] =
                switch spec.argumentWords {
                case .experiments: experimentIDs
                case .rulebookIDs: rulebookIDs
                case .helpTopics: CommandSpec.all.map(\.name) + ["script"]
                case .shells: Shell.allCases.map(\.rawValue)
                case .none: []
                }
            return Command(
                name: spec.name, summary: spec.summary, options: spec.options.map(\.name) + ["--help"], arguments: arguments,
                takesFiles: spec.takesFiles)
        }
        for spec in CommandSpec.all {
            for option in spec.options where !option.isFlag {
                let value = option.completion == .variants ? .words(variantNames) : option.completion
                if option.name == "--format", case .words(let formats) = value {
                    self.formats[spec.name] = formats
                } else {
                    values[option.name] = value
                }
            }
        }
    }
}

/// The shells `dataflow completion` writes a script for.
enum Shell: String, CaseIterable {
    case bash, zsh, fish
}
