import DataFlow
import Foundation

/// The entry point of a user's compiled program (its generated entry file calls it).
///
/// The `dataflow` command that compiled the program runs it with one `ProgramRequest` (the path
/// of its JSON is the only argument) and reads one `ProgramResponse` from its channel, so the
/// program prints transcripts with the same code as the catalog's. The program never writes a
/// golden: it renders the transcripts, and the command compares and records them, with paths it
/// resolved before any of the views' code ran.
public enum UserProgram {
    /// What the user named (files, a folder), and the files it stands for.
    public struct Source {
        /// As typed: `Counter.swift`, `MyApp/`; transcripts are named after it.
        let name: String
        let files: [String]

        public init(name: String, files: [String]) {
            self.name = name
            self.files = files
        }
    }

    /// An app whose first window's content is the root: the app's own state lives above it.
    public static func main<Application: App>(_ source: Source, app: Application.Type, because reason: String) -> Never {
        main(source, root: "\(Application.self)", because: reason) { AppRoot(Application()) }
    }

    /// An older app's delegate: run as UIKit would at launch, its window's hosted view is the root.
    public static func main<Delegate: AnyObject>(_ source: Source, delegate make: @escaping () -> Delegate, because reason: String) -> Never {
        main(source, root: "\(Delegate.self)", because: reason) { () -> _WindowContent in
            let delegate = make()
            var window: UIWindow?
            if let scene = delegate as? any UIWindowSceneDelegate {
                scene.scene(UIWindowScene(), willConnectTo: UISceneSession(), options: UIScene.ConnectionOptions())
                window = scene.window
            } else if let application = delegate as? any UIApplicationDelegate {
                _ = application.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
                window = application.window
            }
            let root = (window?.rootViewController as? any HostingController)?.anyRootView
            return _WindowContent(content: root ?? Text("\(Delegate.self) set no UIHostingController as the window's root view controller"))
        }
    }

    /// Views whose root plays a script given at run time.
    public static func main<Root: View>(_ source: Source, root: String, because reason: String, _ make: @escaping () -> Root) -> Never {
        let request = start(source)
        let title = "\(root), from \(source.name)"
        if request.command == .play {
            let loop = PlayLoop(
                title: title, variant: Variant("main", root: make), internals: [],
                options: request.text, replayCommand: { "\(request.replayCommand) \(shellQuoted($0))" })
            let code = loop.run(StandardConsole())
            finish(CommandResult(exitCode: code, stderr: loop.failureSummary ?? ""))
        }
        capture = CapturedOutput()
        let script: [ScriptAction]
        do {
            script = try ScriptAction.parse(request.script)
        } catch {
            finish(CommandResult(exitCode: ExitCode.usage, stderr: "Error: \(error)\n"))
        }
        let experiment = Experiment(
            id: source.name, title: title, claims: [], lesson: "The root is \(reason)." + ScreenSize.chosenNote,
            variants: [Variant("main", root: make)], script: script)
        switch request.command {
        case .run:
            finish(
                RunCommand(
                    experiments: [experiment], format: request.format, text: request.text, code: [source.name: code],
                    willPlay: progress
                ).run())
        case .why:
            let question = request.why ?? .init(view: "", step: nil, width: TextLayout.standard.width)
            var command = WhyCommand(experiment: experiment, target: question.view, step: question.step)
            command.format = request.format
            command.layout = TextLayout(width: question.width)
            finish(command.run())
        case .verify:
            let transcript = ExperimentRunner.run(experiment, willPlay: progress)
            finish(CommandResult(exitCode: ExitCode.success), runs: [RenderedRun(transcript, formats: request.goldenFormats)])
        case .list, .play:
            finish(unknown(request))
        }
    }

    /// A file that declares `let experiments: [Experiment]`.
    public static func main(_ source: Source, experiments: [Experiment]) -> Never {
        let request = start(source)
        capture = CapturedOutput()
        if let problem = problem(with: experiments.map(\.id)) {
            finish(CommandResult(exitCode: ExitCode.usage, stderr: "Error: \(source.name): \(problem)\n"))
        }
        switch request.command {
        case .list:
            finish(ListCommand(experiments: experiments, format: request.format).run())
        case .run:
            var shown: [String: [(name: String, text: String)]] = [:]
            for experiment in experiments { shown[experiment.id] = code }
            finish(RunCommand(experiments: experiments, format: request.format, text: request.text, code: shown).run())
        case .verify:
            let runs = experiments.map { RenderedRun(ExperimentRunner.run($0), formats: request.goldenFormats) }
            finish(CommandResult(exitCode: ExitCode.success), runs: runs)
        case .why, .play:
            finish(unknown(request))
        }
    }

    /// Before any of the views' code runs (`ProgramLaunch`, the program's constructor): the
    /// request, the answer channel and the run's isolation; then here, watching `dataflow` where
    /// the run has no namespace to do it, the screen size, and the user's files as they are now
    /// (the views' code may change the working directory later).
    private static func start(_ source: Source) -> ProgramRequest {
        ProgramLaunch.begin()
        guard let taken = ProgramLaunch.taken, let request = try? JSONDecoder().decode(ProgramRequest.self, from: Data(taken.request)) else {
            _ = OutputStream.write("Error: this program is run by 'dataflow run <file.swift>', which hands it its request\n", to: STDERR_FILENO)
            exit(ExitCode.usage)
        }
        if !taken.isolated { ParentWatch.start(lifeline: ProgramLaunch.lifelineDescriptor) }
        ScreenSize.applyChosen()
        answer = ProgramAnswer(taken)
        code = source.files.map { path in
            let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? "(\(path) could not be read)"
            return (path, text)
        }
        return request
    }

    /// Says which step is about to be played, so that after a crash the command knows where.
    private static func progress(_ step: Int) {
        answer?.willPlay(step: step)
    }

    /// The user's files as they were when the program started, for Markdown and HTML pages.
    nonisolated(unsafe) private static var code: [(name: String, text: String)] = []

    /// Experiment ids name golden files: each must be a plain, distinct name.
    static func problem(with ids: [String]) -> String? {
        var seen = Set<String>()
        for id in ids {
            if let problem = TranscriptSignature.problem(withID: id) { return problem }
            if !seen.insert(id).inserted { return "two experiments have the id \(quoted(id)); ids name golden files, so each must be distinct" }
        }
        return nil
    }

    private static func unknown(_ request: ProgramRequest) -> CommandResult {
        CommandResult(exitCode: ExitCode.usage, stderr: "Error: this program cannot answer a \(request.command.rawValue) request\n")
    }

    /// What the views' code writes to standard output, captured (nil while playing: the
    /// terminal is the program's own).
    nonisolated(unsafe) private static var capture: CapturedOutput?
    /// The channel the answer goes to.
    nonisolated(unsafe) private static var answer: ProgramAnswer?

    /// Sends the answer and ends the program. A copy made by `fork()` in the views' code ends
    /// without a word: only the process that read the request answers.
    private static func finish(_ result: CommandResult, runs: [RenderedRun] = []) -> Never {
        guard answer?.isOwner ?? true else { CLibrary.exit(0) }
        var result = result
        if let raw = capture?.rest(), case let rest = TerminalText.escaped(raw), !rest.isEmpty {
            result.stderr =
                "note: the views' code wrote to standard output outside any step:\n" + rest + (rest.hasSuffix("\n") ? "" : "\n") + result.stderr
        }
        answer?.send(ProgramResponse(result: result, runs: runs))
        exit(result.exitCode)
    }
}
