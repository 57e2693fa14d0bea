import DataFlow

/// Views whose state is not what their code seems to say, and will not catch up on their own
/// (issue 32): a `@State` that kept its copy of an input the parent has since changed (§1), an
/// `@ObservedObject` the parent's body made anew, losing what the old object held (§7), and a
/// write to a plain class that left the screen stale (S0.6). Read from the step's records: the
/// runtime reports the first two as they happen, the fresh render (D12) finds the third.
enum StateHints {
    /// The step's hints of this kind. A view already called wasted carries its cause there.
    static func find(in step: StepRecord, after previous: StepRecord?, known: Set<String>, wasted: [Hint]) -> [Hint] {
        let hinted = Set(wasted.map(\.identity))
        var found = step.inputsNotKept.filter { $0.kind != .initialValueIgnored || !hinted.contains($0.node.identity) }.map(hint)
        if let untold = untoldWrite(in: step, after: previous, known: known) { found.append(untold) }
        return found
    }

    /// The hint for an input the view's storage did not follow.
    static func hint(_ record: InputRecord) -> Hint {
        switch record.kind {
        case .initialValueIgnored:
            Hint(
                kind: .state, view: record.node.view, identity: record.node.identity,
                cause: copiedInput(record),
                fix:
                    "to show the parent's value, take it as a let (or a @Binding, to edit it) instead of copying it into @State; to keep an editable copy that starts over when the input changes, give the view .id(input), or set the copy in .onChange(of: input)",
                rule: "§1")
        case .objectReplaced:
            Hint(
                kind: .state, view: record.node.view, identity: record.node.identity,
                cause:
                    "its @ObservedObject \(record.property) now holds \(record.given), made anew when its parent's body built it, in place of \(record.held): whatever \(record.held) held is gone from the screen",
                fix:
                    "own the object with @StateObject, which makes it once for the view's identity, or make it in a view or model above that keeps it, and pass it in",
                rule: "§7")
        case .identityReplaced:
            Hint(
                kind: .state, view: record.node.view, identity: record.node.identity,
                cause:
                    "its .id(\(record.given)) is a value the app never held before, made when its parent's body ran (a UUID() in the body), so SwiftUI sees a new view in place of the one at .id(\(record.held)): its state starts over and its body runs as a first render, each time the parent's body runs",
                fix:
                    "give .id(_:) a value that stays the same while the view is the same (the model's id); to start the view over on purpose, change the id only then (a counter in @State)",
                rule: "§1")
        }
    }

    /// What a `@State` that kept its copy of an input does: also the cause of a body that ran
    /// for nothing because of it.
    static func copiedInput(_ record: InputRecord) -> String {
        "its parent now gives its @State \(record.property) the initial value \(record.given), and the @State keeps \(record.held): a @State takes its initial value once, when the view first appears, so the view shows its own copy"
    }

    /// Screen lines that went stale in this step while it wrote a plain class's property: the
    /// body that shows them was never told.
    private static func untoldWrite(in step: StepRecord, after previous: StepRecord?, known: Set<String>) -> Hint? {
        let untracked = step.writes.filter { $0.outcome == .untracked }
        let before = Set((previous?.stale ?? []).map { "\($0.identity)\u{0}\($0.shows ?? "")\u{0}\($0.current ?? "")" })
        let fresh = step.stale.filter { !before.contains("\($0.identity)\u{0}\($0.shows ?? "")\u{0}\($0.current ?? "")") }
        guard !untracked.isEmpty, let line = fresh.first else { return nil }
        let owner = known.filter { line.identity == $0 || line.identity.hasPrefix($0 + "/") }.max { $0.count < $1.count } ?? line.identity
        let name = owner.split(separator: "/").last.map { String($0.prefix { $0 != "[" }) } ?? owner
        let targets = untracked.map(\.target)
        let classes = Set(targets.map { String($0.prefix { $0 != "#" }) }).sorted()
        let more = fresh.count > 1 ? " (and \(fresh.count - 1) more line\(fresh.count > 2 ? "s" : ""))" : ""
        return Hint(
            kind: .state, view: name, identity: owner,
            cause:
                "it shows \(line.shows ?? "nothing")\(more), where the current values give \(line.current ?? "nothing"): \(targets.joined(separator: ", ")) changed, a property of a class SwiftUI does not watch (neither @Observable nor @Published in an ObservableObject), so no view was told",
            fix:
                "make \(classes.joined(separator: ", ")) @Observable (iOS 17 and later), or mark the property @Published in an ObservableObject the view holds in @StateObject or @ObservedObject; or make it a struct, so that a write changes the @State that holds it",
            rule: "S0.6")
    }
}
