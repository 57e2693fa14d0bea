/// A control as a script names it: by kind and label (`tap "SWITCH"`, `toggle "AAA"`).
package struct Control {
    package let kind: ControlKind
    package let label: String
    package let identity: String
    let operate: (String?) -> Void
}

extension ViewGraph {
    /// Every control on screen, in tree order.
    package func controls() -> [Control] {
        var found: [Control] = []
        func walk(_ node: Node) {
            if let control = node as? any ControlNode {
                found.append(Control(kind: control.controlKind, label: control.controlLabel, identity: node.identityPath) {
                    control.operate(input: $0)
                })
            } else if let modifier = node as? ModifierNode, let gesture = modifier.modifier as? _TapGestureModifier {
                found.append(Control(kind: .tapGesture, label: modifier.targetName, identity: node.identityPath) { _ in
                    modifier.graph.perform(gesture.action)
                })
            }
            for child in node.children { walk(child) }
        }
        if let root { walk(root) }
        return found
    }

    /// Operates `control` as the user would; `input` is the text typed into a text field.
    package func operate(_ control: Control, input: String? = nil) {
        control.operate(input)
    }
}

extension ModifierNode {
    /// What a tap gesture is attached to: the text it shows, or the kind of its first line (`Circle`).
    var targetName: String {
        let text = labelText()
        if !text.isEmpty { return text }
        var builder = ScreenBuilder()
        for child in children { child.render(into: &builder) }
        return builder.lines.first.map { String($0.text.prefix { $0 != " " }) } ?? ""
    }
}
