/// Plays an experiment's script through a fresh graph per variant and records each step.
package enum ExperimentRunner {
    /// Runs every variant. `inspect: false` skips the whole-tree work of the transcript
    /// (screen, staleness, state), for measuring the engine alone.
    package static func run(_ experiment: Experiment, inspect: Bool = true) -> Transcript {
        Transcript(
            id: experiment.id, title: experiment.title, claims: experiment.claims, lesson: experiment.lesson,
            variants: experiment.variants.map { run($0, of: experiment, inspect: inspect) },
            compileError: experiment.compileError)
    }

    static func run(_ variant: Variant, of experiment: Experiment, inspect: Bool) -> VariantRun {
        let script = experiment.script
        let log = TraceLog()
        let graph = ViewGraph(role: .live, tracer: log)
        var recorder = StepRecorder(graph: graph, log: log, inspect: inspect, internals: experiment.internals)
        var run = VariantRun(name: variant.name, summary: variant.summary, steps: [], failure: nil)
        run.expectsFatalError = variant.expectsFatalError

        graph.mountRoot(variant.makeRoot())
        run.steps.append(recorder.finishStep(index: 0, action: "mount"))
        if let fatal = graph.fatalError {
            run.failure = ScriptFailure(fatal: fatal, step: 0, action: "mount")
            return run
        }
        for (offset, action) in script.enumerated() {
            let index = offset + 1
            switch resolve(action, in: graph) {
            case .success(let control):
                graph.operate(control, input: action.input)
                run.steps.append(recorder.finishStep(index: index, action: action.description))
                if let fatal = graph.fatalError {
                    run.failure = ScriptFailure(fatal: fatal, step: index, action: action.description)
                    return run
                }
            case .failure(let problem):
                run.failure = ScriptFailure(
                    step: index, action: action.description, problem: problem.problem, available: problem.available)
                return run
            }
        }
        if variant.expectsFatalError {
            run.failure = ScriptFailure(
                step: script.count, action: script.last?.description ?? "mount",
                problem: "the variant expects SwiftUI to stop the app, but the script played through", available: [])
        }
        return run
    }

    /// Finds the control a scripted action names, or says what exists instead.
    static func resolve(_ action: ScriptAction, in graph: ViewGraph) -> Result<Control, ScriptFailure> {
        let controls = graph.controls()
        let kind = action.controlKind
        let (label, occurrence) = action.selector
        let matching = controls.filter { $0.kind == kind && $0.label == label }
        if occurrence <= matching.count { return .success(matching[occurrence - 1]) }
        let sameKind = controls.filter { $0.kind == kind }
        let problem = matching.isEmpty
            ? "no \(kind.rawValue) labelled \(label.debugDescription)"
            : "only \(matching.count) \(kind.rawValue)(s) labelled \(label.debugDescription), not \(occurrence)"
        let available = (sameKind.isEmpty ? controls : sameKind).map { "\($0.kind.rawValue) \($0.label.debugDescription)" }
        return .failure(ScriptFailure(step: 0, action: action.description, problem: problem, available: available))
    }
}

/// Turns what the graph reported during a step into a `StepRecord`.
struct StepRecorder {
    let graph: ViewGraph
    let log: TraceLog
    let inspect: Bool
    let internals: [String]
    private var previousState = StateSnapshot()

    init(graph: ViewGraph, log: TraceLog, inspect: Bool, internals: [String]) {
        self.graph = graph
        self.log = log
        self.inspect = inspect
        self.internals = internals
    }

    mutating func finishStep(index: Int, action: String) -> StepRecord {
        let events = log.events
        log.removeAll()
        guard inspect else {
            return StepRecord(index: index, action: action, events: events, untrackedWrites: [],
                              screen: Screen(lines: []), stale: [], state: StateSnapshot(), internals: [])
        }
        let state = graph.stateSnapshot()
        let untracked = state.objectChanges(since: previousState).map { change, tracking in
            WriteRecord(target: change.path, old: change.old, new: change.new, outcome: WriteRecord.Outcome(tracking))
        }
        previousState = state
        return StepRecord(index: index, action: action, events: events, untrackedWrites: untracked,
                          screen: graph.screen(), stale: graph.staleViews(), state: state,
                          internals: graph.internals(of: internals))
    }
}

extension ViewGraph {
    /// Mounts a root view whose type is only known at run time.
    package func mountRoot(_ view: any View) {
        func open<Root: View>(_ view: Root) { mount(view) }
        open(view)
    }
}

extension ViewGraph {
    /// The created and installed structs of every body view whose type is in `typeNames`, in tree order.
    package func internals(of typeNames: [String]) -> [ViewInternals] {
        guard !typeNames.isEmpty, let root else { return [] }
        var found: [ViewInternals] = []
        func walk(_ node: Node) {
            if let body = node as? BodyNode, typeNames.contains(body.typeName) {
                found.append(ViewInternals(
                    identity: body.identityPath,
                    created: describer.describe(body.input),
                    installed: describer.describe(body.installed)))
            }
            for child in node.children { walk(child) }
        }
        walk(root)
        return found
    }
}
