import DataFlow
import Foundation

/// The entry point of a user's compiled program (its generated `main.swift` calls it).
///
/// The `dataflow` command that compiled the program runs it with one request and forwards what it
/// prints, so the program prints transcripts with the same code as the catalog's. For a root view:
///
///     program run <text|json> <text options> <script>
///     program verify <golden> <record-mode> <script>
///     program play <text options> <the run command that replays a script>
///
/// and for files that declare experiments:
///
///     program list <text|json>
///     program run <text|json> <text options>
///     program verify <goldens-directory> <record-mode>
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
        ParentWatch.start()
        ScreenSize.applyChosen()
        let file = source.name
        let files = source.files
        let title = "\(root), from \(file)"
        let request = Array(CommandLine.arguments.dropFirst())
        if request.first == "play", request.count == 3 {
            let loop = PlayLoop(
                title: title, variant: Variant("main", root: make), internals: [],
                options: TextOptions(argument: request[1]), replayCommand: { "\(request[2]) \(shellQuoted($0))" })
            let code = loop.run(StandardConsole())
            if let summary = loop.failureSummary { _ = OutputStream.write(summary, to: STDERR_FILENO) }
            exit(code)
        }
        capture = CapturedOutput()
        let script: [ScriptAction]
        do {
            // The script is the fourth word of every request: run <format> <text> <script>,
            // verify <golden> <mode> <script> <record command>, why <format> <view> <script> <step> <width>.
            script = try ScriptAction.parse(request.count > 3 ? request[3] : "")
        } catch {
            finish(CommandResult(exitCode: ExitCode.usage, stderr: "Error: \(error)\n"))
        }
        let experiment = Experiment(
            id: file, title: title, claims: [], lesson: "The root is \(reason)." + ScreenSize.chosenNote,
            variants: [Variant("main", root: make)], script: script)
        switch (request.first, request.count) {
        case ("run", 4):
            finish(RunCommand(experiments: [experiment], format: OutputFormat(rawValue: request[1]) ?? .text,
                              text: TextOptions(argument: request[2]), code: [file: Self.code(of: files)],
                              willPlay: { _ = OutputStream.write(ProgramStderr.progressPrefix + "\($0)\n", to: STDERR_FILENO) }).run())
        case ("why", 6):
            var command = WhyCommand(experiment: experiment, target: request[2], step: Int(request[4]))
            command.format = OutputFormat(rawValue: request[1]) ?? .text
            command.layout = TextLayout(width: Int(request[5]) ?? 100)
            finish(command.run())
        case ("verify", 5):
            let transcript = ExperimentRunner.run(experiment)
            finish(FileVerification(
                transcript: transcript, golden: request[1], mode: RecordMode(rawValue: request[2]) ?? .never, recordCommand: request[4]).run())
        default:
            finish(unknown(request))
        }
    }

    /// A file that declares `let experiments: [Experiment]`.
    public static func main(_ source: Source, experiments: [Experiment]) -> Never {
        ParentWatch.start()
        ScreenSize.applyChosen()
        capture = CapturedOutput()
        let files = source.files
        if let problem = problem(with: experiments.map(\.id)) {
            finish(CommandResult(exitCode: ExitCode.usage, stderr: "Error: \(source.name): \(problem)\n"))
        }
        let request = Array(CommandLine.arguments.dropFirst())
        switch (request.first, request.count) {
        case ("list", 2):
            finish(ListCommand(experiments: experiments, format: OutputFormat(rawValue: request[1]) ?? .text).run())
        case ("run", 3):
            var code: [String: [(name: String, text: String)]] = [:]
            for experiment in experiments { code[experiment.id] = Self.code(of: files) }
            finish(RunCommand(experiments: experiments, format: OutputFormat(rawValue: request[1]) ?? .text,
                              text: TextOptions(argument: request[2]), code: code).run())
        case ("verify", 3):
            let mode = RecordMode(rawValue: request[2]) ?? .never
            finish(VerifyCommand(
                experiments: experiments, allExperimentIDs: experiments.map(\.id), checksOrphans: false,
                mode: mode, goldens: request[1], note: "", recordCommand: { _ in "dataflow verify \(files.map(shellQuoted).joined(separator: " ")) --goldens \(shellQuoted(request[1])) --record" }
            ).run())
        default:
            finish(unknown(request))
        }
    }

    /// The user's files as they are now (the program runs where dataflow was run).
    private static func code(of files: [String]) -> [(name: String, text: String)] {
        files.map { path in
            let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? "(\(path) could not be read)"
            return (path, text)
        }
    }

    /// Experiment ids name golden files: each must be a plain, distinct name.
    static func problem(with ids: [String]) -> String? {
        var seen = Set<String>()
        for id in ids {
            if id.isEmpty || id.hasPrefix(".") || id.contains("/") || id.contains("\\") || id.contains(where: { $0.isNewline || $0.asciiValue.map { $0 < 0x20 } == true }) {
                return "the experiment id \(quoted(id)) cannot name a golden file: use letters, digits, '-' and '_' (e.g. my-counter)"
            }
            if !seen.insert(id).inserted { return "two experiments have the id \(quoted(id)); ids name golden files, so each must be distinct" }
        }
        return nil
    }

    private static func unknown(_ request: [String]) -> CommandResult {
        CommandResult(exitCode: ExitCode.usage, stderr: "Error: this program is run by 'dataflow run <file.swift>'; it cannot answer \(request)\n")
    }

    /// What the views' code writes to standard output, captured (nil while playing: the
    /// terminal is the program's own).
    nonisolated(unsafe) private static var capture: CapturedOutput?

    /// Delivers the result on the transcript's channel, then says the output is complete (a
    /// program the views' code ended early never says it).
    private static func finish(_ result: CommandResult) -> Never {
        var result = result
        if let rest = capture?.rest(), !rest.isEmpty {
            result.stderr = "note: the views' code wrote to standard output outside any step:\n" + rest + (rest.hasSuffix("\n") ? "" : "\n") + result.stderr
        }
        let code = OutputStream.deliver(result, standardOutput: capture?.channel ?? STDOUT_FILENO)
        _ = OutputStream.write(ProgramStderr.endMarker + "\n", to: STDERR_FILENO)
        exit(code)
    }
}

/// `dataflow verify <file.swift> --golden <path>`: one transcript against one golden, in the
/// format the golden's extension names (`.json`, else text).
struct FileVerification {
    let transcript: Transcript
    let golden: String
    let mode: RecordMode
    /// The command line that re-records the golden (its files, root and script).
    let recordCommand: String

    func run() -> CommandResult {
        var out = TextWriter()
        let format: OutputFormat = golden.hasSuffix(".json") ? .json : .text
        let problems = GoldenCheck(mode: mode).check(
            render(transcript, format), at: golden,
            recordCommand: recordCommand,
            actualName: "dataflow run \(transcript.id) (actual)", out: &out)
        if problems.isEmpty {
            out.line("ok      \(transcript.id) against \(golden)")
        } else {
            report(problems, for: transcript.id, into: &out)
        }
        return CommandResult(exitCode: problems.isEmpty ? ExitCode.success : ExitCode.failure, stdout: out.text)
    }
}
