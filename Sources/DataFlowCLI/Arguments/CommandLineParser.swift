import DataFlow
import DataFlowProgram

/// Parses arguments (without the program name) against the commands' declarations
/// (`CommandSpec`). Every mistake is a `UsageError` naming it.
struct CommandLineParser {
    /// Options are named in messages as they are declared.
    typealias Option = CommandSpec.Option

    static let commands = CommandSpec.all.map(\.name)

    let experimentIDs: [String]
    /// Each experiment's variant names, for `--variant`.
    var variantNames: [String: [String]] = [:]

    func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let first = arguments.first else {
            throw UsageError(message: "missing subcommand (one of: \(Self.commands.joined(separator: ", ")))", command: .dataflow)
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "-h", "--help": return .help(command: nil)
        case "--version": return .version
        case "list": return try parseList(rest)
        case "run": return try parseRun(rest)
        case "verify": return try parseVerify(rest)
        case "help": return try parseHelp(rest)
        case "explain": return try parseExplain(rest)
        case "show": return try parseShow(rest)
        case "play": return try parsePlay(rest)
        case "serve": return try parseServe(rest)
        case "why": return try parseWhy(rest)
        case "diff": return try parseDiff(rest)
        case "completion": return try parseCompletion(rest)
        default:
            if first.hasPrefix("-") {
                throw UsageError(message: "unknown option \(quoted(first))", command: .dataflow)
            }
            var message = "unknown subcommand \(quoted(first))"
            if let close = closest(to: first, among: Self.commands) { message += ". Did you mean \(quoted(close))?" }
            throw UsageError(message: message, command: .dataflow)
        }
    }

    /// `--variant`, `--steps`, `--summary`, `--state`, `--paths`, `--width`, `--color`.
    func displayRequest(_ options: Options, command: CommandSpec) throws(UsageError) -> DisplayRequest {
        var display = DisplayRequest()
        if let variants = options[.variants] {
            display.variants = variants.split(separator: ",").map(String.init)
            if display.variants?.isEmpty != false {
                throw UsageError(message: "\(quoted(Option.variants.name)) needs a variant name (several separated by commas)", command: command)
            }
        }
        if let steps = options[.steps] {
            guard let parsed = StepSelection(steps) else {
                throw UsageError(message: Option.steps.invalid(steps, expected: "step numbers such as 0,2-4"), command: command)
            }
            display.steps = parsed
        }
        display.summaryOnly = options.isSet(.summary)
        if let state = try options.choice(.state) { display.fullState = state == "full" }
        if let paths = try options.choice(.paths) { display.fullPaths = paths == "full" }
        if let width = options[.width] {
            guard let columns = Int(width), columns >= TextLayout.narrowest, columns <= TextLayout.widest else {
                throw UsageError(
                    message:
                        Option.width.invalid(width, expected: "a number of columns from \(TextLayout.narrowest) to \(TextLayout.widest)"),
                    command: command)
            }
            display.width = columns
        }
        if let color = try options.choice(.color) { display.color = DisplayRequest.ColorChoice(rawValue: color) ?? .auto }
        return display
    }

    /// Whether the arguments name Swift files (then all of them must), rather than experiments.
    static func namesFiles(_ positionals: [String], command: CommandSpec) throws(UsageError) -> Bool {
        let files = positionals.filter(isUserPath)
        guard !files.isEmpty else {
            // A file that is not Swift (`view.txt`) is not an unknown experiment.
            if let file = positionals.first(where: { FileKind.at($0) != .missing && !isUserPath($0) }) {
                throw UsageError(
                    message:
                        "\(quoted(file)) is not a .swift file or a folder of them; dataflow runs Swift code, or the catalog's experiments ('dataflow list')",
                    command: command)
            }
            return false
        }
        if let id = positionals.first(where: { !isUserPath($0) }) {
            throw UsageError(
                message: "name experiments or .swift files and folders, not both (\(quoted(id)) is neither a .swift file nor a folder)",
                command: command)
        }
        return true
    }

    /// A `.swift` file, or a folder (of an app's sources), or what Xcode builds beside them: a
    /// Core Data model, an asset catalog, a data file the bundle carries.
    static func isUserPath(_ path: String) -> Bool {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        let pathExtension = (trimmed as NSString).pathExtension.lowercased()
        if ["xcdatamodeld", "xcassets"].contains(pathExtension) { return true }
        if SourceFolder.resourceExtensions.contains(pathExtension), FileKind.at(path) == .file { return true }
        return path.hasSuffix(".swift") || path.hasSuffix("/") || [.directory, .symlinkToDirectory].contains(FileKind.at(path))
    }

    /// `--root`, `--screen`, `--script`, `--script-file`.
    func fileOptions(_ options: Options, into request: inout FileRequest, command: CommandSpec) throws(UsageError) {
        request.root = options[.root]
        if let root = request.root, root.isEmpty || !root.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) {
            throw UsageError(message: Option.root.invalid(root, expected: "a type name such as ContentView"), command: command)
        }
        if let screen = options[.screen] {
            guard let size = ScreenSize(screen) else {
                throw UsageError(
                    message: Option.screen.invalid(screen, expected: "points as <width>x<height>, such as 390x844"), command: command)
            }
            request.screen = size
        }
        for (option, limit) in [(CommandSpec.Option.timeout, \FileRequest.timeout), (.compileTimeout, \.compileTimeout)] {
            guard let text = options[option] else { continue }
            guard let seconds = FileRequest.seconds(text) else {
                throw UsageError(
                    message:
                        "invalid value \(quoted(text)) for '\(option.name)': expected a positive number of seconds (e.g. 120), or none for no limit",
                    command: command)
            }
            request[keyPath: limit] = seconds
        }
        switch (options[.script], options[.scriptFile]) {
        case (let script?, nil): request.script = .inline(script)
        case (nil, let path?): request.script = .file(path)
        case (nil, nil): break
        case (_?, _?):
            throw UsageError(message: "give the script with \(Option.script.name) or \(Option.scriptFile.name), not both", command: command)
        }
    }

    func rejectFileOptions(_ options: Options, command: CommandSpec) throws(UsageError) {
        for option in [CommandSpec.Option.root, .screen, .script, .scriptFile, .timeout, .compileTimeout] where options[option] != nil {
            throw UsageError(message: "\(option.name) is for your own files: dataflow run MyView.swift \(option.name) …", command: command)
        }
    }

    func validate(_ ids: [String], command: CommandSpec) throws(UsageError) {
        for id in ids where !experimentIDs.contains(id) {
            var message = "unknown experiment \(quoted(id))"
            if let close = closest(to: id, among: experimentIDs) {
                message += ". Did you mean \(quoted(close))?"
            } else {
                message += " (see 'dataflow list')"
            }
            throw UsageError(message: message, command: command)
        }
    }

    /// `run`'s `--format`: any; `--summary` only where a text transcript is printed, `--variant`
    /// and `--steps` not where the whole run is printed (JSON, the HTML page).
    func runFormat(_ options: Options, display: DisplayRequest) throws(UsageError) -> OutputFormat {
        let chosen = try format(options, command: .run)
        if display.summaryOnly, ![.text, .markdown, .mermaid, .dot].contains(chosen) {
            throw UsageError(
                message:
                    "\(Option.summary.name) is for text and markdown transcripts and the mermaid and dot graphs, not \(Option.format.name) \(chosen.rawValue)",
                command: .run)
        }
        if chosen == .json || chosen == .html,
            let option = display.variants != nil ? Option.variants.name : (display.steps != nil ? Option.steps.name : nil)
        {
            throw UsageError(
                message: "\(option) selects what text, markdown and diagrams show; \(Option.format.name) \(chosen.rawValue) holds the whole run",
                command: .run)
        }
        // Options that shape the text transcript have nothing to shape in the other formats.
        if chosen != .text, chosen != .markdown {
            let given = [CommandSpec.Option.state, .paths, .width, .color].filter { options[$0] != nil }
            if let option = given.first {
                throw UsageError(
                    message: "\(option.name) shapes the text transcript; --format \(chosen.rawValue) is not one (leave it out)", command: .run)
            }
        }
        return chosen
    }

    /// `--format`: text or JSON everywhere; pictures and Markdown where transcripts are printed.
    func format(_ options: Options, command: CommandSpec) throws(UsageError) -> OutputFormat {
        try options.choice(.format).flatMap(OutputFormat.init(rawValue:)) ?? .text
    }
}
