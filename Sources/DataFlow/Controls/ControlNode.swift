/// What kind of control a script can operate.
package enum ControlKind: String, CaseIterable {
    case button
    case link = "navigation link"
    case toggle
    case textField = "text field"
    case tapGesture = "tap gesture"
    case picker
    case stepper
    case slider
    case deletableRow = "deletable row"
    case movableRow = "movable row"
    case tab
    case selectableRow = "selectable row"
    case back = "navigation stack to go back in"
    case dismiss = "sheet to dismiss"
    case suspendedTask = "suspended await"
    case focusable = "focusable field"
    case searchField = "search field"
    case refreshable = "refreshable view"
    case draggable = "draggable view"
    case longPressable = "long-pressable view"
    case photosPicker = "photos picker"
}

/// One thing a script can operate on a node: its kind, its label, and what operating it does.
package struct ControlHandle {
    package let kind: ControlKind
    package let label: String
    /// Operates the control as the user would; the action carries what the control needs (the
    /// typed text, the picked option, the slider's value).
    package let operate: (ScriptAction) -> Void
    /// Why the control itself cannot be operated now, if it cannot (a UIKit control that is not
    /// enabled); what is around it (`.disabled`, `.allowsHitTesting(false)`) is asked too.
    package var blockedReason: (() -> String?)?

    package init(kind: ControlKind, label: String, operate: @escaping (ScriptAction) -> Void) {
        self.kind = kind
        self.label = label
        self.operate = operate
    }
}

/// A node a script can operate: a control (`tap "SWITCH"`, `toggle "AAA"`), or a container that
/// offers several (a list's deletable rows, a tab view's tabs).
package protocol ControlNode: Node {
    var controlHandles: [ControlHandle] { get }
}

/// A node that is one control.
package protocol SingleControlNode: ControlNode {
    var controlKind: ControlKind { get }
    var controlLabel: String { get }
    func operate(_ action: ScriptAction)
}

extension SingleControlNode {
    package var controlHandles: [ControlHandle] {
        [ControlHandle(kind: controlKind, label: controlLabel) { [unowned self] in self.operate($0) }]
    }
}

/// The node of a control bound to a value (`Toggle`, `TextField`).
///
/// The control shows its binding's value. It reads the binding, so it depends on the binding's
/// source (like a `@Binding` reader, D3) and refreshes when that storage changes. When the user
/// operates it, it writes through the binding and then shows what the binding's `get` returns now
/// (D11): a `.constant` binding snaps back; a `Binding(get:set:)` to a class property switches
/// although no body runs.
class BoundControlNode<Value>: Node {
    private(set) var binding: Binding<Value>?
    /// What the control shows now.
    private(set) var shown: Value?
    /// Refreshes only if what the control shows changed: checked when the source commits, so that
    /// a thousand toggles on one array cost a comparison each.
    private lazy var watcher: BindingWatcher = {
        let watcher = BindingWatcher(node: self)
        watcher.isRelevant = { [unowned self] in
            guard let binding = self.binding, let shown = self.shown else { return false }
            return !self.host.compareValues(shown, binding.location.get())
        }
        return watcher
    }()

    /// The screen line for a value (`Toggle "AAA" on`).
    func line(label: String, value: Value) -> String { preconditionFailure("subclass must override") }

    /// The binding and the child views (a label, a picker's options) of a new value.
    func take(_ view: any View) -> (binding: Binding<Value>, children: [ChildSlot])? { nil }

    override package func apply(_ view: any View) {
        guard let (binding, children) = take(view) else { return }
        self.binding = binding
        shown = binding._value
        watcher.reset()
        watcher.watch(binding.location.storage)
        reconcileChildren(children)
    }

    override package func readHandWrittenBindings() {
        if let binding, binding.location.isFunctional { _ = binding.location.get() }
    }

    override package var ownBindingsAreValid: Bool { binding?.location.isValid ?? true }

    /// The text of the child at `.label`: a control's own label, not its other content.
    var ownLabel: String {
        children.first { $0.key == .label }?.labelText() ?? ""
    }

    override package var hasOwnWork: Bool { watcher.hasChange }

    override package func performOwnUpdate() {
        watcher.reset()
        refresh()
    }

    /// Re-reads the binding; reports when what the control shows changes without a body (D11).
    private func refresh() {
        guard let binding, let shown else { return }
        let now = binding.location.get()
        guard !host.compareValues(shown, now) else { return }
        let label = controlName
        host.reporter.trace(.controlRefreshed(identity: identityPath, from: line(label: label, value: shown), to: line(label: label, value: now)))
        self.shown = now
        shownValueDidChange()
    }

    /// The control shows another value, re-read without a body running (a picker checks its tags).
    func shownValueDidChange() {}

    /// The user sets the control to `value`: write through the binding, then show what it reads.
    func operate(setting value: Value) {
        guard let binding else { return }
        if host.reporter.isTracing, binding.location.setsThroughClosure {
            reportWithheld(
                .closureBindingWrite, subject: "\(pathName ?? "A control") \(quote(ownLabel))", detail: host.reporter.describer.describe(value).text)
        }
        host.perform {
            binding.location.set(value)
            refresh()
        }
    }

    override package func render(into screen: inout ScreenBuilder) {
        guard let shown else { return }
        screen.add(line(label: controlName, value: shown), identity: identityPath)
        // A label that holds controls of its own is drawn too: they can be operated.
        if let label = children.first(where: { $0.key == .label }), label.containsControl {
            screen.indent { label.render(into: &$0) }
        }
    }
}
