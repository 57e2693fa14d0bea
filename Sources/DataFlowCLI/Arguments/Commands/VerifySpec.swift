import DataFlow

/// `dataflow verify`: its declaration (help, options, completion) and its parsing.
extension CommandSpec {
    static let verify = CommandSpec(
        name: "verify",
        summary: "Compare transcripts with their recorded golden files.",
        overview:
            "Compare each transcript (text and JSON) with its golden file. A mismatch prints a unified diff and the command that re-records it. A golden with no experiment fails.",
        usage: "verify [<experiment>... | <file.swift|folder>...] [<options>]",
        arguments: [
            ("<experiment>", "Verify only these experiments (default: all)."),
            (
                "<file.swift|folder>",
                "Verify your own code's transcript instead (with --golden, or with --goldens for files that declare experiments)."
            ),
        ],
        options: [
            .record, .goldens, .golden, .root, .screen, .script.help("With your code: the script to play."), .scriptFile, .timeout,
            .compileTimeout,
        ],
        sections: [
            Section(
                title: "ENVIRONMENT",
                rows: [
                    (
                        "DATAFLOW_RECORD",
                        "Record mode when --record is not given: never (default), missing, failed or all. Ignored when CI is set: CI never records."
                    ),
                    ("DATAFLOW_GOLDENS", "Same as --goldens."),
                ])
        ],
        argumentWords: .experiments, takesFiles: true)
}

extension CommandLineParser {
    func parseVerify(_ arguments: [String]) throws(UsageError) -> Invocation {
        var options = Options(.verify)
        try options.scan(arguments)
        if options.wantsHelp { return .help(command: "verify") }
        for option in [CommandSpec.Option.goldens, .golden] where options[option]?.isEmpty == true {
            throw UsageError(message: "\(quoted(option.name)) needs a path, not an empty string", command: .verify)
        }
        if try Self.namesFiles(options.positionals, command: .verify) {
            let golden = options[.golden]
            let goldens = options[.goldens]
            if golden != nil && goldens != nil {
                throw UsageError(
                    message: "give \(Option.golden.name) <file> (a root view) or \(Option.goldens.name) <dir> (declared experiments), not both",
                    command: .verify)
            }
            if golden == nil && goldens == nil {
                throw UsageError(
                    message:
                        "verifying a file needs \(Option.golden.name) <file.txt|file.json> (or \(Option.goldens.name) <dir> for declared experiments)",
                    command: .verify)
            }
            var request = FileRequest(
                command: .verify(golden: golden, goldens: goldens, record: options.isSet(.record)), files: options.positionals)
            try fileOptions(options, into: &request, command: .verify)
            return .files(request)
        }
        try rejectFileOptions(options, command: .verify)
        if options[.golden] != nil {
            throw UsageError(
                message:
                    "\(Option.golden.name) is for a file's transcript (dataflow verify MyView.swift \(Option.golden.name) MyView.txt); the catalog uses \(Option.goldens.name) <dir>",
                command: .verify)
        }
        try validate(options.positionals, command: .verify)
        return .verify(ids: options.positionals, record: options.isSet(.record), goldens: options[.goldens])
    }
}
