/// A button: a label and an action the script runs with `tap "<label>"`.
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label
    var role: ButtonRole?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button {
    /// A button with a role: in an alert or a confirmation dialog, `.cancel` is the button that
    /// dismisses; elsewhere a role changes only how the button looks.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
        self.role = role
    }
}

extension Button where Label == DataFlow.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { DataFlow.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { DataFlow.Label(title, systemImage: systemImage) }
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { DataFlow.Label(titleKey, systemImage: systemImage) }
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
        screen.add("Button \(quotedControlName(drawing: labelText()))\(drawnImages())", identity: identityPath)
    }

    var controlKind: ControlKind { .button }
    var controlLabel: String { controlName }

    /// The user taps: the button's current action runs as one step, unless a tap gesture on its
    /// label takes the tap (§25).
    func operate(_ action: ScriptAction) {
        if tapTakenByLabel(of: "Button \(quote(controlName))") { return }
        host.perform(self.action)
    }
}
