/// `.accessibilityLabel(_:)`: the name VoiceOver reads, and the name a script uses for the
/// control it labels (`tap "Flag of France"`), as UI tests find an element by its accessibility
/// label. On the control (`Button { … }.accessibilityLabel("Add")`) or inside its label
/// (`Image(systemName: "plus").accessibilityLabel("Add")`), it replaces the text a control is
/// named by, on the screen too: the screen shows the name a script uses, then what the label
/// draws when that differs (`Button "Add" label: "plus"`), so a changed image still shows.
public struct _AccessibilityLabelModifier: BuiltinModifier {
    let label: String

    package func makeNode(in context: NodeContext, viewType: Any.Type) -> ModifierNode {
        AccessibilityLabelNode(modifier: self, context: context, viewType: viewType)
    }
}

final class AccessibilityLabelNode: ModifierNode {
    var label: String { (modifier as? _AccessibilityLabelModifier)?.label ?? "" }

    override package func appendText(to words: inout [String]) { words.append(label) }
    override package func appendSymbolNames(to names: inout [String]) { names.append(label) }
}

extension Node {
    /// The name a control is shown and found by: an accessibility label put on it from outside,
    /// or else its label's text.
    var controlName: String { accessibilityLabelAround ?? labelText() }

    /// The control's name quoted for its screen line, and what its label draws when an
    /// accessibility label around it names it otherwise: `"Add" label: "plus"`.
    func quotedControlName(drawing drawn: String) -> String {
        guard let name = accessibilityLabelAround, name != drawn else { return drawn.quotedLiteral }
        return "\(name.quotedLiteral) label: \(drawn.quotedLiteral)"
    }

    /// The accessibility label put on this control from outside (modifiers directly around it).
    var accessibilityLabelAround: String? {
        var node = parent
        while let modifier = node as? ModifierNode {
            if let labelled = modifier as? AccessibilityLabelNode { return labelled.label }
            node = modifier.parent
        }
        return nil
    }
}
