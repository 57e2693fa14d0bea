/// What one step did: step 0 is the mount, each later step one action.
///
/// Read it as a test would: which bodies ran (`ranViews`, `bodies` with their `_printChanges`
/// lines), which were skipped, what was written, what SwiftUI would warn, what the code printed,
/// what the screen shows and which views are stale.
public struct StepRecord: Codable {
    /// 0 for the mount, then 1, 2, … for each action.
    public var index: Int
    /// The action in the script grammar: `mount`, `tap "Save"`, `toggle "Wi-Fi"`; or what an
    /// event outside the views was called (`Session.perform`).
    public var action: String
    /// The action played, as typed data; nil for the mount and for an event outside the views.
    public var performed: ScriptAction?
    /// Everything the graph reported during the step, in order.
    package var events: [TraceEvent]
    /// Object properties that changed during the step, found by comparing the objects before and
    /// after it (a plain class's property changes without any event, S0.6).
    package var objectWrites: [WriteRecord]
    /// The screen after the step (empty when the session does not inspect).
    package var screenLines: Screen
    /// Views whose screen differs from a fresh render of the current values (D12).
    public var stale: [StaleView]
    package var state: StateSnapshot
    /// The views the experiment asked to look inside (S4.4).
    package var internals: [ViewInternals]
    /// What depends on what after the step, when the session was asked to capture it.
    package var dependencies: DependencySnapshot?

    /// How many update passes the step ran.
    public var passes: Int { events.filter { if case .passBegan = $0 { true } else { false } }.count }

    /// The bodies that ran, in evaluation order.
    public var bodies: [BodyRecord] {
        events.compactMap { if case .bodyEvaluated(let record) = $0 { record } else { nil } }
    }

    /// The type names of the bodies that ran, in evaluation order (`["ContentView", "Row"]`).
    public var ranViews: [String] { bodies.map(\.node.view) }

    /// Inputs a view's storage did not follow in this step (§1, §7), in order.
    public var inputsNotKept: [InputRecord] {
        events.compactMap { if case .inputNotKept(let record) = $0 { record } else { nil } }
    }

    /// The `ForEach`s a lazy container made every row of, to count their views (§33).
    public var everyRowMade: [EveryRowRecord] {
        events.compactMap { if case .everyRowMade(let record) = $0 { record } else { nil } }
    }

    /// Effects rules kept from happening in this step, in order.
    public var withheld: [WithheldRecord] {
        events.compactMap { if case .withheld(let record) = $0 { record } else { nil } }
    }

    /// `ForEach` rows whose content closure ran again on its own (§8), in order.
    public var rowContents: [RowRecord] {
        events.compactMap { if case .rowContentEvaluated(let record) = $0 { record } else { nil } }
    }

    /// Views whose parent re-ran but whose inputs compared equal, so their body did not run (§5).
    public var skipped: [NodeRecord] {
        skips.map(\.node)
    }

    /// The same, with what compared each one's inputs equal.
    public var skips: [SkipRecord] {
        events.compactMap { if case .bodySkipped(let record) = $0 { record } else { nil } }
    }

    /// Every write of the step, one per changed place (`ContentView._user.firstName`), object
    /// changes first (they happened in the action), then the rest in the order they happened.
    public var writes: [WriteLine] {
        (objectWrites + events.compactMap { if case .write(let record) = $0 { record } else { nil } }).flatMap(\.lines)
    }

    /// SwiftUI's warnings and dataflow's notes, in order.
    public var issues: [Issue] {
        events.compactMap { if case .issue(let issue) = $0 { issue } else { nil } }
    }

    /// SwiftUI's own runtime warnings, word for word (D1).
    public var warnings: [String] { issues.compactMap { if case .swiftUI(let text) = $0 { text } else { nil } } }

    /// dataflow's explanations of what SwiftUI does silently (D1).
    public var notes: [String] { issues.compactMap { if case .dataflow(let text) = $0 { text } else { nil } } }

    /// What the views' own code printed (`print`, `Self._printChanges()`).
    public var console: [String] {
        events.compactMap { if case .console(let text) = $0 { text } else { nil } }
    }

    /// Actions queued by the update passes that ran after them (onChange, onAppear, ...).
    public var queuedActions: [String] {
        events.compactMap { if case .actionRan(let label) = $0 { label } else { nil } }
    }

    /// What the views' tasks did: started, waited at an await, resumed, cancelled, finished.
    public var taskEvents: [String] {
        events.compactMap { if case .task(let text) = $0 { text } else { nil } }
    }

    /// The screen after the step, one line per view, indented two spaces a level.
    public var screen: [String] { screenLines.text }
}

/// One changed place of a write, and what became of the write: the form both transcripts print.
public struct WriteLine: Equatable, Codable {
    public init(target: String, old: String?, new: String, outcome: WriteRecord.Outcome) {
        self.init(target: target, oldValue: old.map { .atom($0) }, newValue: .atom(new), outcome: outcome)
    }

    package init(target: String, oldValue: ValueDescription?, newValue: ValueDescription, outcome: WriteRecord.Outcome) {
        self.target = target
        old = oldValue?.text
        new = newValue.text
        self.outcome = outcome
        self.oldValue = oldValue
        self.newValue = newValue
    }

    /// Writes are equal when they print the same.
    public static func == (lhs: WriteLine, rhs: WriteLine) -> Bool {
        lhs.target == rhs.target && lhs.old == rhs.old && lhs.new == rhs.new && lhs.outcome == rhs.outcome
    }

    /// Where: `ContentView._count`, `ContentView._user.firstName`, `ToggleType#1.isEnabled`.
    public var target: String
    /// The value before, when known.
    public var old: String?
    /// The value written.
    public var new: String
    public var outcome: WriteRecord.Outcome
    /// The values as descriptions, for shortening them to fit a line.
    package var oldValue: ValueDescription?
    package var newValue: ValueDescription
    /// For a write ignored as equal: the stored value, when it prints differently (§4).
    package var heldInstead: String?

    /// Whether something SwiftUI tracks heard of the write (state, `@Published`, `@Observable`).
    public var isTracked: Bool { [.applied, .ignoredEqual, .observed, .published].contains(outcome) }

    /// Whether the write went nowhere (§2, D5, a constant binding).
    public var isDropped: Bool { [.droppedDuringUpdate, .droppedUninstalled, .droppedConstant].contains(outcome) }

    /// The write changed the value although old and new print the same (a new array storage, a
    /// closure): different to the graph, not to the eye (§4, D10).
    public var printsTheSame: Bool { outcome == .applied && old == new }
}

extension WriteRecord {
    /// The write as one line per changed place: `[0].isEnabled: true → false` rather than the
    /// whole array twice.
    package var lines: [WriteLine] {
        guard [.applied, .untracked, .observed, .published].contains(outcome), let old else {
            var line = WriteLine(target: target, oldValue: old, newValue: new, outcome: outcome)
            line.heldInstead = heldInstead?.text
            return [line]
        }
        let changes = old.changes(to: new)
        guard !changes.isEmpty else { return [WriteLine(target: target, oldValue: old, newValue: new, outcome: outcome)] }
        return changes.map { WriteLine(target: target + $0.path, oldValue: $0.old, newValue: $0.new, outcome: outcome) }
    }
}
