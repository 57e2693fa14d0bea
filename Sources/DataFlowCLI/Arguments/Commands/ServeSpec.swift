import DataFlow

/// `dataflow serve`: its declaration (help, options, completion) and its parsing.
extension CommandSpec {
    static let serve = CommandSpec(
        name: "serve",
        summary: "A live playground in the browser: click the phone, watch the bodies run.",
        overview:
            "Serve a live page for an experiment or your own views on 127.0.0.1, and print its address. The page draws the screen as a phone, as '--format html' does: click a control to operate it (each operation is appended to the script, in its text form), or type any action of the script grammar; jump to any step, step back and forward (←, →), Alt-click a view to ask why it did or did not update, undo, reset, and export the script, the transcript and a golden. Your files are watched: when one changes, they are compiled again and the same actions played again; a compile error is shown in the page and the last good run kept. Every run is exactly 'dataflow run' (the same cache, time limits and process groups), one at a time. The address carries a random token; nothing is written in your folders. Ctrl-C (or typing quit) stops it and everything it started.",
        usage: "serve (<experiment> | <file.swift|folder>...) [--port <n>] [--open] [<options>]",
        arguments: [
            ("<experiment>", "An experiment id from 'dataflow list': its variants side by side, starting from its own script."),
            ("<file.swift|folder>", "Your own code, as for 'dataflow run'."),
        ],
        options: [
            .port, .open,
            .root.help("With your code: the root view or app (default as for 'run')."),
            .screen, .script.help("The actions to start with, in the script grammar (default: none; an experiment's own script)."),
            .scriptFile, .timeout, .compileTimeout,
        ],
        sections: [
            Section(
                title: "EXAMPLES",
                verbatim: [
                    "dataflow serve state-of-array", "dataflow serve MyApp/ --script 'tap \"Add\"'",
                    "dataflow serve Counter.swift --port 8123 --open",
                ]),
            Section(
                title: "EXIT STATUS",
                prose: "0 when stopped by typing quit; 64 for usage errors; 1 when the port cannot be listened on. Ctrl-C ends it as a signal does."),
        ],
        argumentWords: .experiments, takesFiles: true)
}

extension CommandSpec.Option {
    static let port = Self("--port", "<n>", "The port on 127.0.0.1, 0 to 65535 (default: 0, a free one the system picks).")
    static let open = Self("--open", nil, "Open the page in the browser (with xdg-open or open, where there is one).")
}

/// What `serve` serves, and where.
struct ServeRequest: Equatable {
    enum Source: Equatable {
        case experiment(String)
        /// A `run` of the files; its script is the first actions.
        case files(FileRequest)
    }

    var source: Source
    var port: UInt16 = 0
    var opensBrowser = false
    /// For an experiment: the actions to start with instead of its own script.
    var script: FileRequest.Script?
}

extension CommandLineParser {
    func parseServe(_ arguments: [String]) throws(UsageError) -> Invocation {
        var options = Options(.serve)
        try options.scan(arguments)
        if options.wantsHelp { return .help(command: "serve") }
        var port: UInt16 = 0
        if let text = options[.port] {
            guard let number = UInt16(text) else {
                throw UsageError(message: Option.port.invalid(text, expected: "a port from 0 to 65535"), command: .serve)
            }
            port = number
        }
        if try Self.namesFiles(options.positionals, command: .serve) {
            var request = FileRequest(command: .run, files: options.positionals, format: .html)
            try fileOptions(options, into: &request, command: .serve)
            return .serve(ServeRequest(source: .files(request), port: port, opensBrowser: options.isSet(.open)))
        }
        let id = try oneExperiment(options, command: .serve, refusing: [.root, .screen, .timeout, .compileTimeout])
        var scratch = FileRequest(command: .run, files: [])
        try fileOptions(options, into: &scratch, command: .serve)
        return .serve(ServeRequest(source: .experiment(id), port: port, opensBrowser: options.isSet(.open), script: scratch.script))
    }
}
