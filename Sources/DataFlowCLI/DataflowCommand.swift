import DataFlow
import DataFlowProgram
import Experiments

/// The `dataflow` command, as a library: parse, dispatch, and return what to print.
///
/// The executable is a few lines around `run(_:environment:)`; tests call it in-process.
public enum DataflowCommand {
    /// The sources of the modules users' programs link, for a binary away from its build
    /// directory to build them once (the executable sets them; see `RuntimeBuild`).
    public static var runtimeSources: [(name: String, files: [(path: String, text: String)])] {
        get { RuntimeBuild.sources }
        set { RuntimeBuild.sources = newValue }
    }

    /// Whether every child of this process is one the command started (the executable says so;
    /// a test process starting programs of its own does not): then an orphan handed to it, the
    /// subreaper, belongs to the run under way, even one that emptied its environment.
    public static var startsEveryChild: Bool {
        get { ChildProcesses.startsEveryChild }
        set { ChildProcesses.startsEveryChild = newValue }
    }

    /// Runs one command line (without the program name).
    /// - Parameters:
    ///   - environment: the variables that matter here: `CI`, `DATAFLOW_RECORD`, `DATAFLOW_GOLDENS`,
    ///     `NO_COLOR` and the `DATAFLOW_…` settings of user files.
    ///   - terminal: the terminal standard output goes to, if it is one (colour and width).
    ///   - console: where `play` reads actions and writes steps as it goes; without one, it reads
    ///     nothing (it prints the mount) and its output is the result's `stdout`.
    public static func run(
        _ arguments: [String], environment: [String: String] = [:], terminal: Terminal? = nil, console: Console? = nil
    ) -> CommandResult {
        run(arguments, environment: environment, experiments: Catalog.experiments, terminal: terminal, console: console)
    }

    /// Runs a command line against a given catalog (tests use small catalogs of their own).
    package static func run(
        _ arguments: [String], environment: [String: String], experiments: [Experiment], terminal: Terminal? = nil,
        console: Console? = nil
    ) -> CommandResult {
        var variantNames: [String: [String]] = [:]
        for experiment in experiments { variantNames[experiment.id] = experiment.variants.map(\.name) }
        let parser = CommandLineParser(experimentIDs: experiments.map(\.id), variantNames: variantNames)
        let invocation: Invocation
        do {
            invocation = try parser.parse(arguments)
        } catch {
            return error.result
        }
        let context = Context(environment: environment, experiments: experiments, terminal: terminal, console: console)
        switch invocation {
        case .help(let command):
            return CommandResult(exitCode: ExitCode.success, stdout: command.flatMap(Help.text(for:)) ?? Help.overview)
        case .version:
            return CommandResult(exitCode: ExitCode.success, stdout: Help.version + "\n")
        case .list(let format):
            return ListCommand(experiments: experiments.map(ExperimentSummary.init), format: format).run()
        case .run(let ids, let all, let format, let display):
            let selected = all ? experiments : context.experiments(ids)
            return RunCommand(experiments: selected, format: format, text: context.options(display)).run()
        case .verify(let ids, let record, let goldens):
            return context.verify(ids, record: record, goldens: goldens)
        case .diff(let request):
            return context.diff(request)
        case .why(let question):
            return context.why(question)
        case .explain(let ids):
            return ExplainCommand(ids: ids).run()
        case .show(let ids):
            return ShowCommand(experiments: context.experiments(ids)).run()
        case .completion(let shell):
            let variants = experiments.flatMap { $0.variants.map(\.name) }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            let words = CompletionWords(experimentIDs: experiments.map(\.id), variantNames: variants.sorted(), rulebookIDs: Rulebook.embedded.ids)
            return CommandResult(exitCode: ExitCode.success, stdout: CompletionScript.script(for: shell, words: words))
        case .play(let id, let variant, let display):
            guard let experiment = experiments.first(where: { $0.id == id }) else { preconditionFailure("validated by the parser") }
            return context.onConsole { PlayCommand(experiment: experiment, variant: variant, options: context.options(display)).run($0) }
        case .serve(let request):
            return context.onConsole { ServeCommand(request: request, experiments: experiments, environment: environment).run($0) }
        case .files(let request):
            guard request.command == .play else {
                return FileCommand(request: request, environment: environment, terminal: terminal, console: TextConsole(input: "")).run()
            }
            return context.onConsole { FileCommand(request: request, environment: environment, terminal: terminal, console: $0).run() }
        }
    }

    /// What every command runs with: the environment, the catalog, the terminal and the console.
    private struct Context {
        let environment: [String: String]
        let allExperiments: [Experiment]
        let terminal: Terminal?
        let console: Console?

        init(environment: [String: String], experiments: [Experiment], terminal: Terminal?, console: Console?) {
            self.environment = environment
            allExperiments = experiments
            self.terminal = terminal
            self.console = console
        }

        func experiments(_ ids: [String]) -> [Experiment] {
            ids.compactMap { id in allExperiments.first { $0.id == id } }
        }

        func options(_ display: DisplayRequest) -> TextOptions {
            display.options(terminal: terminal, environment: environment)
        }

        func layout(width: Int?) -> TextLayout {
            var display = DisplayRequest()
            display.width = width
            return options(display).layout
        }

        /// Runs `command` on the console; without one (a test), on a console of its own whose
        /// output is the result's `stdout`.
        func onConsole(_ command: (Console) -> CommandResult) -> CommandResult {
            if let console { return command(console) }
            let own = TextConsole(input: "")
            var result = command(own)
            result.stdout = own.output
            return result
        }

        func verify(_ ids: [String], record: Bool, goldens: String?) -> CommandResult {
            let selected = ids.isEmpty ? allExperiments : experiments(ids)
            do {
                let (mode, note) = try RecordMode.resolve(record: record, environment: environment, command: .verify)
                // The catalog's own goldens are recorded in its checkout; others name their folder.
                let chosen = goldens ?? environment["DATAFLOW_GOLDENS"].flatMap { $0.isEmpty ? nil : $0 }
                return VerifyCommand(
                    runs: selected.map { RenderedRun(ExperimentRunner.run($0)) }, allExperimentIDs: allExperiments.map(\.id),
                    checksOrphans: ids.isEmpty, mode: mode, goldens: chosen ?? Catalog.transcriptsDirectory, note: note,
                    recordCommand: { id in
                        chosen.map { "dataflow verify --record \(id) --goldens \(shellQuoted($0))" } ?? "swift run dataflow verify --record \(id)"
                    }
                ).run()
            } catch {
                return error.result
            }
        }

        func diff(_ request: DiffRequest) -> CommandResult {
            DiffCommand(
                request: request, experiments: allExperiments, layout: layout(width: request.width),
                runFiles: { side in
                    let sink = FileCommand.TranscriptSink()
                    let result = FileCommand(
                        request: side, environment: environment, terminal: terminal, console: TextConsole(input: ""), usage: .diff, sink: sink
                    ).run()
                    return (result, sink.transcripts)
                }
            ).run()
        }

        func why(_ question: WhyRequest) -> CommandResult {
            guard let experiment = allExperiments.first(where: { $0.id == question.id }) else {
                return UsageError(message: "unknown experiment \(quoted(question.id))", command: .why).result
            }
            return WhyCommand(
                transcript: ExperimentRunner.run(experiment, dependencies: true), target: question.view, step: question.step,
                variants: question.variants, format: question.format, layout: layout(width: question.width)
            ).run()
        }
    }
}
