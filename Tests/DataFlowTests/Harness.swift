@testable import DataFlow

/// Mounts a view in a fresh graph and plays actions on it, one step each, returning what the
/// graph reported during the step. Tests read like the scenario they check.
final class Harness {
    let session: Session
    var graph: ViewGraph { session.graph }
    let mount: Step

    init<Root: View>(_ root: Root) {
        session = Session(root: root, inspection: .events)
        mount = Step(events: session.mount.events)
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
        Step(events: session.perform { action() }.events)
    }

    @discardableResult func play(_ action: ScriptAction) -> Step {
        do {
            return Step(events: try session.play(action).events)
        } catch {
            preconditionFailure("\(error)")
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

/// What one step reported.
struct Step {
    let events: [TraceEvent]

    /// `_printChanges` lines of the bodies that ran, in order.
    var ran: [String] { events.compactMap { if case .bodyEvaluated(let b) = $0 { b.changes } else { nil } } }
    /// Type names of the bodies that ran.
    var ranViews: [String] { events.compactMap { if case .bodyEvaluated(let b) = $0 { b.node.view } else { nil } } }
    var skipped: [String] { events.compactMap { if case .bodySkipped(let n) = $0 { n.view } else { nil } } }
    var passes: Int { events.filter { if case .passBegan = $0 { true } else { false } }.count }
    var passCauses: [PassCause] { events.compactMap { if case .passBegan(_, let cause) = $0 { cause } else { nil } } }
    var issues: [Issue] { events.compactMap { if case .issue(let i) = $0 { i } else { nil } } }
    var swiftUIWarnings: [String] { issues.compactMap { if case .swiftUI(let text) = $0 { text } else { nil } } }
    var console: [String] { events.compactMap { if case .console(let c) = $0 { c } else { nil } } }
    var writes: [WriteRecord] { events.compactMap { if case .write(let w) = $0 { w } else { nil } } }
    var actions: [String] { events.compactMap { if case .actionRan(let a) = $0 { a } else { nil } } }
}
