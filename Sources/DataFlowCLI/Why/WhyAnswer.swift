import DataFlow

/// Why one view did, or did not, update in one step: the causal chain, a line per link, each
/// with the rule it follows.
///
/// It reads only what the run recorded (the bodies that ran with their `_printChanges` reasons,
/// the skipped ones, the writes and their outcomes, the stale views, and what each body read): it
/// is not a second simulation, so it can never disagree with the transcript.
struct WhyAnswer: Equatable {
    /// What happened to the view's body in the step.
    enum Verdict: String, Equatable {
        /// Its body ran.
        case ran
        /// Its parent re-ran, its inputs compared equal: the body did not run (§5).
        case skipped
        /// Nothing asked for its body.
        case notRun = "not run"
    }

    /// One link of the chain, `depth` deep (a parent's reason sits under its child's).
    struct Reason: Equatable {
        var depth: Int
        var text: String
        /// The rule it follows (`§5`, `D12`, `S0.6`), for `dataflow explain`.
        var rule: String?
    }

    var variant: String
    var step: Int
    var action: String
    /// The body view asked about.
    var view: String
    var identity: String
    /// The screen line the question named, when it named one by its text.
    var line: String?
    var verdict: Verdict
    var reasons: [Reason]
}

extension WhyAnswer {
    /// The answer for `target` (a view's type name, its identity path, or text it shows) after
    /// step `index` of `variant`'s `steps`, which recorded their dependencies.
    static func answer(for target: String, in steps: [StepRecord], of variant: String, step index: Int) throws(WhyQuestion.Problem) -> WhyAnswer {
        try answer(for: target, in: WhyRunIndex(steps), of: variant, step: index)
    }

    /// The same, looking things up in `run` (which keeps each step's index for the next question).
    static func answer(for target: String, in run: WhyRunIndex, of variant: String, step index: Int) throws(WhyQuestion.Problem) -> WhyAnswer {
        guard let position = run.steps.firstIndex(where: { $0.index == index }) else {
            throw .noStep(index, last: run.steps.last?.index ?? 0)
        }
        let step = run.index(at: position)
        let found = try WhyQuestion.find(target, in: step)
        let previous = run.steps[..<position].lastIndex { $0.index < index }.map(run.index(at:))
        var chain = WhyChain(step: step, before: previous)
        chain.staleSince = staleSince(found.view, before: position, in: run)
        let hints = run.hints(at: position).filter { $0.identity == found.view.identity }
        chain.hintGivesTheFix = hints.contains { $0.kind == .state }
        chain.explain(found.view, depth: 0)
        chain.explainWithheld(of: found.view)
        for hint in hints { chain.explain(hint) }
        if let identity = found.lineIdentity { chain.explainRowContent(of: identity, ownedBy: found.view) }
        return WhyAnswer(
            variant: variant, step: step.step.index, action: step.step.action, view: found.view.name, identity: found.view.identity,
            line: found.line, verdict: chain.verdict(of: found.view), reasons: chain.reasons)
    }
}

extension WhyAnswer {
    /// The first step of the run of steps, ending just before `position`, in which the view was
    /// stale: the step whose write it missed. Nil when it was not stale before.
    fileprivate static func staleSince(_ view: DependencySnapshot.View, before position: Int, in run: WhyRunIndex) -> StepRecord? {
        var first: StepRecord?
        for earlier in stride(from: position - 1, through: 0, by: -1) {
            let index = run.index(at: earlier)
            guard !index.staleLines(of: view.identity).isEmpty else { break }
            first = index.step
        }
        return first
    }
}

/// Builds the chain of reasons for one step.
struct WhyChain {
    typealias View = DependencySnapshot.View
    let index: StepIndex
    var step: StepRecord { index.step }
    var snapshot: DependencySnapshot { index.snapshot }
    var reasons: [WhyAnswer.Reason] = []
    /// The step where the view became stale, when that was before this one.
    var staleSince: StepRecord?
    /// Whether a hint about the view's state follows, with the fix: the chain need not say it.
    var hintGivesTheFix = false

