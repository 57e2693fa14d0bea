/// A pair of − and + buttons: `increment "Count: 3"`, `decrement "Count: 3"`.
///
/// A stepper does not show its value (its label usually does), so it reads nothing: like a
/// button, it only writes. At a bound, SwiftUI disables the button that would leave the range:
/// operating it does nothing.
public struct Stepper<Label: View>: View {
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let label: Label

    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.label = label()
    }

    /// SwiftUI's order: the actions, then the label.
    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.init(
            label: label,
            onIncrement: {
                let next = value.wrappedValue.advanced(by: step)
                if next <= bounds.upperBound { value.wrappedValue = next }
            },
            onDecrement: {
                let next = value.wrappedValue.advanced(by: -step)
                if next >= bounds.lowerBound { value.wrappedValue = next }
            })
    }

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.init(
            label: label, onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
            onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) })
    }
}

extension Stepper where Label == Text {
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }

    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step) { Text(title) }
    }

    /// A stepper that shows its value through a format (`Stepper(value: $n, format: .number)`).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F)
    where F.FormatInput: Strideable, F.FormatOutput == String {
        self.init(value: value, step: step) { Text(titleKey) }
    }
}

extension Stepper: BuiltinView {
    package func makeNode(in context: NodeContext) -> Node { StepperNode(context, viewType: Self.self) }
}

extension Stepper: StepperProtocol {
    var anyLabel: any View { label }
}

protocol StepperProtocol {
    var onIncrement: (() -> Void)? { get }
    var onDecrement: (() -> Void)? { get }
    var anyLabel: any View { get }
}

final class StepperNode: Node, SingleControlNode {
    /// The control's own height (§33).
    override package func layout(width: Double) -> NodeLayout { .fixed(LayoutMetrics.stepperHeight) }

    private var stepper: (any StepperProtocol)?

    override package var pathName: String? { "Stepper" }

    override package func apply(_ view: any View) {
        guard let stepper = view as? any StepperProtocol else { return }
        self.stepper = stepper
        reconcileChild(stepper.anyLabel, key: .label)
    }

    override package func render(into screen: inout ScreenBuilder) {
        screen.add("Stepper \(quote(controlName))", identity: identityPath)
    }

    var controlKind: ControlKind { .stepper }
    var controlLabel: String { controlName }

    /// The user taps + or −: that button's action runs as one step.
    func operate(_ action: ScriptAction) {
        let run = isDecrement(action) ? stepper?.onDecrement : stepper?.onIncrement
        host.perform { run?() }
    }

    private func isDecrement(_ action: ScriptAction) -> Bool {
        if case .decrement = action { return true }
        return false
    }
}
