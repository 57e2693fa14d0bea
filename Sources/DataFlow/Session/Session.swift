/// Drives one view graph as a user and the outside world would, and records what each step did.
///
/// A session mounts a root view (step 0), then plays actions: scripted ones that operate a control
/// on screen (`tap "Save"`), and arbitrary closures that stand for anything else that happens to
/// an app (a timer firing, a network reply arriving). Each returns the step's record.
///
///     let session = Session(ContentView())
///     let step = try session.play(.tap("Increment"))
///     #expect(step.ranViews == ["ContentView"])
///     #expect(step.screen.contains("Text \"count: 1\""))
///
/// The experiment runner, the CLI, the fuzzer and the benchmark all drive graphs through this type.
public final class Session {
    /// How much a session looks at after each step.
    public enum Inspection: Sendable {
        /// Screen, staleness (a fresh render, D12) and state after every step: what a transcript shows.
        case full
        /// Only what the graph reported (bodies, writes, warnings, console); the screen is still
        /// available on demand. Cheaper: no fresh render per step.
        case events
        /// Nothing: no trace at all. For measuring the engine alone.
        case none
    }

    package let graph: ViewGraph
    /// The graph's host: what the session's events are played through.
    package var host: GraphHost { graph.host }
    private let log: TraceLog?
    private let inspection: Inspection
    private let internals: [String]
    /// Whether each step records what depends on what (for pictures of a step).
    private let capturesDependencies: Bool
    private var previousState = StateSnapshot()
    /// Every step so far; the mount is `steps[0]`. A session that keeps only the latest steps
    /// (`play`, which may go on for thousands) holds the last two: the latest, and the one before
    /// it (what its bodies had read when its writes happened).
    public private(set) var steps: [StepRecord] = []
    /// How many steps were played, the mount included: the next step's number.
    public private(set) var stepCount = 0
    private let keepsEveryStep: Bool

    /// Mounts `root` (step 0).
    public convenience init<Root: View>(_ root: Root, inspection: Inspection = .full) {
        self.init(root: root, inspection: inspection)
    }

    /// Mounts a root whose type is known only at run time; `internals` names views whose structs
    /// each step shows (S4.4).
    package convenience init(
        root: any View, inspection: Inspection = .full, internals: [String] = [], comparesViews: Bool = true,
        capturesDependencies: Bool = false, keepsEveryStep: Bool = true
    ) {
        self.init(
            makeRoot: { root }, inspection: inspection, internals: internals, comparesViews: comparesViews,
            capturesDependencies: capturesDependencies, keepsEveryStep: keepsEveryStep)
    }

    /// Makes the root inside the run, then mounts it: an app's `init` runs as on a device, before
    /// its first body, and a `Task { }` it starts (seeding a store) is one of the run's tasks,
    /// run after the mount's passes (§19), instead of a task nobody runs.
    package init(
        makeRoot: () -> any View, inspection: Inspection = .full, internals: [String] = [], comparesViews: Bool = true,
        capturesDependencies: Bool = false, keepsEveryStep: Bool = true
    ) {
        self.capturesDependencies = capturesDependencies
        self.keepsEveryStep = keepsEveryStep
        let log = inspection == .none ? nil : TraceLog()
        self.log = log
        self.inspection = inspection
        self.internals = internals
        graph = ViewGraph(tracer: log, comparesViews: comparesViews)
        if inspection == .full, let log {
            graph.host.reporter.beforeTaskEvent = { [unowned self] in
                for write in self.objectWritesSinceLastLook() { log.record(.write(write)) }
            }
        }
        let root = Ambient.with(graph.host, makeRoot)
        graph.mountRoot(root)
        finishStep(nil)
    }

    /// The mount's record.
    /// (In a session that keeps only the latest steps, the mount until two more are played.)
    public var mount: StepRecord { steps[0] }

    /// SwiftUI's fatal error, if the views' code hit one (a missing environment object): the app
    /// would have stopped there, so later actions throw.
    public var fatalError: String? { host.fatalError }

    /// Why the app stopped, as a failure says it: SwiftUI's fatal error, or a crash.
    public var stopDescription: String? { host.stopDescription }

    // MARK: Actions

    /// Plays one scripted action: finds the control it names on screen and operates it.
    @discardableResult
    public func play(_ action: ScriptAction) throws(ScriptFailure) -> StepRecord {
        if graph.isClosed {
            throw ScriptFailure(
                step: stepCount, action: action.description, problem: "the window was closed: nothing is on screen any more (close ends a run)",
                available: [])
        }
        if action == .close {
            if let stop = host.stopDescription { throw ScriptFailure(stopped: stop, step: stepCount, action: action.description) }
            graph.close()
            return finishStep(action)
        }
        if case .wait(let seconds) = action {
            // Time passes whatever is on screen; no control is operated (§24).
            if let stop = host.stopDescription { throw ScriptFailure(stopped: stop, step: stepCount, action: action.description) }
            host.advanceClock(by: seconds)
            return finishStep(action)
        }
        if action.isScroll { return try scroll(action) }
        let control = try resolve(action)
        if let reason = control.blockedReason() {
            // As a user sees it: the control is there, and operating it does nothing (§22).
            host.perform { host.reporter.report(.dataflow("\(action.description) does nothing: \(reason) (§22)")) }
        } else {
            control.operate(action)
        }
        return finishStep(action)
    }

