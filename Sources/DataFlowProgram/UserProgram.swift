import DataFlow
import Foundation

/// The entry point of a user's compiled program (its generated entry file calls it).
///
/// The `dataflow` command that compiled the program runs it with one `ProgramRequest` and reads
/// one `ProgramResponse` from its channel: the transcripts as data. The program only plays; the
/// command renders, compares, records and answers `why`, with paths it resolved before any of
/// the views' code ran. So the program links the runtime and the frameworks, not the command.
public enum UserProgram {
    /// What the user named (files, a folder).
    public struct Source {
        /// As typed: `Counter.swift`, `MyApp/`; transcripts are named after it.
        let name: String

        public init(name: String) {
            self.name = name
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

    /// Views whose root plays the script the request carries.
    public static func main<Root: View>(_ source: Source, root: String, because reason: String, _ make: @escaping () -> Root) -> Never {
        let request = start()
        var script: [ScriptAction] = []
        var dependencies = false
        if case .play(let actions, let recordsDependencies) = request.work {
            script = actions ?? []
            dependencies = recordsDependencies
        }
        let experiment = Experiment(
            id: source.name, title: "\(root), from \(source.name)", claims: [],
            lesson: "The root is \(reason)." + (request.screen?.note ?? ""), variants: [Variant("main", root: make)], script: script)
        finish(request, [experiment], dependencies: dependencies)
    }

    /// A file that declares `let experiments: [Experiment]`.
    public static func main(_ source: Source, experiments: [Experiment]) -> Never {
        let request = start()
        var dependencies = false
        if case .play(_, let recordsDependencies) = request.work { dependencies = recordsDependencies }
        finish(request, experiments, dependencies: dependencies)
    }

    /// Before any of the views' code runs (`ProgramLaunch`, the program's constructor): the
    /// request, the answer channel and the run's isolation; then here, watching `dataflow` where
    /// the run has no namespace to do it, and the screen size.
    private static func start() -> ProgramRequest {
        ProgramLaunch.begin()
        // The program plays on its main thread: main-actor work waits for the graph (§19).
        MainActorJobs.capture()
        guard let taken = ProgramLaunch.taken, let request = try? JSONDecoder().decode(ProgramRequest.self, from: Data(taken.request)) else {
            _ = CLibrary.writeAll(
                Array("Error: this program is run by 'dataflow run <file.swift>', which hands it its request\n".utf8), to: STDERR_FILENO)
            exit(64)
        }
        if !taken.isolated { ParentWatch.start(lifeline: ProgramLaunch.lifelineDescriptor) }
        request.screen?.apply()
        answer = ProgramAnswer(taken)
        capture = CapturedOutput()
        return request
    }

    /// Plays what the request asks (or describes the experiments), sends the answer and ends the
    /// program. A copy made by `fork()` in the views' code ends without a word: only the process
    /// that read the request answers.
    private static func finish(_ request: ProgramRequest, _ experiments: [Experiment], dependencies: Bool) -> Never {
        var response = ProgramResponse(experiments: experiments.map(ExperimentSummary.init))
        if case .play = request.work {
            response.transcripts = experiments.map { experiment in
                ExperimentRunner.run(experiment, dependencies: dependencies) { step in answer?.willPlay(step: step) }
            }
        }
        guard answer?.isOwner ?? true else { CLibrary.exit(0) }
        response.outsideOutput = capture?.rest() ?? ""
        answer?.send(response)
        exit(0)
    }

    /// What the views' code writes to standard output, captured.
    nonisolated(unsafe) private static var capture: CapturedOutput?
    /// The channel the answer goes to.
    nonisolated(unsafe) private static var answer: ProgramAnswer?
}