    /// What each body had read before the step: what its writes could invalidate (D4).
    let before: StepIndex?

    init(step: StepIndex, before previous: StepIndex?) {
        index = step
        before = previous
    }

    func verdict(of view: View) -> WhyAnswer.Verdict {
        if ranRecords(of: view).isEmpty == false { return .ran }
        if index.wasSkipped(view.identity) { return .skipped }
        return .notRun
    }

    private func ranRecords(of view: View) -> [BodyRecord] {
        index.bodies(of: view.identity)
    }

    mutating func add(_ depth: Int, _ text: String, _ rule: String? = nil) {
        reasons.append(.init(depth: depth, text: text, rule: rule))
    }

    mutating func explain(_ view: View, depth: Int) {
        let stale = staleLines(of: view)
        for line in stale {
            add(
                depth,
                "stale: the screen shows \(line.shows ?? "nothing"); a fresh render of the current values would show \(line.current ?? "nothing")",
                "D12")
        }
        if depth == 0, !stale.isEmpty, let since = staleSince {
            add(
                depth + 1, "stale since step \(since.index) (\(since.action)): ask about that step (--step \(since.index)) for the write it missed",
                nil)
        }
        switch verdict(of: view) {
        case .ran:
            for record in ranRecords(of: view) { explainRun(record, of: view, depth: depth) }
            explainIssues(of: view, depth: depth)
        case .skipped:
            let parent = view.parent.map(name(of:)) ?? "its parent"
            if let skip = index.skip(of: view.identity), skip.byOwnEquality {
                let differ = skip.inputsDiffer ? ", although they differ" : ""
                add(
                    depth,
                    "skipped: \(parent) re-ran, and \(view.name)'s own == called the inputs it gave equal to the last ones\(differ); nothing \(view.name) reads changed, so its body did not run",
                    "§5")
                add(
                    depth + 1,
                    "SwiftUI uses a view's own == inside .equatable(), and for an Equatable view that is not plain data (one holding a reference, a String or a closure); a plain-data view is compared field by field and its == is ignored",
                    "§20")
            } else {
                add(
                    depth,
                    "skipped: \(parent) re-ran, and the inputs it gave \(view.name) compared equal to the last ones; nothing \(view.name) reads changed, so its body did not run",
                    "§5")
            }
            explainKeptObjects(of: view, depth: depth + 1)
            explainIssues(of: view, depth: depth)
        case .notRun:
            add(depth, "not run: nothing \(view.name) reads changed in this step, and no parent re-ran to give it new inputs", "§3")
            explainIssues(of: view, depth: depth)
            explainQuiet(view, depth: depth + 1, stale: !stale.isEmpty)
        }
    }

    /// Whether the view appeared in this step: it was not in the tree before it (or the step
    /// is the mount).
    private func appeared(_ view: View) -> Bool {
        guard let before else { return true }
        return !before.contains(view.identity)
    }

