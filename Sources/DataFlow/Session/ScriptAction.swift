/// What the user does, as a script says it.
///
/// Each action has one spelling, shared by the command line's `--script`, experiments and the
/// transcript: `tap "Save"`, `toggle "Wi-Fi"`, `type "First name" "Tim"`, `tap-gesture "Circle" 2`
/// (see `ScriptAction.parse(_:)` and `dataflow help script`).
public enum ScriptAction: Equatable, Sendable {
    /// Tap the `occurrence`-th button (from 1, in screen order) whose label is `label`.
    case tap(String, occurrence: Int = 1)
    /// Flip the `occurrence`-th toggle whose label is `label`.
    case toggle(String, occurrence: Int = 1)
    /// Replace the text of the text field titled `field` with `text`.
    case type(String, String)
    /// Tap the `occurrence`-th view with `.onTapGesture` whose text (or kind, `Circle`) is `target`.
    case tapGesture(String, occurrence: Int = 1)

    /// The action in the script grammar: `tap "SWITCH"`, `tap-gesture "Circle" 2`.
    public var description: String {
        let words: [String]
        switch self {
        case .tap(let label, let occurrence): words = ["tap", quote(label)] + count(occurrence)
        case .toggle(let label, let occurrence): words = ["toggle", quote(label)] + count(occurrence)
        case .type(let field, let text): words = ["type", quote(field), quote(text)]
        case .tapGesture(let target, let occurrence): words = ["tap-gesture", quote(target)] + count(occurrence)
        }
        return words.joined(separator: " ")
    }

    var controlKind: ControlKind {
        switch self {
        case .tap: .button
        case .toggle: .toggle
        case .type: .textField
        case .tapGesture: .tapGesture
        }
    }

    var selector: (label: String, occurrence: Int) {
        switch self {
        case .tap(let label, let occurrence), .toggle(let label, let occurrence), .tapGesture(let label, let occurrence):
            (label, occurrence)
        case .type(let field, _): (field, 1)
        }
    }

    var input: String? {
        if case .type(_, let text) = self { return text }
        return nil
    }
}

/// A string as the script grammar writes it: in double quotes, `"` and `\` escaped (also a valid
/// Swift string literal, which generated code relies on).
package func quote(_ text: String) -> String {
    var quoted = "\""
    for character in text {
        switch character {
        case "\"": quoted += "\\\""
        case "\\": quoted += "\\\\"
        case "\n": quoted += "\\n"
        case "\t": quoted += "\\t"
        default: quoted.append(character)
        }
    }
    return quoted + "\""
}

/// The occurrence, written only when it is not the first.
private func count(_ occurrence: Int) -> [String] {
    occurrence == 1 ? [] : [String(occurrence)]
}
