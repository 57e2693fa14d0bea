import DataFlow

/// `dataflow diff`: its declaration (help, options, completion) and its parsing.
extension CommandSpec {
    static let diff = CommandSpec(
        name: "diff",
        summary: "Play one script on two variants, or two versions of your code: what differs.",
        overview:
            "Play the same script on two variants of an experiment, or on two versions of your code, and print, step by step, only what differs: bodies that ran or were skipped, writes, SwiftUI's warnings and dataflow's notes, the console, the screen, stale views. Lines only the first has start with -, lines only the second has with +.",
        usage: "diff (<experiment> [--variant <a>,<b>] | <A.swift|folder> <B.swift|folder>) [<options>]",
        arguments: [
            ("<experiment>", "An experiment id from 'dataflow list'."),
            ("<A.swift|folder> <B.swift|folder>", "Two versions of your code, each run as 'dataflow run' would."),
        ],
        options: [
            .variants.help("The two variants to compare (default: the experiment's first two).", value: "<a>,<b>"),
            .root.help("With your code: the root view or app of both."), .screen,
            .script.help("With your code: the script both play."),
            .scriptFile.help("With your code: the script, read from a file."), .timeout, .compileTimeout, .width,
        ],
        sections: [
            Section(
                title: "EXAMPLES",
                verbatim: [
                    "dataflow diff state-of-array",
                    "dataflow diff Before.swift After.swift --script 'tap \"Add\"'",
                ])
        ],
        argumentWords: .experiments, takesFiles: true)
}

extension CommandLineParser {
    /// `diff <experiment>` (two of its variants) or `diff <A> <B>` (two files or folders).
    func parseDiff(_ arguments: [String]) throws(UsageError) -> Invocation {
        var options = Options(.diff)
        try options.scan(arguments)
        if options.wantsHelp { return .help(command: "diff") }
        var request = DiffRequest()
        request.width = try displayRequest(options, command: .diff).width
        if try Self.namesFiles(options.positionals, command: .diff) {
            guard options.positionals.count == 2 else {
                throw UsageError(
                    message: "diff compares two versions of your code: give two files or folders, not \(options.positionals.count)", command: .diff)
            }
            if options[.variants] != nil {
                throw UsageError(
                    message: "\(Option.variants.name) chooses an experiment's variants; two files are compared as they are", command: .diff)
            }
            if options[.scriptFile] == "-" {
                throw UsageError(
                    message:
                        "diff plays the script twice: give it with \(Option.script.name), or \(Option.scriptFile.name) <path>, not standard input",
                    command: .diff)
            }
            for path in options.positionals {
                var side = FileRequest(command: .run, files: [path])
                side.format = .json
                try fileOptions(options, into: &side, command: .diff)
                request.sides.append(side)
            }
            return .diff(request)
        }
        try rejectFileOptions(options, command: .diff)
        guard options.positionals.count == 1 else {
            throw UsageError(
                message: options.positionals.isEmpty
                    ? "missing experiment: name one from 'dataflow list', or two .swift files or folders"
                    : "diff compares the variants of one experiment, not \(options.positionals.count)", command: .diff)
        }
        try validate(options.positionals, command: .diff)
        request.id = options.positionals[0]
        if let variants = options[.variants] {
            let names = variants.split(separator: ",").map(String.init)
            guard names.count == 2 else {
                throw UsageError(
                    message: "\(quoted(Option.variants.name)) takes the two variants to compare, separated by a comma (such as struct,class)",
                    command: .diff)
            }
            request.variants = names
        }
        return .diff(request)
    }
}