    /// A body that ran: each reason `_printChanges` gave, followed back to its cause. A view that
    /// appeared in the step ran because it is new, whatever its line names.
    private mutating func explainRun(_ record: BodyRecord, of view: View, depth: Int) {
        add(depth, "ran: \(record.changes)", "§12")
        if appeared(view) {
            add(
                depth + 1,
                "first render: \(view.name) appeared in this step (mounted, presented, pushed or newly built by its parent), and a view's body runs once when it appears; `_printChanges` then names @self, and @identity and its properties when it has storage, which starts from its initial values",
                "§1")
            if step.index > 0, depth < 8, let parentID = view.parent, let parent = index.view(parentID),
                verdict(of: parent) == .ran, !appeared(parent)
            {
                add(depth + 1, "\(parent.name) ran in this step and built it:", nil)
                explain(parent, depth: depth + 2)
            }
            return
        }
        for token in PrintChangesLine.tokens(record.changes) {
            switch token {
            case "@self":
                if let row = rowContent(creating: view) {
                    let names = row.dependencies.isEmpty ? "" : " (\(row.dependencies.joined(separator: ", ")))"
                    add(
                        depth + 1,
                        "@self: its ForEach row's content closure ran again on its own, because an @Observable property the closure read changed\(names), and gave it inputs that do not compare equal to the last ones; the body that made the ForEach did not run",
                        "§8")
                    explainWrites(touching: row.dependencies, depth: depth + 2)
                    continue
                }
                guard let parentID = view.parent, let parent = index.view(parentID) else {
                    add(depth + 1, "@self: the view that creates it gave it inputs that do not compare equal to the last ones", "§5")
                    continue
                }
                add(
                    depth + 1,
                    "@self: \(parent.name) re-ran and gave it inputs that do not compare equal to the last ones: a value that changed, or a closure or Binding(get:set:), which never compare equal (D10)",
                    "§5")
                explainKeptState(of: view, depth: depth + 2)
                explainKeptObjects(of: view, depth: depth + 2)
                if depth < 8, verdict(of: parent) == .ran { explain(parent, depth: depth + 2) }
            case "@identity":
                add(depth + 1, "@identity: \(view.name) is new at this place: its state starts afresh", "§1")
            case "@dependencies":
                let names = record.dependencies.isEmpty ? "" : ": " + record.dependencies.joined(separator: ", ")
                add(depth + 1, "@dependencies: an @Observable property its body read changed\(names)", "§8")
                explainWrites(touching: record.dependencies, depth: depth + 2)
            default:
                explainProperty(token, of: view, depth: depth + 1)
            }
        }
    }

    /// A hint about the view: it ran for nothing (nothing it shows changed, nor any view it
    /// feeds), or its state is not what its code says; what made it so, and what to change.
    mutating func explain(_ hint: Hint) {
        add(0, hint.kind == .wasted ? "ran for nothing: \(hint.cause)" : "hint: \(hint.cause)", hint.rule)
        add(1, "to change: \(hint.fix)", nil)
    }

    /// A screen line a `ForEach` row's content closure made, when that closure ran on its own in
    /// this step: the line changed although its owner's body did not run.
    mutating func explainRowContent(of line: String, ownedBy owner: View) {
        guard let row = rowContent(holding: line), !(owner.identity == row.identity || owner.identity.hasPrefix(row.identity + "/")) else { return }
        let names = row.dependencies.isEmpty ? "" : " (\(row.dependencies.joined(separator: ", ")))"
        add(
            0,
            "the line is made by a ForEach row's content closure, which ran again on its own because an @Observable property it read changed\(names): the closure's views took what it returned, without \(owner.name)'s body running",
            "§8")
        explainWrites(touching: row.dependencies, depth: 1)
    }

    /// What SwiftUI warned and dataflow noted while the view's update ran, and, for a view a
    /// `ForEach` made, what was said of that `ForEach` while its owner's update ran (a constant
    /// range that kept its first rows, a repeated id).
    private mutating func explainIssues(of view: View, depth: Int) {
        var said = index.issues(of: view.identity)
        if view.identity.contains("/ForEach["), let parent = view.parent, verdict(of: view) != .ran || depth == 0 {
            said += index.issues(of: parent).filter { $0.text.contains("ForEach") }
        }
        var seen: [Issue] = []
        for issue in said where !seen.contains(issue) {
            seen.append(issue)
            let text = issue.text.components(separatedBy: "\n").first ?? issue.text
            switch issue {
            case .swiftUI: add(depth + 1, "SwiftUI warned: \(text)", nil)
            case .dataflow: add(depth + 1, "noted: \(text)", nil)
            }
        }
    }

    /// The writes of the step to the tracked properties `dependencies` names.
    private mutating func explainWrites(touching dependencies: [String], depth: Int) {
        for write in step.writes where dependencies.contains(where: { write.touches($0) }) {
            add(depth, "written: \(Self.describe(write))", nil)
        }
    }

