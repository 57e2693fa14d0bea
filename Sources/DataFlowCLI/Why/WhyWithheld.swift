import DataFlow

/// The part of an answer about what did not happen: an effect a rule withheld (a task not
/// restarted, an appear action not repeated, an `onChange` not called, a selection no tag can
/// set, a write to storage SwiftUI does not watch, a change an `==` hid). The runtime records
/// each as it withholds it; this names the rule and what to change.
extension WhyChain {
    /// The effects withheld from `view`'s own modifiers in the step: those its body holds, and
    /// those its parent attached to it (`DetailView(item:).task { }`).
    mutating func explainWithheld(of view: DependencySnapshot.View) {
        var said: [WithheldRecord] = []
        for record in step.withheld where record.owner.identity == view.identity || record.modified == view.identity {
            guard !said.contains(record) else { continue }
            said.append(record)
            let place = record.modified == view.identity && record.owner.identity != view.identity ? " (attached in \(record.owner.view)'s body)" : ""
            switch record.kind {
            case .taskNotRestarted:
                if record.detail.isEmpty {
                    add(
                        0,
                        "not restarted: its .task\(place) has no id, so it started once, when \(view.name) appeared, and runs until the view leaves; an update with new inputs does not start it again",
                        "§19")
                    add(1, "to change: use .task(id: value) { … }, which cancels the task and starts it again whenever value changes", nil)
                } else {
                    add(
                        0,
                        "not restarted: its .task(id:)\(place) has the same id as at the last update (\(record.detail)); it restarts only when the id compares unequal",
                        "§19")
                }
            case .appearNotRepeated:
                add(
                    0,
                    "no \(record.subject): \(view.name)\(place) was already on screen at the same identity, so this update is not an appearance; \(record.subject) runs when an identity appears, and its @State is kept the same way",
                    "§16")
                add(
                    1,
                    "to change: react to the new input with .onChange(of: input) or .task(id: input), or give the view .id(input) so that a new value makes a new view (fresh state, \(record.subject) again)",
                    nil)
            case .changeNotSeen:
                if record.printsDifferently {
                    add(
                        0,
                        "no \(record.subject) action\(place): the value changed as printed (\(record.detail)), but its type's own == calls the two equal, and onChange compares with ==",
                        "§11")
                    add(
                        1,
                        "to change: let Swift synthesise == (it compares every stored property), or watch the part that changes: .onChange(of: value.field)",
                        nil)
                } else {
                    add(
                        0,
                        "no \(record.subject) action\(place): the value is \(record.detail), equal to the last update's; onChange calls its action only when the value compares unequal",
                        "§11")
                }
            case .tagOfAnotherType, .closureBindingWrite:
                break  // The step's, not the view's: said where the step wrote nothing.
            }
        }
    }

    /// The step wrote nothing SwiftUI sees: a control's choice no tag could set, or a write that
    /// went through closures to storage nothing watches. False when neither happened.
    mutating func explainWithheldWrites(depth: Int) -> Bool {
        var said = false
        for record in step.withheld {
            switch record.kind {
            case .tagOfAnotherType:
                let (tag, selection) = (record.types.first ?? "?", record.types.last ?? "?")
                add(
                    depth,
                    "\(record.subject): the option \(record.detail) has a tag of type \(tag), and the selection is of type \(selection); a tag matches the selection only when it is of the selection's type, so choosing it set nothing",
                    "§20")
                add(
                    depth + 1,
                    "to change: tag each option with a value of type \(selection) (a ForEach's rows are tagged with their ids), or make the selection of type \(tag)",
                    nil)
            case .closureBindingWrite:
                add(
                    depth,
                    "\(record.subject) wrote \(record.detail) through a Binding(get:set:), whose set closure changed nothing SwiftUI tracks (no @State, @AppStorage, @Published or @Observable property): the value went to storage SwiftUI does not watch (UserDefaults, a global, a plain property), so no view was told",
                    "§6")
                add(
                    depth + 1,
                    "to change: keep the value where SwiftUI watches it: @AppStorage for a UserDefaults key, @State, or an @Observable model's property",
                    nil)
            case .taskNotRestarted, .appearNotRepeated, .changeNotSeen:
                continue
            }
            said = true
        }
        return said
    }

    /// The objects a view's `@StateObject`s keep: made once, when the view first appeared, so a
    /// parent's new argument to `StateObject(wrappedValue:)` never makes another (§7).
    mutating func explainKeptObjects(of view: DependencySnapshot.View, depth: Int) {
        let objects = Set(index.dependencies(of: view.identity).filter { $0.kind == .object }.map(\.source))
        for entry in index.state(of: view.identity) where objects.contains(entry.value.text) {
            add(
                depth,
                "its @StateObject \(entry.property) keeps \(entry.value.text), made when \(view.name) first appeared: StateObject(wrappedValue:) runs its autoclosure once, so a new argument given to it (`\(entry.property) = StateObject(wrappedValue: …)` in an initializer) makes no new object",
                "§7")
            add(
                depth + 1,
                "to change: pass the value on to the object (.onChange(of:) or .task(id:)), or give the view .id(value) so that a new value makes a new view and object",
                nil)
        }
    }

    /// A write ignored because it compared equal to the stored value; when the two print
    /// differently, the type's own `==` hid the change.
    mutating func explainEqualWrite(_ write: WriteLine, depth: Int) {
        guard let held = write.heldInstead else {
            return add(depth, "\(write.target) = \(write.new): equal to the stored value, so nothing happens", "§4")
        }
        add(
            depth,
            "\(write.target) = \(write.new): its type's own == calls it equal to the stored \(held), although they differ as printed, so nothing happens: SwiftUI compares a new value with ==, and an == over some fields only (an id) hides the change",
            "§4")
        add(depth + 1, "to change: let Swift synthesise == (it compares every stored property), or store the part that changes", nil)
    }
}
