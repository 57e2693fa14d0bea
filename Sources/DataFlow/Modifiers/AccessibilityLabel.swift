/// What every accessibility modifier attaches, as in SwiftUI (`.accessibilityHint`,
/// `.accessibilityAddTraits`, `.accessibilityLabel`…). Only a label changes what a run shows:
/// the name VoiceOver reads is the name a script uses for the control it labels (`tap "Flag of
/// France"`), as UI tests find an element by its accessibility label. On the control
/// (`Button { … }.accessibilityLabel("Add")`) or inside its label
/// (`Image(systemName: "plus").accessibilityLabel("Add")`), it replaces the text a control is
/// named by, on the screen too: the screen shows the name a script uses, then what the label
/// draws when that differs (`Button "Add" label: "plus"`), so a changed image still shows. The
/// rest (hints, traits, actions, rotors) is for assistive technologies, off in a run (D15).
public struct AccessibilityAttachmentModifier: BuiltinModifier {
    /// The label it gives, if it gives one.
    let label: String?

    init(label: String? = nil) { self.label = label }

    /// This attachment and a later one on the same view, merged as SwiftUI merges them: the
    /// later label wins.
    func merged(with later: AccessibilityAttachmentModifier) -> AccessibilityAttachmentModifier {
        AccessibilityAttachmentModifier(label: later.label ?? label)
    }

    package func makeNode(in context: NodeContext, viewType: Any.Type) -> ModifierNode {
        AccessibilityLabelNode(modifier: self, context: context, viewType: viewType)
    }
}

final class AccessibilityLabelNode: ModifierNode {
    var label: String? { (modifier as? AccessibilityAttachmentModifier)?.label }

    override package func appendText(to words: inout [String]) {
        if let label { words.append(label) } else { super.appendText(to: &words) }
    }
    override package func appendSymbolNames(to names: inout [String]) {
        if let label { names.append(label) } else { super.appendSymbolNames(to: &names) }
    }
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

    /// The images a control's label draws beside its text, as a `Label`'s line shows them
    /// (` (Image "star.fill")`), so that a changed symbol changes the screen; empty when the label
    /// has no text (its symbol is then its name) or no image.
    func drawnImages() -> String {
        var words: [String] = []
        appendText(to: &words)
        guard !words.isEmpty else { return "" }
        var names: [String] = []
        appendSymbolNames(to: &names)
        let images = names.filter { !words.contains($0) }
        return images.isEmpty ? "" : " (" + images.map { "Image \($0.quotedLiteral)" }.joined(separator: ", ") + ")"
    }

    /// The accessibility label put on this control from outside (modifiers directly around it).
    var accessibilityLabelAround: String? {
        var node = parent
        while let modifier = node as? ModifierNode {
            if let labelled = modifier as? AccessibilityLabelNode, let label = labelled.label { return label }
            node = modifier.parent
        }
        return nil
    }
}
