import DataFlow

/// Bodies that ran for nothing in one step: they ran again, yet nothing they show changed and no
/// view they feed ran because of new inputs from them. SwiftUI runs such bodies too (this is a
/// diagnosis of faithful behaviour, not a difference): each hint names what made the body run,
/// from what the run recorded, and the change that would spare it (D17).
package enum WastedRender {}

extension WastedRender {
    /// The bodies of `step` that ran for nothing. `previous` is the step before (nil at the mount,
    /// where every body runs for its first render), `known` the body views seen before this step.
    ///
    /// A body owns the screen lines below it that no body inside it owns; it ran for nothing when
    /// it was there before, is on screen, its lines are the same as before the step and none of
    /// them is UIKit's (opaque), and every body view it feeds was skipped or ran only for reasons
    /// of its own (not `@self`).
    package static func find(in step: StepRecord, after previous: StepRecord?, known: Set<String>) -> [Hint] {
        guard let previous, !step.bodies.isEmpty else { return [] }
        var tokens: [String: [String]] = [:]
        var records: [String: BodyRecord] = [:]
        var order: [String] = []
        for record in step.bodies {
            let identity = record.node.identity
            if records[identity] == nil { order.append(identity) }
            records[identity] = record
            for token in PrintChangesLine.tokens(record.changes) where !(tokens[identity] ?? []).contains(token) {
                tokens[identity, default: []].append(token)
            }
        }
        var recorded = Set(order)
        for skipped in step.skipped { recorded.insert(skipped.identity) }
        // Bodies a view below ran for: the one that gave a child new inputs (`@self`), and every
        // body above a view that ran for a binding or the environment, which any of them may
        // have passed down (through skipped views too). Each view walks up its own path once.
        let ownState = Set(step.state.entries.map { "\($0.owner).\($0.property)" })
        var fed: Set<String> = []
        for child in recorded where child != "" {
            let reasons = tokens[child] ?? []
            let isNew = !known.contains(child)
            let byPassedDown = reasons.contains { $0 != "@dependencies" && $0 != "@self" && !ownState.contains("\(child).\($0)") }
            if isNew || byPassedDown {
                for ancestor in ancestors(of: child, among: recorded) { fed.insert(ancestor) }
            } else if reasons.contains("@self"), let parent = ancestors(of: child, among: recorded).first {
                fed.insert(parent)
            }
        }
        let now = linesByOwner(step.screenLines.lines, among: recorded)
        let before = linesByOwner(previous.screenLines.lines, among: recorded)
        let onScreen = Set(step.screenLines.lines.flatMap { [$0.identity] + ancestors(of: $0.identity, among: recorded) })
        var found: [Hint] = []
        for identity in order where known.contains(identity) && !fed.contains(identity) && onScreen.contains(identity) {
            let changed = tokens[identity] ?? []
            guard !changed.contains("@identity"), let record = records[identity] else { continue }
            guard now[identity] ?? [] == before[identity] ?? [] else { continue }
            // A representable's update runs UIKit code that draws what dataflow cannot see.
            guard !(now[identity] ?? []).contains(where: \.isOpaque) else { continue }
            found.append(diagnose(record, tokens: changed, in: step, after: previous))
        }
        return found
    }

    /// The recorded bodies `path` lies within, nearest first (not `path` itself).
    private static func ancestors(of path: String, among bodies: Set<String>) -> [String] {
        var found: [String] = []
        var end = path.endIndex
        while let cut = path[..<end].lastIndex(where: { $0 == "/" || $0 == "[" }) {
            let prefix = String(path[..<cut])
            if bodies.contains(prefix) { found.append(prefix) }
            end = cut
        }
        return found
    }

    /// Screen lines by the body that owns each: the nearest recorded body at or above the line.
    /// A body inside another also leaves a mark among the outer one's lines where its own begin,
    /// so that rows which only moved (a reversed `ForEach`, each row skipped) count as a change of
    /// what the outer body shows: it placed them.
    private static func linesByOwner(_ lines: [ScreenLine], among bodies: Set<String>) -> [String: [ScreenLine]] {
        var owned: [String: [ScreenLine]] = [:]
        for line in lines {
            guard let owner = bodies.contains(line.identity) ? line.identity : ancestors(of: line.identity, among: bodies).first else { continue }
            owned[owner, default: []].append(line)
            if let outer = ancestors(of: owner, among: bodies).first, owned[outer]?.last?.identity != owner {
                var mark = line
                mark.text = ""
                mark.identity = owner
                owned[outer, default: []].append(mark)
            }
        }
        return owned
    }

    /// The body views `steps` recorded (ran or skipped): those that were there before the next.
    package static func known(in steps: some Sequence<StepRecord>) -> Set<String> {
        var known: Set<String> = []
        for step in steps {
            known.formUnion(step.bodies.map(\.node.identity))
            known.formUnion(step.skipped.map(\.identity))
        }
        return known
    }

