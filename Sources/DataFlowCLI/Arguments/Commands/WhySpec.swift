import DataFlow

/// `dataflow why`: its declaration (help, options, completion) and its parsing.
extension CommandSpec {
    static let why = CommandSpec(
        name: "why",
        summary: "Say why a view did or did not update in a step, rule by rule.",
        overview:
            "Say why one view did or did not update in one step: whether its body ran, was skipped or was not asked for, and the chain of causes behind it (the write, whether SwiftUI tracks what was written, which input changed, the parent that re-ran), each with the rule it follows. It reads what the run recorded; it is the transcript, explained.",
        usage: "why (<experiment> | <file.swift|folder>...) <view> [<options>]",
        arguments: [
            ("<experiment>", "An experiment id from 'dataflow list'."),
            ("<file.swift|folder>", "Your own code, as for 'dataflow run'."),
            ("<view>", "The view: its type (Row), its identity path (ContentView/VStack[1]/Row), or text it shows (\"clicks: 0\")."),
        ],
        options: [
            .step, .variants, .root, .screen, .script.help("With your code: the script to play first."), .scriptFile, .timeout, .compileTimeout,
            .format.choosing(OutputFormat.transcriptFormats, help: "The answer for people (default), or for programs."),
            .width,
        ],
        sections: [
            Section(
                title: "EXAMPLES",
                verbatim: [
                    "dataflow why state-of-array ContentView --variant class",
                    "dataflow why Counter.swift '\"count: 1\"' --script 'tap \"Increment\"'",
                ])
        ],
        argumentWords: .experiments, takesFiles: true)
}

extension CommandLineParser {
    /// `why <experiment | files…> <view>`: the last argument is the view.
    func parseWhy(_ arguments: [String]) throws(UsageError) -> Invocation {
        var options = Options(.why)
        try options.scan(arguments)
        if options.wantsHelp { return .help(command: "why") }
        guard options.positionals.count >= 2, let view = options.positionals.last else {
            throw UsageError(
                message: "missing \(options.positionals.isEmpty ? "experiment and view" : "view"): dataflow why <experiment|file.swift> <view>",
                command: .why)
        }
        var question = WhyRequest(view: view)
        if let step = options[.step] {
            guard let number = Int(step), number >= 0 else {
                throw UsageError(message: Option.step.invalid(step, expected: "a step number (0 is the mount)"), command: .why)
            }
            question.step = number
        }
        if let variants = options[.variants] {
            question.variants = variants.split(separator: ",").map(String.init)
            if question.variants?.isEmpty != false {
                throw UsageError(message: "\(quoted(Option.variants.name)) needs a variant name (several separated by commas)", command: .why)
            }
        }
        question.format = try format(options, command: .why)
        question.width = try displayRequest(options, command: .why).width
        let subjects = Array(options.positionals.dropLast())
        if try Self.namesFiles(subjects, command: .why) {
            if question.variants != nil {
                throw UsageError(message: "\(Option.variants.name) chooses among an experiment's variants; a file of views has one", command: .why)
            }
            var request = FileRequest(command: .why(question), files: subjects)
            try fileOptions(options, into: &request, command: .why)
            return .files(request)
        }
        try rejectFileOptions(options, command: .why)
        guard subjects.count == 1 else {
            throw UsageError(message: "why asks about one experiment, not \(subjects.count) (\(subjects.joined(separator: ", ")))", command: .why)
        }
        try validate(subjects, command: .why)
        question.id = subjects[0]
        return .why(question)
    }
}