    /// Plays a script, one step per action; stops at the first action that cannot be played.
    @discardableResult
    public func play(_ script: [ScriptAction]) throws(ScriptFailure) -> [StepRecord] {
        var played: [StepRecord] = []
        for action in script { played.append(try play(action)) }
        return played
    }

    @discardableResult
    public func tap(_ label: String, occurrence: Int = 1) throws(ScriptFailure) -> StepRecord {
        try play(.tap(label, occurrence: occurrence))
    }

    @discardableResult
    public func toggle(_ label: String, occurrence: Int = 1) throws(ScriptFailure) -> StepRecord {
        try play(.toggle(label, occurrence: occurrence))
    }

    @discardableResult
    public func type(_ field: String, _ text: String) throws(ScriptFailure) -> StepRecord {
        try play(.type(field, text))
    }

    /// Runs `event` as one step, outside any view: what a timer, a notification or a network
    /// reply does to an app. Its writes form one transaction, as a user action's do (§14).
    @discardableResult
    public func perform(_ description: String = "external event", _ event: () -> Void) -> StepRecord {
        host.perform(event)
        return finishStep(nil, named: description)
    }

    // MARK: What is on screen

    /// Ends the session as closing the app's window does (the script action `close`): every view
    /// on screen disappears, running tasks are cancelled, and no action can be played after it.
    @discardableResult
    public func end() -> StepRecord {
        (try? play(.close)) ?? steps[steps.count - 1]
    }

    /// The controls a script can operate now, in screen order, as the script names them.
    public var controls: [String] { graph.controls().map(\.scriptName) }

    /// The screen now, one line per view.
    public var screen: [String] { graph.screen().text }

    /// The control `action` names, or a failure that says what is on screen instead.
    package func resolve(_ action: ScriptAction) throws(ScriptFailure) -> Control {
        let step = stepCount
        if let stop = host.stopDescription { throw ScriptFailure(stopped: stop, step: step, action: action.description) }
        let controls = graph.controls()
        let kinds = action.controlKinds
        let sameKind = controls.filter { kinds.contains($0.kind) }
        let kindName = kinds.map(\.rawValue).joined(separator: " or ")
        guard let (label, occurrence) = action.selector else {
            // `back` and `dismiss` act on the topmost; `resume` on the oldest.
            if let control = action == .back || action == .dismiss ? sameKind.last : sameKind.first { return control }
            throw ScriptFailure(
                step: step, action: action.description, problem: "no \(kindName) on screen",
                available: controls.map(\.scriptName))
        }
        var matching = sameKind.filter { action.matches($0.label, label) }
        if matching.isEmpty {
            // A control named by an accessibility label is found by the text it shows too.
            matching = sameKind.filter { $0.title != $0.label && action.matches($0.title, label) }
        }
        if matching.isEmpty {
            // A label given by its first words, when they name one control only.
            let leading = sameKind.filter { action.matchesLeadingWords($0.label, label) }
            if leading.count == 1 { matching = leading }
        }
        if occurrence <= matching.count { return matching[occurrence - 1] }
        let problem =
            matching.isEmpty
            ? "no \(kindName) \(action.targetDescription)"
            : "only \(matching.count) \(kindName)(s) \(action.targetDescription), not \(occurrence)"
        // The label names a control of another kind: say how a script operates that one.
        let otherKind = matching.isEmpty ? controls.filter { !kinds.contains($0.kind) && action.matches($0.label, label) } : []
        let available = otherKind.isEmpty ? (sameKind.isEmpty ? controls : sameKind).map(\.scriptName) : otherKind.map(\.scriptName)
        throw ScriptFailure(step: step, action: action.description, problem: problem, available: available)
    }

    /// Runs `event` as one step that is not recorded (operating a control found earlier,
    /// changing an object): the benchmark's loop. `invalidatingEverything` also re-runs the
    /// root's body in that step (the baseline of a runtime that tracks nothing).
    package func performUnrecorded(invalidatingEverything: Bool = false, _ event: () -> Void) {
        host.perform {
            if invalidatingEverything { (graph.root as? BodyNode)?.forceEvaluation() }
            event()
        }
        log?.removeAll()
    }

    // MARK: Recording

    /// The changes to objects' properties since the last look, as writes; the state now is the
    /// next look's starting point.
    private func objectWritesSinceLastLook() -> [WriteRecord] {
        let state = graph.stateSnapshot()
        defer { previousState = state }
        return state.objectChanges(since: previousState).map { change, tracking in
            WriteRecord(target: change.path, old: change.old, new: change.new, outcome: WriteRecord.Outcome(tracking))
        }
    }

    /// The step just played: `action` (nil for the mount, or an event `named` otherwise).
    @discardableResult
    func finishStep(_ action: ScriptAction?, named name: String? = nil) -> StepRecord {
        let events = log?.events ?? []
        log?.removeAll()
        var record = StepRecord(
            index: stepCount, action: name ?? action?.description ?? "mount", performed: action, events: events, objectWrites: [],
            screenLines: Screen(lines: []), stale: [], state: StateSnapshot(), internals: [])
        if inspection == .full {
            record.objectWrites = objectWritesSinceLastLook()
            let state = previousState
            record.screenLines = graph.screen()
            record.stale = graph.staleViews(shown: record.screenLines)
            record.state = state
            record.internals = graph.internals(of: internals)
            if capturesDependencies { record.dependencies = graph.dependencySnapshot() }
        }
        steps.append(record)
        if !keepsEveryStep, steps.count > 2 { steps.removeFirst(steps.count - 2) }
        stepCount += 1
        return record
    }
}
