import DataFlow
import DataFlowProgram

/// A parsed command line.
enum Invocation: Equatable {
    case help(command: String?)
    case version
    case list(format: OutputFormat)
    case run(ids: [String], all: Bool, format: OutputFormat, display: DisplayRequest)
    case verify(ids: [String], record: Bool, goldens: String?)
    /// `run`, `list` or `verify` on the user's own files.
    case files(FileRequest)
    case explain(ids: [String])
    case show(ids: [String])
    /// Play one variant of an experiment interactively.
    case play(id: String, variant: String?, display: DisplayRequest)
    /// A shell completion script.
    case completion(Shell)
    /// Why a view of an experiment did or did not update.
    case why(WhyRequest)
    /// Two variants of an experiment, or two versions of the user's code, step by step.
    case diff(DiffRequest)
}

/// `dataflow diff`: an experiment's two variants, or two runs of the user's code.
struct DiffRequest: Equatable {
    var id: String?
    /// The two runs of the user's code (each as `run --format json` would do it).
    var sides: [FileRequest] = []
    var variants: [String]?
    var width: Int?
}

/// `dataflow why`'s question, for an experiment or (in a `FileRequest`) for the user's files.
struct WhyRequest: Equatable {
    var id: String = ""
    var view: String
    var step: Int?
    var variants: [String]?
    var format = OutputFormat.text
    var width: Int?
}

/// What to do with the user's own Swift files.
struct FileRequest: Equatable {
    enum Command: Equatable {
        case run
        case list
        /// Against one golden file (a root view) or a directory of goldens (declared experiments).
        case verify(golden: String?, goldens: String?, record: Bool)
        /// Interactively, one action at a time.
        case play
        /// Why a view did or did not update.
        case why(WhyRequest)
    }

    /// Where the script comes from.
    enum Script: Equatable {
        case inline(String)
        case file(String)
    }

    var command: Command
    var files: [String]
    var root: String?
    var script: Script?
    /// `--screen`: the screen size the views are offered.
    var screen: ScreenSize?
    /// `--timeout`: seconds the program may run (infinity for `none`); else `DATAFLOW_TIMEOUT`.
    var timeout: Double?
    /// `--compile-timeout`: seconds compiling may take (infinity for `none`); else
    /// `DATAFLOW_COMPILE_TIMEOUT`.
    var compileTimeout: Double?
    var format: OutputFormat = .text
    var display = DisplayRequest()
}

extension FileRequest {
    /// A time limit as `--timeout` and `DATAFLOW_TIMEOUT` give it: a positive number of seconds,
    /// or `none` (infinity); nil when it is neither.
    static func seconds(_ text: String) -> Double? {
        if text == "none" { return .infinity }
        guard let seconds = Double(text), seconds.isFinite, seconds > 0 else { return nil }
        return seconds
    }
}

/// How transcripts and lists are printed.
enum OutputFormat: String, CaseIterable, Equatable {
    case text
    case json
    case markdown
    case html
    case mermaid
    case dot

    /// The formats goldens are kept in.
    static let transcriptFormats: [OutputFormat] = [.text, .json]
}

/// Parses arguments (without the program name) against the commands' declarations
/// (`CommandSpec`). Every mistake is a `UsageError` naming it.
struct CommandLineParser {
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

    private func parseHelp(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let command = arguments.first else { return .help(command: nil) }
        if arguments.count > 1 {
            throw UsageError(message: "unexpected argument \(quoted(arguments[1])) for 'help'", command: .help)
        }
        if command == "-h" || command == "--help" { return .help(command: "help") }
        guard Self.commands.contains(command) || command == "script" else {
            var message = "unknown help topic \(quoted(command))"
            if let close = closest(to: command, among: Self.commands + ["script"]) { message += ". Did you mean \(quoted(close))?" }
            throw UsageError(message: message + " (topics: \((Self.commands + ["script"]).joined(separator: ", ")))", command: .help)
        }
        return .help(command: command)
    }

