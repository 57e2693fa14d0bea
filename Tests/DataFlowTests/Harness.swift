import DataFlow
import Testing

/// Mounts a view in a fresh graph and plays actions on it, one step each, returning what the
/// graph reported during the step. Tests read like the scenario they check.
final class Harness {
    let session: Session
    var graph: ViewGraph { session.graph }
    let mount: Step

    init<Root: View>(_ root: Root) {
        session = Session(root: root, inspection: .events)
        mount = Step(record: session.mount)
    }

    var screen: [String] { session.screen }
    var stale: [StaleView] { graph.staleViews() }

    @discardableResult func tap(_ label: String) -> Step { play(.tap(label)) }
    @discardableResult func toggle(_ label: String) -> Step { play(.toggle(label)) }
    @discardableResult func type(_ field: String, _ text: String) -> Step { play(.type(field, text)) }
    @discardableResult func tapGesture(_ target: String, _ occurrence: Int = 1) -> Step {
        play(.tapGesture(target, occurrence: occurrence))
    }

    /// Runs arbitrary code as one user event.
    @discardableResult func perform(_ action: () -> Void) -> Step {
        Step(record: session.perform { action() })
    }

    /// Plays `action` as one step. An action that cannot be played (its control is not on
    /// screen) fails the test and returns the latest step, so the test goes on to say what else
    /// is wrong instead of stopping every test in the process.
    @discardableResult func play(_ action: ScriptAction) -> Step {
        do {
            return Step(record: try session.play(action))
        } catch {
            Testing.Issue.record("\(error)")
            return Step(record: session.steps[session.steps.count - 1])
        }
    }

    /// The node of the first body view of type `name` (tree order).
    func body(_ name: String) -> BodyNode? {
        var found: BodyNode?
        graph.root?.walk { node, _ in
            if found == nil, let body = node as? BodyNode, body.typeName == name { found = body }
            return found == nil ? node.children : []
        }
        return found
    }
}

/// What one step reported: the session's own `StepRecord`, read the way these tests read it
/// (`_printChanges` lines, skipped views by type name, write records with their outcome), the
/// rest forwarded as the record derives it.
struct Step {
    let record: StepRecord

    var events: [TraceEvent] { record.events }
    /// `_printChanges` lines of the bodies that ran, in order.
    var ran: [String] { record.bodies.map(\.changes) }
    /// Type names of the bodies that ran.
    var ranViews: [String] { record.ranViews }
    var skipped: [String] { record.skipped.map(\.view) }
    var passes: Int { record.passes }
    var passCauses: [PassCause] { events.compactMap { if case .passBegan(_, let cause) = $0 { cause } else { nil } } }
    var issues: [DataFlow.Issue] { record.issues }
    var swiftUIWarnings: [String] { record.warnings }
    var console: [String] { record.console }
    /// The write records as the step traced them (a `WriteLine` per changed place is the
    /// record's `writes`).
    var writes: [WriteRecord] { events.compactMap { if case .write(let w) = $0 { w } else { nil } } }
    var actions: [String] { record.queuedActions }
}
