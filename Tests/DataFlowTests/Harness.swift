@testable import DataFlow

/// Mounts a view in a fresh graph and plays actions on it, one step each, returning what the
/// graph reported during the step. Tests read like the scenario they check.
final class Harness {
    let log = TraceLog()
    let graph: ViewGraph
    private(set) var mount: Step

    init<Root: View>(_ root: Root) {
        graph = ViewGraph(role: .live, tracer: log)
        graph.mount(root)
        mount = Step(events: log.events)
        log.removeAll()
    }

    var screen: [String] { graph.screen().text }
    var stale: [StaleView] { graph.staleViews() }

    @discardableResult func tap(_ label: String) -> Step { operate(.button, label) }
    @discardableResult func toggle(_ label: String) -> Step { operate(.toggle, label) }
    @discardableResult func type(_ field: String, _ text: String) -> Step { operate(.textField, field, input: text) }
    @discardableResult func tapGesture(_ target: String, _ occurrence: Int = 1) -> Step {
        operate(.tapGesture, target, occurrence: occurrence)
    }

    /// Runs arbitrary code as one user event.
    @discardableResult func perform(_ action: () -> Void) -> Step {
        graph.perform(action)
        return takeStep()
    }

    private func operate(_ kind: ControlKind, _ label: String, occurrence: Int = 1, input: String? = nil) -> Step {
        let matching = graph.controls().filter { $0.kind == kind && $0.label == label }
        precondition(matching.count >= occurrence, "no \(kind.rawValue) labelled \(label) #\(occurrence) in \(graph.controls().map(\.label))")
        graph.operate(matching[occurrence - 1], input: input)
        return takeStep()
    }

    private func takeStep() -> Step {
        defer { log.removeAll() }
        return Step(events: log.events)
    }

    /// The node of the first body view of type `name` (tree order).
    func body(_ name: String) -> BodyNode? {
        func find(_ node: Node) -> BodyNode? {
            if let body = node as? BodyNode, body.typeName == name { return body }
            for child in node.children { if let found = find(child) { return found } }
            return nil
        }
        return graph.root.flatMap(find)
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
