import DataFlow
import Foundation

/// `dataflow run|list|verify <file.swift>...`: the user's own code.
///
/// Checks what can be checked without compiling (the files, the root, the script), compiles the
/// files into a program (cached by content), runs it with one request and passes on what it
/// prints. Every problem is one line on stderr: usage problems exit 64, compile errors and
/// crashes exit 1.
struct FileCommand {
    let request: FileRequest
    let environment: [String: String]
    var terminal: Terminal?
    /// Where `play` talks to the user.
    var console: Console?

    func run() -> CommandResult {
        let contents: SourceFolder.Contents
        do {
            contents = try SourceFolder.expand(request.files)
        } catch {
            return result(for: error)
        }
        // Files the folder's Xcode project does not build are left out, and the run says so.
        let notes = contents.leftOut.map { "dataflow: left out \($0.file): \($0.project) does not list it, so Xcode does not build it\n" }.joined()
        var outcome: CommandResult
        do {
            outcome = try execute(contents)
        } catch {
            outcome = result(for: error)
        }
        outcome.stderr = notes + outcome.stderr
        return outcome
    }

    private func execute(_ contents: SourceFolder.Contents) throws(UserCodeError) -> CommandResult {
        var files: [UserFile] = []
        for path in contents.swiftFiles { files.append(try UserFile.read(path)) }
        if let symbols = AssetSymbols.source(for: contents.assets, userCode: files.map(\.text)) {
            files.append(UserFile(displayName: AssetSymbols.fileName, text: symbols, isGenerated: true))
        }
        let names = request.files.joined(separator: ", ")
        let scanner = SourceScanner(sources: files.map { Preprocessor.prepare($0.text).source })
        let entry: ProgramBuilder.Entry
        var programRequest: [String]
        /// The script of a root view's run, to replay the steps before a crash.
        var actions: [ScriptAction] = []

        if scanner.declaresExperiments {
            if request.root != nil || request.script != nil {
                throw .usage("\(names) declares experiments, which carry their own scripts; --root and --script are for a file of views")
            }
            entry = .experiments
            switch request.command {
            case .why:
                throw .usage("\(names) declares experiments; why asks about a file of views (with --root <Type>), or about a catalog experiment")
            case .play:
                throw .usage("\(names) declares experiments; play a file of views (with --root <Type>), or run these with: dataflow run \(request.files.map(shellQuoted).joined(separator: " "))")
            case .list: programRequest = ["list", request.format.rawValue]
            case .run: programRequest = ["run", request.format.rawValue, textArgument]
            case .verify(let golden, let goldens, let record):
                guard let goldens, golden == nil else {
                    throw .usage("\(names) declares experiments: verify them against a directory with --goldens <dir>")
                }
                programRequest = ["verify", goldens, try recordMode(record).rawValue]
            }
        } else {
            if case .list = request.command {
                throw .usage("\(names) declares no experiments (a top-level `let experiments: [Experiment]`); run its views with: dataflow run \(request.files.map(shellQuoted).joined(separator: " "))")
            }
            let root = try chooseRoot(scanner, names: names)
            entry = .root(root)
            let script = try scriptText()
            actions = (try? ScriptAction.parse(script)) ?? []
            switch request.command {
            case .list: preconditionFailure("handled above")
            case .run: programRequest = ["run", request.format.rawValue, textArgument, script]
            case .why(let question):
                var display = DisplayRequest()
                display.width = question.width
                let width = display.options(terminal: terminal, environment: environment).layout.width
                programRequest = ["why", question.format.rawValue, question.view, script, question.step.map(String.init) ?? "", String(width)]
            case .play: programRequest = ["play", textArgument, replayCommand(root: root.type)]
            case .verify(let golden, _, let record):
                guard let golden else {
                    throw .usage("\(names) is a file of views: verify its transcript against one file with --golden <file.txt|file.json>")
                }
                programRequest = ["verify", golden, try recordMode(record).rawValue, script, recordCommand(golden: golden, script: script)]
            }
        }

        if case .verify(let golden?, _, _) = request.command { try checkGolden(golden) }
        let timeout = try self.timeout()
        let toolchain = try Toolchain.locate(environment: environment, cache: ProgramCache(directory: cacheDirectory)) { line in
            _ = OutputStream.write(line + "\n", to: STDERR_FILENO)
        }
        let builder = ProgramBuilder(toolchain: toolchain, cacheDirectory: cacheDirectory)
        let built = try builder.build(files, resources: contents.resources, bundleIdentifier: contents.bundleIdentifier, entry: entry, name: request.files.joined(separator: " "))
        defer { built.lease.release() }
        let home = try RunHome()
        defer { home.remove() }
        // A crash prints Swift's one-line fatal error, not the runtime's multi-page backtrace.
        var subprocess = Subprocess(
            executable: built.program, arguments: programRequest, timeout: timeout,
            environment: home.environment.merging(
                ["SWIFT_BACKTRACE": "enable=no", ScreenSize.variable: request.screen?.description ?? ""]) { $1 })
        if request.command == .play, console is StandardConsole, isatty(STDIN_FILENO) != 0 {
            // Interactive: the program reads the terminal itself, for as long as the user likes.
            return try finished(try subprocess.runAttached(), names: names, timeout: timeout, interactive: true)
        }
        if request.command == .play, let console = console as? TextConsole {
            subprocess.input = console.remainingInput
        } else if request.command == .play {
            subprocess.input = Self.readStandardInput()
        }
        var outcome = try subprocess.run()
        if request.command == .play, let console {
            console.write(outcome.stdout)
            outcome.stdout = ""
            if let failure = console.writeFailure {
                return CommandResult(exitCode: ExitCode.failure, stderr: "Error: cannot write the output to standard output: \(failure)\n")
            }
        }
        var place = ""
        var replayed = ""
        if outcome.signalled, let step = ProgramStderr(outcome.stderr).lastStep {
            place = step == 0 ? " at mount" : " at step \(step)" + (actions.indices.contains(step - 1) ? ", \(actions[step - 1].description)" : "")
            if request.command == .run, step >= 1, actions.indices.contains(step - 1) {
                // The program printed nothing: it renders at the end. The steps before the crash
                // are deterministic, so playing only those again prints them.
                var before = programRequest
                before[before.count - 1] = actions.prefix(step - 1).map(\.description).joined(separator: "\n")
                subprocess.arguments = before
                let replay = try subprocess.run()
                if !replay.signalled && !replay.timedOut && ProgramStderr(replay.stderr).isComplete {
                    outcome.stdout = replay.stdout
                    replayed = step == 1 ? "the mount was" : "the mount and steps 1–\(step - 1) were"
                }
            }
        }
        return try finished(outcome, names: names, timeout: timeout, place: place, replayed: replayed)
    }

