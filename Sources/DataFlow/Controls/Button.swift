/// A button: a label and an action the script runs with `tap "<label>"`.
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }
}

extension Button where Label == Text {
    public init(_ title: String, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

extension Button: BuiltinView {
    package func makeNode(in context: NodeContext) -> Node { ButtonNode(context, viewType: Self.self) }
}

extension Button: ButtonProtocol {
    var anyLabel: any View { label }
}

protocol ButtonProtocol {
    var action: () -> Void { get }
    var anyLabel: any View { get }
}

/// The node of a `Button`: one screen line with its label's text.
final class ButtonNode: Node, SingleControlNode {
    private var action: () -> Void = {}

    /// The action of the button's last value (an alert runs it after dismissing itself).
    var currentAction: () -> Void { action }

    override package var pathName: String? { "Button" }

    override package func apply(_ view: any View) {
        guard let button = view as? any ButtonProtocol else { return }
        action = button.action
        reconcileChild(button.anyLabel, key: .label)
    }

    override package func render(into screen: inout ScreenBuilder) {
        screen.add("Button \(labelText().quotedLiteral)", identity: identityPath)
    }

    var controlKind: ControlKind { .button }
    var controlLabel: String { labelText() }

    /// The user taps: the button's current action runs as one step.
    func operate(_ action: ScriptAction) { graph.perform(self.action) }
}
