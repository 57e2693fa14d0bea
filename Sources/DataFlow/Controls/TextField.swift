/// A text field bound to a `String`; the script types into it with `type "<title>" "<text>"`.
public struct TextField: View {
    let title: String
    let text: Binding<String>

    public init(_ title: String, text: Binding<String>) {
        self.title = title
        self.text = text
    }
}

extension TextField: BuiltinView {
    package func makeNode(in context: NodeContext) -> Node { TextFieldNode(context, viewType: Self.self) }
}

final class TextFieldNode: BoundControlNode<String>, SingleControlNode {
    private var title = ""

    override package var pathName: String? { "TextField" }

    override package func take(_ view: any View) -> (binding: Binding<String>, label: any View)? {
        guard let field = view as? TextField else { return nil }
        title = field.title
        return (field.text, EmptyView())
    }

    override package func line(label: String, value: String) -> String {
        "TextField \(title.debugDescription) = \(value.debugDescription)"
    }

    var controlKind: ControlKind { .textField }
    var controlLabel: String { title }

    /// The user replaces the field's text (one edit, one step).
    func operate(_ action: ScriptAction) {
        if case .type(_, let text) = action { operate(setting: text) }
    }
}