    /// What a program's end means: its own exit status, or a crash, a timeout or an early end
    /// said in one line. A transcript is only ever passed on whole.
    private func finished(
        _ outcome: Subprocess.Outcome, names: String, timeout: Double, place: String = "", replayed: String = "", interactive: Bool = false
    ) throws(UserCodeError) -> CommandResult {
        if outcome.timedOut {
            throw .run("\(names): the views' code did not finish within \(formatSeconds(timeout)) (a body or an action that never returns?); stopped it (set DATAFLOW_TIMEOUT to allow longer)")
        }
        let programStderr = ProgramStderr(outcome.stderr)
        let stderr = programStderr.text
        if outcome.signalled {
            let shown = outcome.stdout.isEmpty ? "" : "; the transcript above stops before it"
            let again = replayed.isEmpty ? "" : "note: to print the transcript above, \(replayed) played again: their side effects (prints, files) happened twice\n"
            return CommandResult(
                exitCode: ExitCode.failure, stdout: outcome.stdout,
                stderr: stderr + again + "Error: \(names): the views' code crashed\(place) (\(signalDescription(outcome.status))), as it would in the app\(shown)\n")
        }
        if !interactive && request.command != .play && !programStderr.isComplete {
            // `exit(…)` in the views' code: whatever the status, the transcript is not whole.
            let step = programStderr.lastStep.map { $0 == 0 ? " at mount" : " at step \($0)" } ?? ""
            return CommandResult(
                exitCode: ExitCode.failure, stderr: stderr
                    + "Error: \(names): the views' code ended the program\(step) (exit status \(outcome.status)) before its transcript was complete; nothing was checked or printed\n")
        }
        return CommandResult(exitCode: outcome.status, stdout: outcome.stdout, stderr: stderr)
    }

