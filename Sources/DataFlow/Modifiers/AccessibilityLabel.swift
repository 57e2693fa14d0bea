/// `.accessibilityLabel(_:)`: the name VoiceOver reads, and the name a script uses for the
/// control it labels (`tap "Flag of France"`), as UI tests find an element by its accessibility
/// label. On the control (`Button { … }.accessibilityLabel("Add")`) or inside its label
/// (`Image(systemName: "plus").accessibilityLabel("Add")`), it replaces the text a control is
/// named by; the screen still shows what is drawn.
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
