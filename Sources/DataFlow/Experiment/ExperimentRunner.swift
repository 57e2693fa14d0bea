/// Plays an experiment's script through a fresh graph per variant and records each step.
package enum ExperimentRunner {
    /// Runs every variant. `inspect: false` skips the whole-tree work of the transcript
    /// (screen, staleness, state), for measuring the engine alone.
    package static func run(_ experiment: Experiment, inspect: Bool = true) -> Transcript {
        Transcript(
            id: experiment.id, title: experiment.title, claims: experiment.claims, lesson: experiment.lesson,
            variants: experiment.variants.map { run($0, script: experiment.script, inspect: inspect) })
    }

    static func run(_ variant: Variant, script: [ScriptAction], inspect: Bool) -> VariantRun {
        let log = TraceLog()
        let graph = ViewGraph(role: .live, tracer: log)
        var recorder = StepRecorder(graph: graph, log: log, inspect: inspect)
        var run = VariantRun(name: variant.name, summary: variant.summary, steps: [], failure: nil)

        graph.mountRoot(variant.makeRoot())
        run.steps.append(recorder.finishStep(index: 0, action: "mount"))
        for (offset, action) in script.enumerated() {
            let index = offset + 1
            switch resolve(action, in: graph) {
            case .success(let control):
                graph.operate(control, input: action.input)
                run.steps.append(recorder.finishStep(index: index, action: action.description))
            case .failure(let problem):
                run.failure = ScriptFailure(
                    step: index, action: action.description, problem: problem.problem, available: problem.available)
                return run
            }
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
    private var previousState = StateSnapshot()

    init(graph: ViewGraph, log: TraceLog, inspect: Bool) {
        self.graph = graph
        self.log = log
        self.inspect = inspect
    }

    mutating func finishStep(index: Int, action: String) -> StepRecord {
        let events = log.events
        log.removeAll()
        guard inspect else {
            return StepRecord(index: index, action: action, events: events, untrackedWrites: [],
                              screen: Screen(lines: []), stale: [], state: StateSnapshot())
        }
        let state = graph.stateSnapshot()
        let untracked = state.objectChanges(since: previousState).map {
            WriteRecord(target: $0.path, old: $0.old, new: $0.new, outcome: .untracked)
        }
        previousState = state
        return StepRecord(index: index, action: action, events: events, untrackedWrites: untracked,
                          screen: graph.screen(), stale: graph.staleViews(), state: state)
    }
}

extension ViewGraph {
    /// Mounts a root view whose type is only known at run time.
    package func mountRoot(_ view: any View) {
        func open<Root: View>(_ view: Root) { mount(view) }
        open(view)
    }
}