    /// `verify --golden` never writes over one of the files being run, nor through a link to
    /// something that is not a regular file.
    private func checkGolden(_ golden: String) throws(UserCodeError) {
        let target = GoldenStore.resolved(golden)
        for file in request.files where GoldenStore.sameFile(target, file) {
            throw .usage("the golden \(quoted(golden)) is one of the files being run (\(quoted(file))); name a transcript file, e.g. --golden \(quoted(((file as NSString).deletingPathExtension) + ".txt"))")
        }
    }

    /// What piped into `play` (it is handed to the program, which reads it as typed lines).
    private static func readStandardInput() -> String {
        String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    }

    /// The command `play`'s `script` prints: this `run` with the actions so far as `--script`.
    private func replayCommand(root: String) -> String {
        var words = ["dataflow", "run"] + request.files.map(shellQuoted)
        if let root = request.root { words += ["--root", root] }
        return words.joined(separator: " ") + " --script"
    }

    /// The command that re-records a file's golden: this one's files, root and script (its text,
    /// when it came on standard input), with `--record`.
    private func recordCommand(golden: String, script: String) -> String {
        var words = ["dataflow", "verify"] + request.files.map(shellQuoted)
        if let root = request.root { words += ["--root", shellQuoted(root)] }
        switch request.script {
        case .inline(let text): words += ["--script", shellQuoted(text)]
        case .file("-"):  // standard input is read once: its text, as --script
            words += ["--script", shellQuoted(String(script.reversed().drop { $0.isWhitespace }.reversed()))]
        case .file(let path): words += ["--script-file", shellQuoted(path)]
        case nil: break
        }
        return (words + ["--golden", shellQuoted(golden), "--record"]).joined(separator: " ")
    }

    /// How the program should lay out a text transcript.
    private var textArgument: String {
        request.display.options(terminal: terminal, environment: environment).argument
    }

    /// The root: `--root`; else the app's first window; else `ContentView`; else the one view no
    /// other view uses. Said in the transcript's header, with the rule that chose it.
    private func chooseRoot(_ scanner: SourceScanner, names: String) throws(UserCodeError) -> ProgramBuilder.Root {
        let views = scanner.viewTypes
        let choice = views.isEmpty ? "it declares no View types" : "the View types it declares: \(views.joined(separator: ", "))"
        if let root = request.root {
            guard let declaration = scanner.declaration(named: root) else { throw .usage("no type \(root) in \(names); \(choice)") }
            if declaration.isApp { return .init(type: root, isApp: true, reason: "the app \(root) (--root)") }
            guard declaration.isView else { throw .usage("\(root) in \(names) is not a View; \(choice)") }
            return .init(type: root, isApp: false, reason: "\(root) (--root)")
        }
        let apps = scanner.appTypes
        if let app = apps.first {
            let others = apps.count > 1 ? "; others: \(apps.dropFirst().joined(separator: ", ")), chosen with --root" : ""
            return .init(type: app, isApp: true, reason: "the first window of the app \(app)\(others)")
        }
        if let delegate = scanner.hostingDelegate, let hosted = scanner.hostedRootView {
            return .init(type: delegate, isApp: false, reason: "the view \(delegate) hosts in the window (\(hosted), with its modifiers)", isDelegate: true)
        }
        if scanner.declaration(named: "ContentView")?.isView == true {
            return .init(type: "ContentView", isApp: false, reason: "the view named ContentView (--root <Type> chooses another)")
        }
        let unused = scanner.unusedViewTypes
        if unused.count == 1, let only = unused.first {
            return .init(type: only, isApp: false, reason: "\(only), the only view no other view uses (--root <Type> chooses another)")
        }
        var message = "no root view in \(names): no App, no ContentView"
        if unused.count > 1 { message += ", and \(unused.count) views no other view uses (\(unused.joined(separator: ", ")))" }
        message += "; \(choice) (choose one with --root <Type>)"
        if views.isEmpty { message = "no View types in \(names): dataflow runs SwiftUI views (a struct conforming to View)" }
        throw .usage(message)
    }

