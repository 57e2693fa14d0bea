/// A control as a script names it: by kind and label (`tap "SWITCH"`, `toggle "AAA"`).
package struct Control {
    package let kind: ControlKind
    /// The name a script uses: an accessibility label around it, else its own label's text.
    package let label: String
    /// Its own label's text, which the screen shows (`TextField("0.00", …)` under an
    /// accessibility label): a script may name it so too.
    package let title: String
    /// Which of the controls of this kind and label it is, from 1, in screen order.
    package let occurrence: Int
    package let identity: String
    package let operate: (ScriptAction) -> Void
    /// Why the control cannot be operated now (disabled, not hit-testable), if it cannot; asked
    /// only of the control a script names.
    package let blockedReason: () -> String?

    /// The script action that operates this control: `tap "Save"`, `tap-gesture "Circle" 2`,
    /// written by the action's own declaration; what only the user knows stays a placeholder
    /// (`slide "Volume" <value>`).
    package var scriptName: String { ScriptAction.spelling(of: kind, label: label, occurrence: occurrence) }
}

extension ControlKind {
    /// Whether the user operates it on screen (a disabled or hidden one cannot be); `back`,
    /// `dismiss` and resuming a task are not controls on the view.
    var isUserControl: Bool {
        switch self {
        case .back, .dismiss, .suspendedTask: false
        default: true
        }
    }
}

/// A node whose content may cover everything else: a presented sheet or alert. While one is
/// presented, only its own controls can be operated (it is modal).
package protocol ModalNode: Node {
    /// The presented content, if something is presented now.
    var presentedContent: Node? { get }
    /// What the presented content covers: the navigation stack a pushed destination replaces
    /// the content of (a tab bar around it stays), or nil for everything (a sheet, an alert).
    var coveredSubtree: Node? { get }
}

extension ViewGraph {
    /// Every control a user could operate now, in screen order: everything on screen, or only
    /// what the topmost presented sheet or alert shows.
    package func controls() -> [Control] {
        guard let root else { return [] }
        var handles: [(handle: ControlHandle, node: Node)] = []
        var modals: [ModalNode] = []
        // Whether a node class is a control or modal, found by one cast per class: a protocol
        // cast per node would cost more than the rest of the walk.
        var roles: [ObjectIdentifier: (control: Bool, modal: Bool)] = [:]
        root.walk { node, _ in
            let nodeClass = ObjectIdentifier(type(of: node))
            let role =
                roles[nodeClass]
                ?? {
                    let role = (control: node is any ControlNode, modal: node is any ModalNode)
                    roles[nodeClass] = role
                    return role
                }()
            if role.control, let control = node as? any ControlNode {
                for handle in control.controlHandles { handles.append((handle, node)) }
            }
            if role.modal, let presenting = node as? any ModalNode, presenting.presentedContent != nil { modals.append(presenting) }
            return node.operableChildren
        }
        // Each presentation covers what it covers: a sheet or an alert everything but itself, a
        // pushed destination its navigation stack. A control is operable where none covers it
        // (in a sheet over a sheet, only the top one's; beside a pushed destination, the tab bar).
        for modal in modals {
            guard let content = modal.presentedContent else { continue }
            let covered = modal.coveredSubtree
            handles = handles.filter { handle, node in
                if node === modal || node.isDescendant(of: content) || handle.kind == .suspendedTask { return true }
                guard let covered else { return false }
                return node !== covered && !node.isDescendant(of: covered)
            }
        }
        // A task's suspended await can be resumed whatever is on screen.
        for suspension in host.tasks?.pending ?? [] {
            handles.append(
                (
                    ControlHandle(kind: .suspendedTask, label: suspension.label) { [unowned self] _ in
                        self.host.perform { self.host.tasks?.resume(suspension.id) }
                    }, root
                ))
        }
        var seen: [String: Int] = [:]
        return handles.map { handle, node in
            // An accessibility label around a control names it, as UI tests find it.
            let label = handle.kind.isUserControl ? node.accessibilityLabelAround ?? handle.label : handle.label
            let key = handle.kind.rawValue + "\u{0}" + label
            let occurrence = (seen[key] ?? 0) + 1
            seen[key] = occurrence
            return Control(
                kind: handle.kind, label: label, title: handle.label, occurrence: occurrence, identity: node.identityPath, operate: handle.operate,
                blockedReason: { [unowned node] in
                    handle.blockedReason?() ?? (handle.kind.isUserControl ? node.interactionBlocked : nil)
                })
        }
    }
}
