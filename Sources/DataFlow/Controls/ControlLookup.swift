/// A control as a script names it: by kind and label (`tap "SWITCH"`, `toggle "AAA"`).
package struct Control {
    package let kind: ControlKind
    package let label: String
    /// Which of the controls of this kind and label it is, from 1, in screen order.
    package let occurrence: Int
    package let identity: String
    package let operate: (String?) -> Void

    /// The script action that operates this control: `tap "Save"`, `tap-gesture "Circle" 2`.
    package var scriptName: String {
        let occurrence = self.occurrence == 1 ? "" : " \(self.occurrence)"
        switch kind {
        case .button: return "tap \(quote(label))\(occurrence)"
        case .toggle: return "toggle \(quote(label))\(occurrence)"
        case .textField: return "type \(quote(label)) \"…\""
        case .tapGesture: return "tap-gesture \(quote(label))\(occurrence)"
        }
    }
}

extension ViewGraph {
    /// Every control on screen, in tree order.
    package func controls() -> [Control] {
        var found: [Control] = []
        var seen: [String: Int] = [:]
        func walk(_ node: Node) {
            if let control = node as? any ControlNode {
                let kind = control.controlKind
                let label = control.controlLabel
                let key = kind.rawValue + "\u{0}" + label
                let occurrence = (seen[key] ?? 0) + 1
                seen[key] = occurrence
                found.append(Control(kind: kind, label: label, occurrence: occurrence, identity: node.identityPath) {
                    control.operate(input: $0)
                })
            }
            for child in node.children { walk(child) }
        }
        if let root { walk(root) }
        return found
    }
}