    /// The script's text, checked now so that a mistake is reported before compiling.
    private func scriptText() throws(UserCodeError) -> String {
        let text: String
        let origin: String
        switch request.script {
        case nil: return ""
        case .inline(let script):
            text = script
            origin = "--script"
        case .file("-"):
            // `--script-file -`: the script on standard input, as Unix tools read `-`.
            guard let contents = String(data: FileHandle.standardInput.readDataToEndOfFile(), encoding: .utf8) else {
                throw .usage("the script on standard input is not UTF-8 text")
            }
            text = contents
            origin = "standard input"
        case .file(let path):
            guard let data = FileManager.default.contents(atPath: path), let contents = String(data: data, encoding: .utf8) else {
                throw .usage("cannot read the script file \(quoted(path))")
            }
            text = contents
            origin = path
        }
        do {
            _ = try ScriptAction.parse(text)
        } catch {
            throw .usage("\(origin): \(error)")
        }
        return text
    }

    private func recordMode(_ record: Bool) throws(UserCodeError) -> RecordMode {
        do {
            return try RecordMode.resolve(record: record, environment: environment, command: .verify).mode
        } catch {
            throw .usage(error.message)
        }
    }

    /// `$DATAFLOW_CACHE`, else `$XDG_CACHE_HOME/dataflow`, else `~/.cache/dataflow`.
    private var cacheDirectory: String {
        if let explicit = environment["DATAFLOW_CACHE"], !explicit.isEmpty { return explicit }
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return xdg + "/dataflow" }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/.cache/dataflow"
    }

    /// Seconds a program may run: `$DATAFLOW_TIMEOUT` (a positive number of seconds, or `none`),
    /// else 60.
    private func timeout() throws(UserCodeError) -> Double {
        guard let text = environment["DATAFLOW_TIMEOUT"], !text.isEmpty else { return 60 }
        if text == "none" { return .infinity }
        guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
            throw .usage("invalid DATAFLOW_TIMEOUT \(quoted(text)): expected a positive number of seconds (e.g. 120), or none for no limit")
        }
        return seconds
    }

    private func result(for error: UserCodeError) -> CommandResult {
        switch error {
        case .usage(let message):
            let command: CommandSpec = switch request.command {
            case .list: .list
            case .run: .run
            case .verify: .verify
            case .play: .play
            case .why: .why
            }
            return UsageError(message: message, command: command).result
        case .compile(let diagnostics):
            var text = diagnostics.hasSuffix("\n") || diagnostics.isEmpty ? diagnostics : diagnostics + "\n"
            for hint in UnmodelledAPI.hints(for: diagnostics) { text += "note: " + hint + "\n" }
            text += "Error: \(request.files.joined(separator: ", ")) did not compile (the compiler's messages are above)\n"
            return CommandResult(exitCode: ExitCode.failure, stderr: text)
        case .setup(let message), .run(let message):
            return CommandResult(exitCode: ExitCode.failure, stderr: "Error: \(message)\n")
        }
    }
}

private func formatSeconds(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
}

/// A signal, and what it usually means for Swift code: `signal 4: a Swift runtime error …`.
private func signalDescription(_ signal: Int32) -> String {
    switch signal {
    case SIGILL, SIGTRAP: "signal \(signal): a Swift runtime error such as an index out of range, a nil unwrapped or a fatalError"
    case SIGSEGV, SIGBUS: "signal \(signal): a memory error, such as a stack overflow from unbounded recursion"
    case SIGABRT: "signal \(signal): the program aborted"
    case SIGKILL: "signal \(signal): killed"
    default: String(cString: strsignal(signal)).lowercased().isEmpty ? "signal \(signal)" : "signal \(signal): \(String(cString: strsignal(signal)).lowercased())"
    }
}