    /// The `ForEach` row whose content closure ran on its own in this step and made `view`: the
    /// row holds the view, and no body between them (the view's parent body is outside the row).
    private func rowContent(creating view: View) -> RowRecord? {
        guard let row = rowContent(holding: view.identity) else { return nil }
        guard let parent = view.parent else { return row }
        return parent == row.identity || parent.hasPrefix(row.identity + "/") ? nil : row
    }

    /// The row whose content closure ran on its own in this step and holds `identity`.
    private func rowContent(holding identity: String) -> RowRecord? {
        step.rowContents.last { identity == $0.identity || identity.hasPrefix($0.identity + "/") }
    }

    /// New inputs do not reach a view's own `@State`: its storage keeps the value it was given when
    /// the view first appeared (a common surprise when a parent's value is passed into `@State`).
    private mutating func explainKeptState(of view: View, depth: Int) {
        let objects = Set(dependencies(of: view).filter { $0.kind == .object }.map(\.source))
        let kept = index.state(of: view.identity).filter { entry in
            !step.writes.contains { $0.touches("\(view.identity).\(entry.property)") } && !objects.contains(entry.value.text)
        }
        guard !kept.isEmpty else { return }
        let values = kept.map { "\($0.property) = \($0.value.text)" }.joined(separator: ", ")
        add(
            depth,
            "its own @State kept its values (\(values)): new inputs never replace a @State's value, which is set only when the view first appears",
            "§1")
    }

    /// `_count changed`: the property's storage (its own state, a binding's source, an object),
    /// and the write that changed it.
    private mutating func explainProperty(_ property: String, of view: View, depth: Int) {
        let own = "\(view.identity).\(property)"
        if let write = step.writes.first(where: { $0.touches(own) }) {
            add(depth, "\(property): its own @State changed: \(Self.describe(write))", "§3")
            if write.printsTheSame {
                add(
                    depth + 1,
                    "it prints the same, but it does not compare equal to the old value (SwiftUI compares what it stores, not how it prints), so it counts as a change",
                    "D10")
            }
            return
        }
        for dependency in dependencies(of: view) where dependency.kind == .binding || dependency.kind == .object {
            guard let write = step.writes.first(where: { $0.touches(dependency.source) }) else { continue }
            let how =
                dependency.kind == .binding
                ? "the state its @Binding reads, \(dependency.source), changed" : "the object it observes, \(dependency.source), announced a change"
            add(depth, "\(property): \(how): \(Self.describe(write))", dependency.kind == .binding ? "§6" : "§7")
            if dependency.kind == .object { explainBackgroundPublishing(depth: depth + 1) }
            return
        }
        // An object that announced a change without a value changing (an @Published property set
        // to the value it had): no write names it, the announcement does.
        for dependency in dependencies(of: view) where dependency.kind == .object {
            let announced = step.issues.contains { $0.text.hasPrefix("\(dependency.source).objectWillChange fired") }
            guard announced || backgroundWarning != nil else { continue }
            add(
                depth,
                "\(property): the object it observes, \(dependency.source), announced a change (objectWillChange), although no value of it changed: an @Published property set to the value it already had still announces",
                "§7")
            explainBackgroundPublishing(depth: depth + 1)
            return
        }
        add(depth, "\(property): a property SwiftUI tracks (state, a binding or an object) changed", "§3")
    }

    /// SwiftUI's warning when the step's write was published from a background thread.
    private var backgroundWarning: Issue? {
        index.actionIssues.first { $0.text == RuntimeWarning.publishingFromBackgroundThread }
    }

    /// The background-thread warning, with the thread it names and the fix, if the step has it.
    private mutating func explainBackgroundPublishing(depth: Int) {
        guard let warning = backgroundWarning else { return }
        add(depth, "SwiftUI warned: \(warning.text)", "§21")
        add(
            depth + 1,
            "the write was made on another thread than the main one, and announced from there; to fix it, make the change on the main actor: mark the model @MainActor, or hop back with `await MainActor.run { … }` (or `DispatchQueue.main.async`) before writing",
            "§21")
    }

