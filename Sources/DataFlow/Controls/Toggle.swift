/// A switch bound to a `Bool`; the script flips it with `toggle "<label>"`.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle: BuiltinView {
    package func makeNode(in context: NodeContext) -> Node { ToggleNode(context, viewType: Self.self) }
}

extension Toggle: ToggleProtocol {
    var anyLabel: any View { label }
}

protocol ToggleProtocol {
    var isOn: Binding<Bool> { get }
    var anyLabel: any View { get }
}

final class ToggleNode: BoundControlNode<Bool>, SingleControlNode {
    /// The control's own height (§33).
    override package func layout(width: Double) -> NodeLayout { .fixed(LayoutMetrics.toggleHeight) }

    override package var pathName: String? { "Toggle" }

    override package func take(_ view: any View) -> (binding: Binding<Bool>, children: [ChildSlot])? {
        (view as? any ToggleProtocol).map { ($0.isOn, [ChildSlot(key: .label, view: $0.anyLabel)]) }
    }

    override package func line(label: String, value: Bool) -> String {
        "Toggle \(label.quotedLiteral) \(value ? "on" : "off")"
    }

    var controlKind: ControlKind { .toggle }
    var controlLabel: String { controlName }

    /// The user flips the switch.
    func operate(_ action: ScriptAction) { operate(setting: !(shown ?? false)) }
}
