/// What kind of control a script can operate.
package enum ControlKind: String, CaseIterable {
    case button
    case toggle
    case textField = "text field"
    case tapGesture = "tap gesture"
}

/// A node a script can operate: found by kind and label (`tap "SWITCH"`, `toggle "AAA"`).
package protocol ControlNode: Node {
    var controlKind: ControlKind { get }
    var controlLabel: String { get }
    /// Operates the control as the user would; `input` is what a text field gets.
    func operate(input: String?)
}

/// The node of a control bound to a value (`Toggle`, `TextField`).
///
/// The control shows its binding's value. It reads the binding, so it depends on the binding's
/// source (like a `@Binding` reader, D3) and refreshes when that storage changes. When the user
/// operates it, it writes through the binding and then shows what the binding's `get` returns now
/// (D11): a `.constant` binding snaps back; a `Binding(get:set:)` to a class property switches
/// although no body runs.
class BoundControlNode<Value>: Node, LocationObserver {
    private(set) var binding: Binding<Value>?
    /// What the control shows now.
    private(set) var shown: Value?
    private weak var observed: StorageLocation?
    private var needsRefresh = false

    /// The screen line for a value (`Toggle "AAA" on`).
    func line(label: String, value: Value) -> String { preconditionFailure("subclass must override") }

    func take(_ view: any View) -> (binding: Binding<Value>, label: any View)? { nil }

    override package func apply(_ view: any View) {
        guard let (binding, label) = take(view) else { return }
        self.binding = binding
        shown = binding._value
        needsRefresh = false
        observe(binding.location.storage)
        reconcileChild(label, key: .label)
    }

    private func observe(_ storage: StorageLocation?) {
        guard let storage, storage !== observed else { return }
        observed = storage
        storage.addObserver(self)
    }

    /// The binding's source committed a change: refresh only if what the control shows changed
    /// (checked now, so that a thousand toggles on one array cost a comparison each).
    func locationDidChange(_ storage: StorageLocation) {
        guard storage === observed, let binding, let shown, !graph.compareValues(shown, binding.location.get()) else { return }
        needsRefresh = true
        scheduleVisit()
    }

    override package var hasOwnWork: Bool { needsRefresh }

    override package func performOwnUpdate() {
        needsRefresh = false
        refresh()
    }

    /// Re-reads the binding; reports when what the control shows changes without a body (D11).
    private func refresh() {
        guard let binding, let shown else { return }
        let now = binding.location.get()
        guard !graph.compareValues(shown, now) else { return }
        let label = labelText()
        graph.reporter.trace(.controlRefreshed(identity: identityPath, from: line(label: label, value: shown), to: line(label: label, value: now)))
        self.shown = now
    }

    /// The user sets the control to `value`: write through the binding, then show what it reads.
    func operate(setting value: Value) {
        guard let binding else { return }
        graph.perform {
            binding.location.set(value)
            refresh()
        }
    }

    override package func render(into screen: inout ScreenBuilder) {
        guard let shown else { return }
        screen.add(line(label: labelText(), value: shown), identity: identityPath)
    }
}
