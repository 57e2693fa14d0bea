import DataFlow
import DataFlowProgram
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
    /// The command whose usage a usage error shows, when this one runs on its behalf (`diff`
    /// runs each side as `run`); by default the request's own.
    var usage: CommandSpec?
    /// Where `run` leaves the transcripts it printed (`diff` compares their values).
    var sink: TranscriptSink?

    /// The transcripts a run printed, as values: a run's whole ones, or after a crash those of
    /// the steps before it.
    final class TranscriptSink {
        var transcripts: [Transcript] = []
    }

    func run() -> CommandResult {
        // The compiler needs a working directory: one removed under the shell is an error now,
        // not the compiler's crash later.
        if FileManager.default.currentDirectoryPath.isEmpty || access(".", F_OK) != 0 {
            return result(for: .usage("the current directory no longer exists (removed while the shell was in it); cd into a folder that exists"))
        }
        var contents: SourceFolder.Contents
        do {
            var golden: String?
            if case .verify(let path?, _, _) = request.command { golden = path }
            contents = try SourceFolder.expand(request.files, excluding: golden)
        } catch {
            return result(for: error)
        }
        // Files the folder's Xcode project does not build are left out, and the run says so.
        var notes = contents.leftOut.map { "dataflow: left out \($0.file): \($0.project) does not list it, so Xcode does not build it\n" }.joined()
        if let app = contents.appTarget {
            let count = contents.otherTargetsFiles.count
            notes +=
                "dataflow: built \(app.name), the app target of \(app.project); left out the \(count) .swift file\(count == 1 ? "" : "s") it does not build\n"
        }
        notes += contents.missing.map {
            "dataflow: \($0.project) builds \($0.file), which is not in the folder (Xcode stops: \"Build input file cannot be found\"); the run goes on without it\n"
        }.joined()
        notes += contents.unreadable.map { "dataflow: skipped \(quoted($0.folder)): it cannot be read (\($0.reason))\n" }.joined()
        // Without a catalog, the sets the code names are the catalog's (it compiled in Xcode).
        if !contents.assets.hasCatalog {
            let inferred = AssetSymbols.inferred(fromCode: contents.swiftFiles.compactMap { try? String(contentsOfFile: $0, encoding: .utf8) })
            if !inferred.isEmpty {
                contents.assets.add(inferred)
                let listed = (inferred.colors.map { "colour \($0)" } + inferred.images.map { "image \($0)" }).joined(separator: ", ")
                notes += "dataflow: no asset catalog: the sets the code names are taken as its own (\(listed)), shown by name\n"
            }
        }
        var outcome: CommandResult
        do {
            outcome = try execute(contents)
        } catch {
            outcome = result(for: error)
        }
        outcome.stderr = notes + outcome.stderr
        return outcome
    }

    /// What a run of the user's files will be: the program's entry, what it is asked to do, and
    /// the script (its actions, to replay the steps before a crash; its text, for the command
    /// that records a golden again).
    private struct Plan {
        var entry: ProgramBuilder.Entry
        var work: ProgramRequest.Work
        var actions: [ScriptAction] = []
        var scriptText = ""
    }

    private func execute(_ contents: SourceFolder.Contents) throws(UserCodeError) -> CommandResult {
        let files = try read(contents)
        let plan = try self.plan(for: files)
        let inputs = inputs(of: contents)
        if case .verify(let golden?, _, _) = request.command { try checkGolden(golden, inputs: inputs) }
        _ = try RunHome.temporaryFolder()
        if let seed = environment["DATAFLOW_SEED"], !seed.isEmpty, UInt64(seed) == nil {
            throw .usage("invalid DATAFLOW_SEED \(quoted(seed)): expected a whole number from 0 to \(UInt64.max) (e.g. 42)")
        }
        let timeout = try limit(request.timeout, variable: "DATAFLOW_TIMEOUT", default: 60)
        let compileTimeout = try limit(request.compileTimeout, variable: "DATAFLOW_COMPILE_TIMEOUT", default: 300)
        let explicitCompileTimeout = request.compileTimeout ?? environment["DATAFLOW_COMPILE_TIMEOUT"].flatMap(FileRequest.seconds)
        let toolchain = try Toolchain.locate(
            environment: environment, cache: ProgramCache(directory: cacheDirectory), compileTimeout: explicitCompileTimeout
        ) { line in
            _ = OutputStream.write(line + "\n", to: STDERR_FILENO)
        }
        var builder = ProgramBuilder(toolchain: toolchain, cacheDirectory: cacheDirectory)
        builder.timeout = compileTimeout
        var assetNote = ""
        let built = try build(files, contents: contents, with: builder, entry: plan.entry, note: &assetNote)
        defer { built.lease.release() }
        // A runtime error names a file as the compiler did (`UserCode/View.swift`): each name
        // that only one of the user's files has is shown as typed.
        let shown = files.filter { !$0.isGenerated }
        let compiledNames = shown.map { (compiled: "UserCode/" + $0.baseName, typed: $0.displayName) }
        let sourceNames = compiledNames.filter { name in compiledNames.filter { $0.compiled == name.compiled }.count == 1 }
        let code = shown.map { (name: $0.displayName, text: $0.text) }
        if request.command == .play, case .root(let root) = plan.entry {
            var result = play(built.program, root: root, timeout: timeout, sourceNames: sourceNames)
            result.stderr = assetNote + result.stderr
            return result
        }
        let launched = try launch(built.program, plan.work, timeout: timeout)
        let ending = try finished(launched, timeout: timeout, actions: plan.actions, sourceNames: sourceNames) { actions throws(UserCodeError) in
            // The steps before a crash, played again and printed as the whole run would be.
            let replay = try launch(built.program, .play(script: actions, dependencies: request.format.drawsPictures), timeout: timeout)
            guard !replay.outcome.signalled, !replay.outcome.timedOut, let answer = replay.response else { return nil }
            sink?.transcripts = answer.transcripts
            return output(code).result(answer.transcripts).stdout
        }
        var result: CommandResult
        switch ending {
        case .failed(let failure):
            result = failure
        case .answered(let response, let stderr):
            result = try answer(response, plan: plan, code: code, inputs: inputs)
            result.stderr = stderr + Self.outsideNote(response) + result.stderr
        }
        let ended = launched.outcome.ended
        if !ended.isEmpty {
            let count = ended.count == 1 ? "1 process" : "\(ended.count) processes"
            // Named once each, with a count where there were several (a fork bomb leaves thousands).
            var names: [(name: String, count: Int)] = []
            for name in ended {
                if names.last?.name == name { names[names.count - 1].count += 1 } else { names.append((name, 1)) }
            }
            let listed = names.map { $0.count > 3 ? "\($0.name) ×\($0.count)" : Array(repeating: $0.name, count: $0.count).joined(separator: ", ") }
            result.stderr += "dataflow: the views' code left \(count) running; ended with the run: \(listed.joined(separator: ", "))\n"
        }
        result.stderr = assetNote + result.stderr
        return result
    }

    /// Builds the program. Where no asset catalog was given, a colour `Color` lacks
    /// (`.foregroundColor(.customWave)`) or an image `ImageResource` lacks is one of the
    /// catalog's sets, as the app compiled in Xcode: the symbols are generated again with it and
    /// the program built again (ten times at most: the compiler reports some errors at a time).
    private func build(
        _ files: [UserFile], contents: SourceFolder.Contents, with builder: ProgramBuilder, entry: ProgramBuilder.Entry, note: inout String
    ) throws(UserCodeError) -> ProgramBuilder.Built {
        var files = files
        var assets = contents.assets
        var added: [String] = []
        for attempt in 0... {
            do {
                return try builder.build(files, resources: contents.resources, bundleIdentifier: contents.bundleIdentifier, entry: entry, name: names)
            } catch {
                guard case .compile(let diagnostics) = error, !assets.hasCatalog, attempt < 10 else { throw error }
                let missing = AssetSymbols.missingSets(in: diagnostics)
                let colors = missing.colors.filter { !assets.colors.contains($0) }
                let images = missing.images.filter { !assets.images.contains($0) }
                guard !colors.isEmpty || !images.isEmpty else { throw error }
                assets.colors = (assets.colors + colors).sorted()
                assets.images = (assets.images + images).sorted()
                added += colors.map { "colour \($0)" } + images.map { "image \($0)" }
                files.removeAll { $0.isGenerated && $0.displayName == AssetSymbols.fileName }
                if let symbols = AssetSymbols.source(for: assets, userCode: files.map(\.text)) {
                    files.append(UserFile(displayName: AssetSymbols.fileName, text: symbols, isGenerated: true))
                }
                note =
                    "dataflow: no asset catalog: the symbols the compiler found missing are taken as the catalog's sets (\(added.joined(separator: ", "))), shown by name\n"
            }
        }
        fatalError("unreachable")
    }

    /// The names as typed, for messages.
    private var names: String { request.files.joined(separator: ", ") }

    /// The user's files, and what Xcode or SwiftPM generates beside them: the asset catalogs'
    /// symbols, a package's `Bundle.module`, the Core Data model's classes.
    private func read(_ contents: SourceFolder.Contents) throws(UserCodeError) -> [UserFile] {
        var files: [UserFile] = []
        for path in contents.swiftFiles { files.append(try UserFile.read(path)) }
        if let symbols = AssetSymbols.source(for: contents.assets, userCode: files.map(\.text)) {
            files.append(UserFile(displayName: AssetSymbols.fileName, text: symbols, isGenerated: true))
        }
        if let bundle = PackageBundle.source(userCode: files.map(\.text)) {
            files.append(UserFile(displayName: PackageBundle.fileName, text: bundle, isGenerated: true))
        }
        if let strings = StringCatalogSymbols.source(for: contents.stringCatalogs.flatMap(StringCatalogSymbols.entries(inCatalog:))) {
            files.append(UserFile(displayName: StringCatalogSymbols.fileName, text: strings, isGenerated: true))
        }
        let models = contents.coreDataModels.compactMap(CoreDataModel.read)
        if !models.isEmpty {
            files.append(UserFile(displayName: CoreDataModel.fileName, text: CoreDataModel.source(for: models), isGenerated: true))
        }
        return files
    }

    /// Every file the run reads: no golden may be one of them.
    private func inputs(of contents: SourceFolder.Contents) -> [String] {
        var inputs = request.files + contents.swiftFiles + contents.foundResources + contents.leftOut.map(\.file) + contents.otherTargetsFiles
        if case .file(let path) = request.script, path != "-" { inputs.append(path) }
        return inputs
    }

    /// The entry and the work: for files that declare experiments, or for a root view.
    private func plan(for files: [UserFile]) throws(UserCodeError) -> Plan {
        let scanner = SourceScanner(sources: files.map { Preprocessor.prepare($0.text).source })
        if scanner.declaresExperiments {
            if request.root != nil || request.script != nil {
                throw .usage("\(names) declares experiments, which carry their own scripts; --root and --script are for a file of views")
            }
            switch request.command {
            case .why:
                throw .usage("\(names) declares experiments; why asks about a file of views (with --root <Type>), or about a catalog experiment")
            case .play:
                throw .usage(
                    "\(names) declares experiments; play a file of views (with --root <Type>), or run these with: dataflow run \(request.files.map(shellQuoted).joined(separator: " "))"
                )
            case .list:
                return Plan(entry: .experiments, work: .list)
            case .run:
                return Plan(entry: .experiments, work: .play(script: nil, dependencies: request.format.drawsPictures))
            case .verify(let golden, let goldens, let record):
                guard goldens != nil, golden == nil else {
                    throw .usage("\(names) declares experiments: verify them against a directory with --goldens <dir>")
                }
                _ = try recordMode(record)
                return Plan(entry: .experiments, work: .play(script: nil, dependencies: false))
            }
        }
        if case .list = request.command {
            throw .usage(
                "\(names) declares no experiments (a top-level `let experiments: [Experiment]`); run its views with: dataflow run \(request.files.map(shellQuoted).joined(separator: " "))"
            )
        }
        let root = try chooseRoot(scanner, names: names)
        let (text, actions) = try script()
        var plan = Plan(entry: .root(root), work: .play(script: actions, dependencies: false), actions: actions, scriptText: text)
        switch request.command {
        case .list, .play: break
        case .run:
            plan.work = .play(script: actions, dependencies: request.format.drawsPictures)
            // Steps beyond the script are refused before anything compiles.
            let summary = ExperimentSummary(id: names, scriptLength: actions.count)
            if let refusal = output([]).stepsBeyond([summary]) {
                throw .usage(refusal)
            }
        case .why:
            plan.work = .play(script: actions, dependencies: true)
        case .verify(let golden, _, let record):
            guard golden != nil else {
                throw .usage("\(names) is a file of views: verify its transcript against one file with --golden <file.txt|file.json>")
            }
            _ = try recordMode(record)
        }
        return plan
    }

    /// What the command makes of the program's answer: the transcripts rendered, compared with
    /// their goldens or asked `why`; the experiments listed.
    private func answer(
        _ response: ProgramResponse, plan: Plan, code: [(name: String, text: String)], inputs: [String]
    ) throws(UserCodeError) -> CommandResult {
        if case .experiments = plan.entry, let problem = Self.problem(with: response.experiments.map(\.id)) {
            return CommandResult(exitCode: ExitCode.usage, stderr: "Error: \(names): \(problem)\n")
        }
        let transcripts = response.transcripts
        switch request.command {
        case .list:
            return ListCommand(experiments: response.experiments, format: request.format).run()
        case .run, .play:
            if let refusal = output(code).stepsBeyond(response.experiments) { return UsageError(message: refusal, command: .run).result }
            sink?.transcripts = transcripts
            return output(code).result(transcripts)
        case .why(let question):
            guard let transcript = transcripts.first else { throw .run("\(names): the program returned no transcript") }
            var display = DisplayRequest()
            display.width = question.width
            var command = WhyCommand(transcript: transcript, target: question.view, step: question.step)
            command.format = question.format
            command.layout = display.options(terminal: terminal, environment: environment).layout
            return command.run()
        case .verify(let golden, let goldens, let record):
            let formats = golden.map { [Self.format(ofGolden: $0)] } ?? OutputFormat.transcriptFormats
            let runs = transcripts.map { RenderedRun($0, formats: formats) }
            return try verify(runs, golden: golden, goldens: goldens, record: record, inputs: inputs, script: plan.scriptText)
        }
    }

    /// Experiment ids name golden files: each must be a plain, distinct name.
    static func problem(with ids: [String]) -> String? {
        var seen = Set<String>()
        for id in ids {
            if let problem = TranscriptSignature.problem(withID: id) { return problem }
            if !seen.insert(id).inserted { return "two experiments have the id \(quoted(id)); ids name golden files, so each must be distinct" }
        }
        return nil
    }

    /// What the views' code wrote to standard output outside any step, said before the rest.
    private static func outsideNote(_ response: ProgramResponse) -> String {
        let rest = TerminalText.escaped(response.outsideOutput)
        guard !rest.isEmpty else { return "" }
        return "note: the views' code wrote to standard output outside any step:\n" + rest + (rest.hasSuffix("\n") ? "" : "\n")
    }

    /// `dataflow play <file>`: the loop in this command, the program run again from the mount
    /// for each action (`ProgramPlayback`), recording what each body read for `why`.
    private func play(
        _ program: String, root: ProgramBuilder.Root, timeout: Double, sourceNames: [(compiled: String, typed: String)]
    ) -> CommandResult {
        guard let console else { return CommandResult(exitCode: ExitCode.failure, stderr: "Error: play needs a console\n") }
        var stderr = ""
        let run = { (actions: [ScriptAction]) throws(PlayStop) -> Transcript in
            do {
                let launched = try launch(program, .play(script: actions, dependencies: true), timeout: timeout)
                switch try finished(launched, timeout: timeout, actions: actions, sourceNames: sourceNames, rerun: nil) {
                case .failed(let failure):
                    throw PlayStop.ended(failure)
                case .answered(let response, let programStderr):
                    guard let transcript = response.transcripts.first else {
                        throw PlayStop.ended(
                            CommandResult(exitCode: ExitCode.failure, stderr: "Error: \(names): the program returned no transcript\n"))
                    }
                    // What the views' code wrote outside the steps, in the latest run (each run plays them all again).
                    stderr = programStderr + Self.outsideNote(response)
                    return transcript
                }
            } catch let stop as PlayStop {
                throw stop
            } catch let error as UserCodeError {
                throw .ended(result(for: error))
            } catch {
                throw .ended(CommandResult(exitCode: ExitCode.failure, stderr: "Error: \(error)\n"))
            }
        }
        let playback: ProgramPlayback
        do {
            playback = try ProgramPlayback(run: run)
        } catch {
            guard case .ended(let result) = error else { return CommandResult(exitCode: ExitCode.failure) }
            return result
        }
        let command = replayCommand(root: root.type)
        let loop = PlayLoop(title: playback.title, playback: playback, options: textOptions, replayCommand: { "\(command) \(shellQuoted($0))" })
        let code = loop.run(console)
        return CommandResult(exitCode: code, stderr: stderr + (loop.failureSummary ?? ""))
    }

    /// A golden's format: JSON when its name ends in `.json`, else text.
    private static func format(ofGolden path: String) -> OutputFormat { path.hasSuffix(".json") ? .json : .text }

    /// A program that ran, and what it sent on its channel.
    private struct Launched {
        var outcome: Subprocess.Outcome
        var received: ProgramChannel.Received
        /// Its answer (nil when it gave no whole one).
        var response: ProgramResponse? { received.response }
    }

    /// Runs the program once with `work`, in a home of its own, and reads its answer.
    private func launch(_ program: String, _ work: ProgramRequest.Work, timeout: Double) throws(UserCodeError) -> Launched {
        let programRequest = ProgramRequest(work: work, token: ProgramRequest.makeToken(), screen: request.screen)
        let home = try RunHome()
        defer { home.remove() }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let json = try? encoder.encode(programRequest) else { throw .setup("cannot encode the program's request") }
        // A crash prints Swift's one-line fatal error, not the runtime's multi-page backtrace.
        // Hashing is seeded the same on every run, so a dictionary's or set's order (a chart
        // built from one) is the same in every transcript (D14).
        let settings = ["SWIFT_BACKTRACE": "enable=no", "SWIFT_DETERMINISTIC_HASHING": "1"]
        var subprocess = Subprocess(executable: program, arguments: [], timeout: timeout, environment: home.environment.merging(settings) { $1 })
        subprocess.request = Data((programRequest.token + "\n").utf8) + json
        var outcome = try subprocess.run()
        let received = ProgramChannel.received(outcome.channel, token: programRequest.token)
        // What the run's keeper found still running, and what this command found and ended.
        outcome.ended = (received.left + outcome.ended).sorted()
        return Launched(outcome: outcome, received: received)
    }

    /// How a program's run ended: with its answer (and what it wrote on standard error), or a
    /// failure said as the command's result.
    private enum Ending {
        case answered(ProgramResponse, stderr: String)
        case failed(CommandResult)
    }

    /// What a program's end means: its answer, or a crash, a timeout or an early end said in one
    /// line. A transcript is only ever passed on whole; after a crash in a step of a run, the
    /// steps before it are played again (they are deterministic) to show them.
    private func finished(
        _ launched: Launched, timeout: Double, actions: [ScriptAction], sourceNames: [(compiled: String, typed: String)],
        rerun: (([ScriptAction]) throws(UserCodeError) -> String?)?
    ) throws(UserCodeError) -> Ending {
        let outcome = launched.outcome
        if outcome.timedOut {
            throw .run(
                "\(names): the views' code did not finish within \(formatSeconds(timeout)) (a body or an action that never returns?); stopped it (--timeout or DATAFLOW_TIMEOUT allows longer)"
            )
        }
        let programStderr = ProgramStderr(outcome.stderr, files: sourceNames)
        let stderr = TerminalText.escaped(programStderr.text)
        if let response = launched.response { return .answered(response, stderr: stderr) }
        let step = launched.received.lastStep
        guard outcome.signalled else {
            // `exit(…)` in the views' code: whatever the status, the transcript is not whole.
            let place = step.map { $0 == 0 ? " at mount" : " at step \($0)" } ?? ""
            let what = request.command == .play ? "play was over" : "its transcript was complete; nothing was checked or printed"
            return .failed(
                CommandResult(
                    exitCode: ExitCode.failure,
                    stderr: stderr + "Error: \(names): the views' code ended the program\(place) (exit status \(outcome.status)) before \(what)\n"))
        }
        var place = ""
        var shown = ""
        var again = ""
        if let step {
            place = step == 0 ? " at mount" : " at step \(step)" + (actions.indices.contains(step - 1) ? ", \(actions[step - 1].description)" : "")
            if request.command == .run, let rerun, step >= 1, actions.indices.contains(step - 1) {
                // The program answers at the end. The steps before the crash are deterministic,
                // so playing only those again shows them.
                if let partial = try rerun(Array(actions.prefix(step - 1))) {
                    shown = partial
                    let replayed = step == 1 ? "the mount was" : step == 2 ? "the mount and step 1 were" : "the mount and steps 1–\(step - 1) were"
                    again = "note: to print the transcript above, \(replayed) played again: their side effects (prints, files) happened twice\n"
                }
            }
        }
        let above = shown.isEmpty ? "" : "; the transcript above stops before it"
        return .failed(
            CommandResult(
                exitCode: ExitCode.failure, stdout: shown,
                stderr: stderr + again
                    + "Error: \(names): the views' code crashed\(place) (\(signalDescription(outcome.status))), as it would in the app\(above)\n"))
    }

    /// Compares the transcripts the program rendered with their goldens, or records them: here,
    /// in dataflow, at paths given before the views' code ran (which may change the directory).
    private func verify(
        _ runs: [RenderedRun], golden: String?, goldens: String?, record: Bool, inputs: [String], script: String
    ) throws(UserCodeError) -> CommandResult {
        let (mode, note) = try recordMode(record)
        if let golden {
            guard let run = runs.first else { throw .run("\(names): the program rendered no transcript") }
            var out = TextWriter()
            let problems = GoldenCheck(mode: mode, inputs: inputs).check(
                run, formats: [Self.format(ofGolden: golden)], path: { _ in golden },
                recordCommand: recordCommand(golden: golden, script: script), out: &out)
            if problems.isEmpty {
                out.line("ok      \(run.id) against \(golden)")
            } else {
                report(problems, for: run.id, into: &out)
            }
            return CommandResult(exitCode: problems.isEmpty ? ExitCode.success : ExitCode.failure, stdout: out.text, stderr: note)
        }
        let directory = goldens ?? ""
        let files = request.files.map(shellQuoted).joined(separator: " ")
        return VerifyCommand(
            runs: runs, allExperimentIDs: runs.map(\.id), checksOrphans: false, mode: mode, goldens: directory, note: note,
            recordCommand: { _ in "dataflow verify \(files) --goldens \(shellQuoted(directory)) --record" }, inputs: inputs
        ).run()
    }

    /// `verify --golden` never writes over one of the run's inputs nor a Swift file: refused
    /// before anything compiles (a link at the golden's path is refused when recording).
    private func checkGolden(_ golden: String, inputs: [String]) throws(UserCodeError) {
        // A transcript's name beside the input, never the input itself (`notes.txt` → `notes.golden.txt`).
        let suggestion = { (file: String) -> String in
            let stem = (file as NSString).deletingPathExtension
            return quoted(file.hasSuffix(".txt") ? stem + ".golden.txt" : stem + ".txt")
        }
        for file in inputs where GoldenStore.sameFile(golden, file) {
            let what = request.files.contains(file) || file.hasSuffix(".swift") ? "one of the files being run" : "one of the files the run reads"
            throw .usage("the golden \(quoted(golden)) is \(what) (\(quoted(file))); name a transcript file, e.g. --golden \(suggestion(file))")
        }
        if golden.hasSuffix(".swift") {
            throw .usage(
                "the golden \(quoted(golden)) is a Swift file; a golden is a transcript: name a .txt or .json file, e.g. --golden \(suggestion(golden))"
            )
        }
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

    /// The transcripts in the request's format, with the user's files for Markdown and HTML.
    private func output(_ code: [(name: String, text: String)]) -> TranscriptOutput {
        TranscriptOutput(format: request.format, text: textOptions) { _ in code }
    }

    /// How the program should lay out a text transcript.
    private var textOptions: TextOptions {
        request.display.options(terminal: terminal, environment: environment)
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
            return .init(
                type: delegate, isApp: false, reason: "the view \(delegate) hosts in the window (\(hosted), with its modifiers)", isDelegate: true)
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

    /// The script, parsed now so that a mistake is reported before compiling; and its text.
    private func script() throws(UserCodeError) -> (text: String, actions: [ScriptAction]) {
        let text: String
        let origin: String
        switch request.script {
        case nil: return ("", [])
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
            // Read as a stream: a process substitution (`<(…)`), a FIFO or `/dev/stdin` is a script file too.
            guard let handle = FileHandle(forReadingAtPath: path) else {
                throw .usage("cannot read the script file \(quoted(path)): \(String(cString: strerror(errno)))")
            }
            let data = handle.readDataToEndOfFile()
            try? handle.close()
            guard let contents = String(data: data, encoding: .utf8) else { throw .usage("the script file \(quoted(path)) is not UTF-8 text") }
            text = contents
            origin = path
        }
        do {
            return (text, try ScriptAction.parse(text))
        } catch {
            throw .usage("\(origin): \(error)")
        }
    }

    /// The record mode, and the note to print when CI made dataflow ignore `DATAFLOW_RECORD`.
    private func recordMode(_ record: Bool) throws(UserCodeError) -> (mode: RecordMode, note: String) {
        do {
            return try RecordMode.resolve(record: record, environment: environment, command: .verify)
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

    /// A time limit in seconds: the option's, else the environment `variable`'s (a positive
    /// number of seconds, or `none`), else `fallback`.
    private func limit(_ given: Double?, variable: String, default fallback: Double) throws(UserCodeError) -> Double {
        if let given { return given }
        guard let text = environment[variable], !text.isEmpty else { return fallback }
        guard let seconds = FileRequest.seconds(text) else {
            throw .usage("invalid \(variable) \(quoted(text)): expected a positive number of seconds (e.g. 120), or none for no limit")
        }
        return seconds
    }

    private func result(for error: UserCodeError) -> CommandResult {
        switch error {
        case .usage(let message):
            let own: CommandSpec =
                switch request.command {
                case .list: .list
                case .run: .run
                case .verify: .verify
                case .play: .play
                case .why: .why
                }
            return UsageError(message: message, command: usage ?? own).result
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

func formatSeconds(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
}

/// A signal, and what it usually means for Swift code: `signal 4: a Swift runtime error …`.
private func signalDescription(_ signal: Int32) -> String {
    switch signal {
    case SIGILL, SIGTRAP: "signal \(signal): a Swift runtime error such as an index out of range, a nil unwrapped or a fatalError"
    case SIGSEGV, SIGBUS: "signal \(signal): a memory error, such as a stack overflow from unbounded recursion"
    case SIGABRT: "signal \(signal): the program aborted"
    case SIGKILL: "signal \(signal): killed"
    default:
        String(cString: strsignal(signal)).lowercased().isEmpty
            ? "signal \(signal)" : "signal \(signal): \(String(cString: strsignal(signal)).lowercased())"
    }
}
