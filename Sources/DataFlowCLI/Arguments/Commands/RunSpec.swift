import DataFlow

/// `dataflow run`: its declaration (help, options, completion) and its parsing.
extension CommandSpec {
    static let run = CommandSpec(
        name: "run",
        summary: "Play experiments, or your own SwiftUI files, and print transcripts.",
        overview:
            "Play experiments, or your own SwiftUI files, and print their transcripts. Step 0 is the first render; each later step is one scripted action.",
        usage: "run (<experiment>... | --all | <file.swift|folder>...) [<options>]",
        arguments: [
            ("<experiment>", "An experiment id from 'dataflow list'. Several may be given."),
            (
                "<file.swift|folder>",
                "Your own code, unmodified: an app's folder (its .swift files and resources; with its Xcode project, the app target's files; tests and build folders skipped) or files, with a Core Data model, an asset catalog or data files named beside them (`*.swift Model.xcdatamodeld`). Previews and @main are skipped; `import SwiftUI` compiles against DataFlow. A file that declares `let experiments: [Experiment]` runs those experiments."
            ),
        ],
        options: [
            .all,
            .root.help(
                "The root view or app of your code (default: the App's window, else a scene delegate's hosted view, else ContentView, else the one view no other view uses)."
            ),
            .screen.help("With your code: the screen's size in points, which GeometryReader and UIScreen report (default: 393x852)."),
            .script.help("What to do, in the script grammar ('dataflow help script'): --script 'tap \"Save\"; toggle \"Wi-Fi\"'. None: mount only."),
            .scriptFile.help("The script, read from a file ('-': standard input)."),
            .timeout, .compileTimeout,
            .format.choosing(
                OutputFormat.allCases,
                help:
                    "text (default); json, the same data for programs; markdown, a lesson page (code and transcript); html, one self-contained page: a step slider, the screen drawn as a phone with the bodies that ran outlined, 'why' for a clicked view; mermaid or dot, one dependency diagram (views, state, reads, writes, stale), with a subgraph per variant and step when there are several."
            ),
            .variants, .steps, .summary, .state, .paths, .width, .color,
        ],
        sections: [
            Section(
                title: "ENVIRONMENT",
                rows: [
                    ("NO_COLOR", "Any value turns colours off (https://no-color.org)."),
                    ("DATAFLOW_CACHE", "Where compiled files are kept (default: ~/.cache/dataflow)."),
                    (
                        "DATAFLOW_BUILD_DIR",
                        "The build directory with DataFlow's modules, when this binary was copied away from it (default: the binary's directory)."
                    ),
                    ("DATAFLOW_SWIFTC", "The swiftc to compile with (default: swiftc on PATH)."),
                    ("DATAFLOW_TIMEOUT", "Seconds your code may run before it is stopped (default: 60; none for no limit)."),
                    ("DATAFLOW_COMPILE_TIMEOUT", "Seconds compiling your code may take before it is stopped (default: 300; none for no limit)."),
                    ("DATAFLOW_SEED", "The seed of your code's random numbers (default: 1)."),
                ]),
            Section(
                title: "EXIT STATUS",
                prose:
                    "0 when every script played through; 1 when an action named a control that is not on screen, a file did not compile or its code crashed; 64 for usage errors."
            ),
        ],
        argumentWords: .experiments, takesFiles: true)
}

extension CommandLineParser {
    func parseRun(_ arguments: [String]) throws(UsageError) -> Invocation {
        var options = Options(.run)
        try options.scan(arguments)
        if options.wantsHelp { return .help(command: "run") }
        let all = options.isSet(.all)
        let display = try displayRequest(options, command: .run)
        if try Self.namesFiles(options.positionals, command: .run) {
            if all { throw UsageError(message: "\(Option.all.name) runs the catalog; do not also name files", command: .run) }
            var request = FileRequest(command: .run, files: options.positionals, format: try runFormat(options, display: display))
            try fileOptions(options, into: &request, command: .run)
            request.display = display
            return .files(request)
        }
        try rejectFileOptions(options, command: .run)
        if all, let id = options.positionals.first {
            throw UsageError(message: "\(Option.all.name) runs every experiment; do not also name one (\(quoted(id)))", command: .run)
        }
        if !all && options.positionals.isEmpty {
            throw UsageError(message: "missing experiment: name one from 'dataflow list', or use \(Option.all.name)", command: .run)
        }
        try validate(options.positionals, command: .run)
        if let variants = display.variants {
            let selected = all ? experimentIDs : options.positionals
            let known = Set(selected.flatMap { variantNames[$0] ?? [] })
            for name in variants where !known.contains(name) {
                var message = "no variant \(quoted(name)) in \(all ? "the catalog" : selected.joined(separator: ", "))"
                if let close = closest(to: name, among: known.sorted()) { message += ". Did you mean \(quoted(close))?" }
                throw UsageError(message: message + " (variants: \(known.sorted().joined(separator: ", ")))", command: .run)
            }
        }
        return .run(ids: options.positionals, all: all, format: try runFormat(options, display: display), display: display)
    }
}