    private func parseExplain(_ arguments: [String]) throws(UsageError) -> Invocation {
        var options = Options(.explain)
        try options.scan(arguments)
        if options.wantsHelp { return .help(command: "explain") }
        guard !options.positionals.isEmpty else {
            throw UsageError(message: "missing id: name a rule, decision, question or claim (§6, D10, Q7, S0.6)", command: .explain)
        }
        return .explain(ids: options.positionals)
    }

    private func parseShow(_ arguments: [String]) throws(UsageError) -> Invocation {
        var options = Options(.show)
        try options.scan(arguments)
        if options.wantsHelp { return .help(command: "show") }
        guard !options.positionals.isEmpty else {
            throw UsageError(message: "missing experiment: name one from 'dataflow list'", command: .show)
        }
        try validate(options.positionals, command: .show)
        return .show(ids: options.positionals)
    }

    private func parseCompletion(_ arguments: [String]) throws(UsageError) -> Invocation {
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

    /// `diff <experiment>` (two of its variants) or `diff <A> <B>` (two files or folders).
    private func parseDiff(_ arguments: [String]) throws(UsageError) -> Invocation {
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
                throw UsageError(message: "--variant chooses an experiment's variants; two files are compared as they are", command: .diff)
            }
            if options[.scriptFile] == "-" {
                throw UsageError(
                    message: "diff plays the script twice: give it with --script, or --script-file <path>, not standard input", command: .diff)
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
                    message: "'--variant' takes the two variants to compare, separated by a comma (such as struct,class)", command: .diff)
            }
            request.variants = names
        }
        return .diff(request)
    }

    /// `why <experiment | files…> <view>`: the last argument is the view.
    private func parseWhy(_ arguments: [String]) throws(UsageError) -> Invocation {
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
                throw UsageError(message: "invalid value \(quoted(step)) for '--step': expected a step number (0 is the mount)", command: .why)
            }
            question.step = number
        }
        if let variants = options[.variants] {
            question.variants = variants.split(separator: ",").map(String.init)
            if question.variants?.isEmpty != false {
                throw UsageError(message: "'--variant' needs a variant name (several separated by commas)", command: .why)
            }
        }
        question.format = try format(options, command: .why)
        question.width = try displayRequest(options, command: .why).width
        let subjects = Array(options.positionals.dropLast())
        if try Self.namesFiles(subjects, command: .why) {
            if question.variants != nil {
                throw UsageError(message: "--variant chooses among an experiment's variants; a file of views has one", command: .why)
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

    private func parsePlay(_ arguments: [String]) throws(UsageError) -> Invocation {
        var options = Options(.play)
        try options.scan(arguments)
        if options.wantsHelp { return .help(command: "play") }
        let display = try displayRequest(options, command: .play)
        if try Self.namesFiles(options.positionals, command: .play) {
            if options[.variants] != nil {
                throw UsageError(
                    message: "--variant chooses among an experiment's variants; a file of views plays its root (--root <Type>)", command: .play)
            }
            var request = FileRequest(command: .play, files: options.positionals)
            try fileOptions(options, into: &request, command: .play)
            request.display = display
            return .files(request)
        }
        for option in [CommandSpec.Option.root, .screen] where options[option] != nil {
            throw UsageError(message: "\(option.name) is for your own files: dataflow play MyView.swift \(option.name) …", command: .play)
        }
        guard let id = options.positionals.first else {
            throw UsageError(message: "missing experiment: name one from 'dataflow list', or a .swift file", command: .play)
        }
        if options.positionals.count > 1 {
            throw UsageError(
                message: "play takes one experiment, not \(options.positionals.count) (\(options.positionals.joined(separator: ", ")))",
                command: .play)
        }
        try validate([id], command: .play)
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

    private func parseList(_ arguments: [String]) throws(UsageError) -> Invocation {
        var options = Options(.list)
        try options.scan(arguments)
        if options.wantsHelp { return .help(command: "list") }
        if try Self.namesFiles(options.positionals, command: .list) {
            return .files(FileRequest(command: .list, files: options.positionals, format: try format(options, command: .list)))
        }
        if let extra = options.positionals.first {
            throw UsageError(message: "unexpected argument \(quoted(extra)) for 'list'", command: .list)
        }
        return .list(format: try format(options, command: .list))
    }

    private func parseRun(_ arguments: [String]) throws(UsageError) -> Invocation {
        var options = Options(.run)
        try options.scan(arguments)
        if options.wantsHelp { return .help(command: "run") }
        let all = options.isSet(.all)
        let display = try displayRequest(options, command: .run)
        if try Self.namesFiles(options.positionals, command: .run) {
            if all { throw UsageError(message: "--all runs the catalog; do not also name files", command: .run) }
            var request = FileRequest(command: .run, files: options.positionals, format: try runFormat(options, display: display))
            try fileOptions(options, into: &request, command: .run)
            request.display = display
            return .files(request)
        }
        try rejectFileOptions(options, command: .run)
        if all, let id = options.positionals.first {
            throw UsageError(message: "--all runs every experiment; do not also name one (\(quoted(id)))", command: .run)
        }
        if !all && options.positionals.isEmpty {
            throw UsageError(message: "missing experiment: name one from 'dataflow list', or use --all", command: .run)
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

    private func parseVerify(_ arguments: [String]) throws(UsageError) -> Invocation {
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
                throw UsageError(message: "give --golden <file> (a root view) or --goldens <dir> (declared experiments), not both", command: .verify)
            }
            if golden == nil && goldens == nil {
                throw UsageError(
                    message: "verifying a file needs --golden <file.txt|file.json> (or --goldens <dir> for declared experiments)", command: .verify)
            }
            var request = FileRequest(
                command: .verify(golden: golden, goldens: goldens, record: options.isSet(.record)), files: options.positionals)
            try fileOptions(options, into: &request, command: .verify)
            return .files(request)
        }
        try rejectFileOptions(options, command: .verify)
        if options[.golden] != nil {
            throw UsageError(
                message: "--golden is for a file's transcript (dataflow verify MyView.swift --golden MyView.txt); the catalog uses --goldens <dir>",
                command: .verify)
        }
        try validate(options.positionals, command: .verify)
        return .verify(ids: options.positionals, record: options.isSet(.record), goldens: options[.goldens])
    }

    /// `--variant`, `--steps`, `--summary`, `--state`, `--paths`, `--width`, `--color`.
    private func displayRequest(_ options: Options, command: CommandSpec) throws(UsageError) -> DisplayRequest {
        var display = DisplayRequest()
        if let variants = options[.variants] {
            display.variants = variants.split(separator: ",").map(String.init)
            if display.variants?.isEmpty != false {
                throw UsageError(message: "'--variant' needs a variant name (several separated by commas)", command: command)
            }
        }
        if let steps = options[.steps] {
            guard let parsed = StepSelection(steps) else {
                throw UsageError(message: "invalid value \(quoted(steps)) for '--steps': expected step numbers such as 0,2-4", command: command)
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
                        "invalid value \(quoted(width)) for '--width': expected a number of columns from \(TextLayout.narrowest) to \(TextLayout.widest)",
                    command: command)
            }
            display.width = columns
        }
        if let color = try options.choice(.color) { display.color = DisplayRequest.ColorChoice(rawValue: color) ?? .auto }
        return display
    }

    /// Whether the arguments name Swift files (then all of them must), rather than experiments.
    private static func namesFiles(_ positionals: [String], command: CommandSpec) throws(UsageError) -> Bool {
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
    private static func isUserPath(_ path: String) -> Bool {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        let pathExtension = (trimmed as NSString).pathExtension.lowercased()
        if ["xcdatamodeld", "xcassets"].contains(pathExtension) { return true }
        if SourceFolder.resourceExtensions.contains(pathExtension), FileKind.at(path) == .file { return true }
        return path.hasSuffix(".swift") || path.hasSuffix("/") || [.directory, .symlinkToDirectory].contains(FileKind.at(path))
    }

    /// `--root`, `--screen`, `--script`, `--script-file`.
    private func fileOptions(_ options: Options, into request: inout FileRequest, command: CommandSpec) throws(UsageError) {
        request.root = options[.root]
        if let root = request.root, root.isEmpty || !root.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) {
            throw UsageError(message: "invalid value \(quoted(root)) for '--root': expected a type name such as ContentView", command: command)
        }
        if let screen = options[.screen] {
            guard let size = ScreenSize(screen) else {
                throw UsageError(
                    message: "invalid value \(quoted(screen)) for '--screen': expected points as <width>x<height>, such as 390x844", command: command)
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
        case (_?, _?): throw UsageError(message: "give the script with --script or --script-file, not both", command: command)
        }
    }

    private func rejectFileOptions(_ options: Options, command: CommandSpec) throws(UsageError) {
        for option in [CommandSpec.Option.root, .screen, .script, .scriptFile, .timeout, .compileTimeout] where options[option] != nil {
            throw UsageError(message: "\(option.name) is for your own files: dataflow run MyView.swift \(option.name) …", command: command)
        }
    }

    private func validate(_ ids: [String], command: CommandSpec) throws(UsageError) {
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
    private func runFormat(_ options: Options, display: DisplayRequest) throws(UsageError) -> OutputFormat {
        let chosen = try format(options, command: .run)
        if display.summaryOnly, ![.text, .markdown, .mermaid, .dot].contains(chosen) {
            throw UsageError(
                message: "--summary is for text and markdown transcripts and the mermaid and dot graphs, not --format \(chosen.rawValue)",
                command: .run)
        }
        if chosen == .json || chosen == .html, let option = display.variants != nil ? "--variant" : (display.steps != nil ? "--steps" : nil) {
            throw UsageError(
                message: "\(option) selects what text, markdown and diagrams show; --format \(chosen.rawValue) holds the whole run", command: .run)
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
    private func format(_ options: Options, command: CommandSpec) throws(UsageError) -> OutputFormat {
        try options.choice(.format).flatMap(OutputFormat.init(rawValue:)) ?? .text
    }
}

/// Options of one command: `--name value`, `--name=value`, flags, positionals, `--` and `-h`.
private struct Options {
    let command: CommandSpec
    let valued: Set<String>
    let flagNames: Set<String>
    private var values: [String: String] = [:]
    private var flags: Set<String> = []
    var positionals: [String] = []
    var wantsHelp = false

    init(_ command: CommandSpec) {
        self.command = command
        valued = Set(command.options.filter { !$0.isFlag }.map(\.name))
        flagNames = Set(command.options.filter(\.isFlag).map(\.name))
    }

    /// The value given for an option (nil when it was not given), read through its declaration.
    subscript(_ option: CommandSpec.Option) -> String? { values[option.name] }

    /// Whether a flag was given.
    func isSet(_ option: CommandSpec.Option) -> Bool { flags.contains(option.name) }

    /// The value given for an option, checked against the choices the command's declaration of it
    /// allows.
    func choice(_ option: CommandSpec.Option) throws(UsageError) -> String? {
        let name = option.name
        guard let value = values[name] else { return nil }
        guard let choices = command.option(name)?.choices, !choices.contains(value) else { return value }
        let names = choices.map { "'\($0)'" }
        var message =
            "invalid value \(quoted(value)) for \(quoted(name)): expected " + names.dropLast().joined(separator: ", ") + " or " + names.last!
        if !value.isEmpty, let close = closest(to: value, among: choices) { message += ". Did you mean \(quoted(close))?" }
        throw UsageError(message: message, command: command)
    }

    mutating func scan(_ arguments: [String]) throws(UsageError) {
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            if argument == "-h" || argument == "--help" {
                wantsHelp = true
                continue
            }
            let (name, inline) = split(argument)
            if valued.contains(name) {
                if let inline {
                    values[name] = inline
                } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                    values[name] = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: "missing value for \(quoted(name))", command: command)
                }
            } else if flagNames.contains(name), inline == nil {
                flags.insert(name)
            } else if flagNames.contains(name) {
                throw UsageError(message: "\(quoted(name)) takes no value", command: command)
            } else {
                var message = "unknown option \(quoted(name)) for \(quoted(command.name))"
                let known = Array(valued.union(flagNames)).sorted() + ["--help"]
                if let close = closest(to: name, among: known) { message += ". Did you mean \(quoted(close))?" }
                throw UsageError(message: message, command: command)
            }
        }
    }

    private func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