    /// A body nothing asked for: what it reads, and what the step wrote instead.
    private mutating func explainQuiet(_ view: View, depth: Int, stale: Bool) {
        // What it had read when the step's writes happened; it may read more by the step's end.
        let reads = (before ?? index).dependencies(of: view.identity)
        let readsNow = dependencies(of: view)
        if reads.isEmpty {
            add(
                depth, "\(view.name)'s body reads no state, binding, environment or object that SwiftUI tracks: only a parent's re-run can update it",
                "§5")
        } else {
            add(depth, "it reads: " + reads.map { "\($0.source) (\(Self.kindName($0.kind)))" }.joined(separator: ", "), "§3")
        }
        let writes = step.writes
        if writes.isEmpty {
            if !explainWithheldWrites(depth: depth) { add(depth, "the step wrote nothing", nil) }
            return
        }
        // A stale view whose only news was one write it never read shows a copy of that value.
        let unread = writes.filter { write in
            [.applied, .observed, .published].contains(write.outcome)
                && !(reads + readsNow).contains { write.touches($0.source) }
        }
        let showsACopy = stale && unread.count == 1 && writes.count == 1
        for write in writes {
            let read = reads.contains { write.touches($0.source) }
            switch write.outcome {
            case .untracked:
                add(depth, "\(Self.describe(write)): a class instance's property, which nothing SwiftUI tracks: no view is told", "S0.6")
                if stale && !hintGivesTheFix {
                    add(
                        depth + 1,
                        "to update: make the class @Observable, or an ObservableObject whose property is @Published and which the view holds in @StateObject or @ObservedObject",
                        "§7")
                }
            case .ignoredEqual:
                explainEqualWrite(write, depth: depth)
            case .droppedDuringUpdate:
                add(depth, "\(Self.describe(write)): written while bodies were being evaluated, so dropped", "D5")
            case .droppedUninstalled:
                add(depth, "\(Self.describe(write)): written to a @State that was never installed (a copy made in an initializer), so dropped", "§2")
            case .droppedConstant:
                add(depth, "\(Self.describe(write)): written through a constant binding, so ignored", "§6")
            case .applied, .observed, .published:
                explainHeard(write, by: view, read: read, readsNow: readsNow, showsACopy: showsACopy, depth: depth)
            }
        }
    }

    /// A write SwiftUI announced, to a quiet view: it read it (and yet did not run), read it only
    /// after the write (D4), or does not read it at all (and may show a copy of it).
    private mutating func explainHeard(
        _ write: WriteLine, by view: View, read: Bool, readsNow: [DependencySnapshot.Dependency], showsACopy: Bool, depth: Int
    ) {
        if read {
            add(depth, "\(Self.describe(write)): \(view.name) reads it, yet its body did not run", nil)
        } else if readsNow.contains(where: { write.touches($0.source) }) {
            add(
                depth,
                "\(Self.describe(write)): no body had read it during an update when it was written (a closure read it: a sheet's content, an action), so nothing was invalidated; it was read during this step's update, and from now on a write to it re-runs \(view.name)",
                "D4")
        } else {
            add(depth, "\(Self.describe(write)): \(view.name) does not read it", "§3")
            if showsACopy {
                add(
                    depth + 1,
                    "\(view.name) shows a copy of it (a let, or a @State initialised from a parent's value): to update, read the source, or pass a Binding",
                    "§6")
            }
        }
    }

    private func dependencies(of view: View) -> [DependencySnapshot.Dependency] {
        index.dependencies(of: view.identity)
    }

    private func name(of identity: String) -> String {
        index.view(identity)?.name ?? identity
    }

    /// The stale screen lines a view owns (its own lines, not those of body views inside it).
    private func staleLines(of view: View) -> [StaleView] {
        index.staleLines(of: view.identity)
    }

    static func describe(_ write: WriteLine) -> String {
        "\(write.target): \(write.old ?? "?") → \(write.new)"
    }

    static func kindName(_ kind: DependencySnapshot.Dependency.Kind) -> String {
        switch kind {
        case .state: "state"
        case .binding: "through a binding"
        case .environment: "environment"
        case .object: "observed object"
        case .observation: "@Observable property"
        }
    }
}
