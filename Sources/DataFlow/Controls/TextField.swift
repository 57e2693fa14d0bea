/// A text field bound to a `String`; the script types into it with `type "<title>" "<text>"`.
public struct TextField: View {
    let title: String
    let text: Binding<String>

    public init(_ title: String, text: Binding<String>) {
        self.title = title
        self.text = text
    }

    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        self.init(title, text: text)
    }

    public init(_ title: String, text: Binding<String>, axis: Axis) {
        self.init(title, text: text)
    }
}

/// A text field that hides what it shows (`SecureField "Password" = "•••"`); typed into like one.
public struct SecureField: View {
    let title: String
    let text: Binding<String>

    public init(_ title: String, text: Binding<String>) {
        self.title = title
        self.text = text
    }

    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        self.init(title, text: text)
    }
}

/// The axis a scroll view or a text field grows along.
public enum Axis: Sendable, Hashable {
    case horizontal
    case vertical

    /// A set of axes: `.vertical`, `[.horizontal, .vertical]`.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

extension TextField: BuiltinView {
    package func makeNode(in context: NodeContext) -> Node { TextFieldNode(context, viewType: Self.self) }
}

extension SecureField: BuiltinView {
    package func makeNode(in context: NodeContext) -> Node { TextFieldNode(context, viewType: Self.self) }
}

final class TextFieldNode: BoundControlNode<String>, SingleControlNode {
    private var title = ""
    private var isSecure = false

    override package var pathName: String? { isSecure ? "SecureField" : "TextField" }

    override package func take(_ view: any View) -> (binding: Binding<String>, children: [ChildSlot])? {
        if let field = view as? TextField {
            title = field.title
            return (field.text, [ChildSlot(key: .label, view: EmptyView())])
        }
        guard let field = view as? SecureField else { return nil }
        title = field.title
        isSecure = true
        return (field.text, [ChildSlot(key: .label, view: EmptyView())])
    }

    override package func line(label: String, value: String) -> String {
        isSecure
            ? "SecureField \(quote(title)) = \(quote(String(repeating: "•", count: value.count)))"
            : "TextField \(title.quotedLiteral) = \(value.quotedLiteral)"
    }

    var controlKind: ControlKind { .textField }
    var controlLabel: String { title }

    /// The user replaces the field's text (one edit, one step).
    func operate(_ action: ScriptAction) {
        if case .type(_, let text) = action { operate(setting: text) }
    }
}