    /// What made the body run, and the fix, from its `_printChanges` reasons.
    private static func diagnose(_ record: BodyRecord, tokens: [String], in step: StepRecord, after previous: StepRecord) -> Hint {
        let view = record.node.view
        let identity = record.node.identity
        func make(_ cause: String, _ fix: String, _ rule: String) -> Hint {
            Hint(kind: .wasted, view: view, identity: identity, cause: cause, fix: fix, rule: rule)
        }
        if tokens.contains("@dependencies") {
            let names = record.dependencies.isEmpty ? "an @Observable property" : record.dependencies.joined(separator: ", ")
            return make(
                "\(names) changed, and its body read it, but nothing it shows did: Observation tracks a whole property (a collection, a set its body asks contains(_:) of), so any change of it re-runs every reader",
                "have each view read only what it shows: give a row its own element (or a small view that reads it) rather than the collection, keep per-row state in per-row @Observable objects; a value derived from the collection (a count, a filter) runs again with each change, as it must when it can change",
                "§8")
        }
        let properties = tokens.filter { $0 != "@self" }
        if let token = properties.first(where: { wroteOwnState($0, of: identity, in: step) }) {
            if step.writes.contains(where: { $0.touches("\(identity).\(token)") && printsAsBefore($0, in: step, after: previous) }) {
                return make(
                    "its own \(token) was set to a value that prints as the old one but does not compare equal to it (a new object with the same contents: SwiftUI compares a class by identity, and what a struct holds field by field), so the write is a change and its body ran, and nothing it shows changed",
                    "keep the object and change its properties (an @Observable class tells its readers), or hold a struct that compares by value; or assign only when the contents differ",
                    "D10")
            }
            return make(
                "its own \(token) changed and its body read it, but nothing on screen depends on it (passed where it has no effect, or to a child that ignores it)",
                "if it should show, follow where the body uses it (a modifier placed where it does nothing, a value copied into a child's @State); if not, keep it out of the body: state only actions need can live in a model or a let",
                "§3")
        }
        let announced = properties.filter { token in
            step.notes.contains { $0.contains("objectWillChange fired: \(identity).\(token) is invalidated") }
        }
        if !announced.isEmpty, !step.writes.contains(where: { $0.outcome == .published }) {
            return make(
                "\(announced.joined(separator: ", ")): the ObservableObject it observes announced a change, yet no value changed (an @Published property set to the value it already had still announces)",
                "set the property only when the value differs (if model.value != new { model.value = new }), or move to @Observable, which ignores a set of an equal value",
                "§7")
        }
        if !announced.isEmpty || (!properties.isEmpty && step.writes.contains(where: { $0.outcome == .published })) {
            return make(
                "\(properties.joined(separator: ", ")): the ObservableObject it observes announced a change, of a property it does not show (objectWillChange is one signal per object: every observer re-runs, whatever it reads)",
                "split the object so that this view observes only what it shows, or move it to @Observable, which tracks each property a body reads",
                "§7")
        }
        // With `@self`, the parent's new struct brought the property's change (another object, a
        // binding to another value): the parent's new inputs are the cause, below.
        if !properties.isEmpty, !tokens.contains("@self") {
            return make(
                "\(properties.joined(separator: ", ")) changed (a binding whose value changed, or an environment value it declares), but nothing it shows did",
                "declare it only in views that show or edit it: a view that only writes it, in actions, re-runs with every change of it; let a model or the parent own such actions",
                "§6")
        }
        if let copy = step.inputsNotKept.first(where: { $0.node.identity == identity && $0.kind == .initialValueIgnored }) {
            let hint = StateHints.hint(copy)
            return make(StateHints.copiedInput(copy) + "; nothing it shows changed", hint.fix, hint.rule)
        }
        return make(
            "its parent ran again and gave it inputs that do not compare equal to the last ones (a value it does not show, or one that never compares equal: a closure, a Binding(get:set:), a non-Equatable class reference, a fresh UUID() or Date()), and nothing it shows changed",
            "pass it only what it shows, as values or $state bindings rather than closures, hand-made bindings or fresh values; or make it Equatable so that its == decides (with .equatable() if it is plain data)",
            "§5")
    }

    /// Whether a write changed a value without changing what it prints: the same text, or a new
    /// object whose fields read as the old one's did.
    private static func printsAsBefore(_ write: WriteLine, in step: StepRecord, after previous: StepRecord) -> Bool {
        if write.printsTheSame { return true }
        guard case .object(let old)? = write.oldValue, case .object(let new) = write.newValue, old != new,
            let before = previous.state.objects.first(where: { $0.name == old }), let after = step.state.objects.first(where: { $0.name == new })
        else { return false }
        if case .composite(_, let was) = before.fields, case .composite(_, let now) = after.fields { return was == now }
        return before.fields == after.fields
    }

    /// Whether the step wrote the view's own storage under `token` (not an object it holds there).
    private static func wroteOwnState(_ token: String, of identity: String, in step: StepRecord) -> Bool {
        step.writes.contains { $0.touches("\(identity).\(token)") }
    }
}
