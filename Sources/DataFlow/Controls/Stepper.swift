/// A pair of − and + buttons: `increment "Count: 3"`, `decrement "Count: 3"`.
///
/// A stepper does not show its value (its label usually does), so it reads nothing: like a
/// button, it only writes. At a bound, SwiftUI disables the button that would leave the range:
/// operating it does nothing. A step is one touch of a button, bracketed by the stepper's
/// `onEditingChanged`: `true` as the touch begins, the step, then `false` as it ends, all in one
/// step of the script (as a slider's drag is). A disabled button (at a bound, or a nil
/// `onIncrement`/`onDecrement`) takes no touch, so nothing is called.
///
/// Every initializer, whatever its title (a key, a string, a resource, a label view) or its
/// value (a binding with or without bounds or a format, or two closures), makes the same stepper.
public struct Stepper<Label: View>: View {
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    /// Whether the + (`true`) or − (`false`) button is enabled now.
    let canStep: (_ up: Bool) -> Bool
    let onEditingChanged: (Bool) -> Void
    let label: Label

    /// The one initializer every public form ends in.
    init(
        label: Label, increment: (() -> Void)?, decrement: (() -> Void)?, canStep: @escaping (_ up: Bool) -> Bool = { _ in true },
        editing: @escaping (Bool) -> Void
    ) {
        onIncrement = increment
        onDecrement = decrement
        self.canStep = canStep
        onEditingChanged = editing
        self.label = label
    }

    /// A stepper over a value: each step advances it by `step`; with `bounds`, the button that
    /// would leave the range is disabled.
    init<V: Strideable>(label: Label, value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride, editing: @escaping (Bool) -> Void) {
        func next(_ up: Bool) -> V { value.wrappedValue.advanced(by: up ? step : -step) }
        self.init(
            label: label,
            increment: { value.wrappedValue = next(true) },
            decrement: { value.wrappedValue = next(false) },
            canStep: { up in
                guard let bounds else { return true }
                return up ? next(true) <= bounds.upperBound : next(false) >= bounds.lowerBound
            },
            editing: editing)
    }

    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: label(), increment: onIncrement, decrement: onDecrement, editing: onEditingChanged)
    }

    /// SwiftUI's order: the actions, then the label.
    @_disfavoredOverload
    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), increment: onIncrement, decrement: onDecrement, editing: onEditingChanged)
    }

    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: label(), value: value, bounds: nil, step: step, editing: onEditingChanged)
    }

    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: label(), value: value, bounds: bounds, step: step, editing: onEditingChanged)
    }

    /// The label last.
    @_disfavoredOverload
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), value: value, bounds: nil, step: step, editing: onEditingChanged)
    }

    @_disfavoredOverload
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), value: value, bounds: bounds, step: step, editing: onEditingChanged)
    }

    /// A stepper over a formatted value (iOS 16). The format is how a platform that shows the
    /// value writes it (an iPhone's stepper shows none): kept out, accepted (D15).
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: label(), value: value, bounds: nil, step: step, editing: onEditingChanged)
    }

    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: label(), value: value, bounds: bounds, step: step, editing: onEditingChanged)
    }
}

// The titled forms: a key (favoured), a string or a resource (disfavoured), each a `Text` label.
// A resource's value forms without a format are in `LocalizedStringResourceTitles.swift`.
extension Stepper where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: Text(titleKey), increment: onIncrement, decrement: onDecrement, editing: onEditingChanged)
    }

    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: Text(titleResource), increment: onIncrement, decrement: onDecrement, editing: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: Text(title), increment: onIncrement, decrement: onDecrement, editing: onEditingChanged)
    }

    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: Text(titleKey), value: value, bounds: nil, step: step, editing: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: Text(title), value: value, bounds: nil, step: step, editing: onEditingChanged)
    }

    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: Text(titleKey), value: value, bounds: bounds, step: step, editing: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: Text(title), value: value, bounds: bounds, step: step, editing: onEditingChanged)
    }

    /// A stepper over a formatted value (iOS 16); the format is not shown on an iPhone (D15).
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: Text(titleKey), value: value, bounds: nil, step: step, editing: onEditingChanged)
    }

    @_disfavoredOverload
    public init<F: ParseableFormatStyle>(
        _ titleResource: LocalizedStringResource, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: Text(titleResource), value: value, bounds: nil, step: step, editing: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: Text(title), value: value, bounds: nil, step: step, editing: onEditingChanged)
    }

    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
        format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: Text(titleKey), value: value, bounds: bounds, step: step, editing: onEditingChanged)
    }

    @_disfavoredOverload
    public init<F: ParseableFormatStyle>(
        _ titleResource: LocalizedStringResource, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: Text(titleResource), value: value, bounds: bounds, step: step, editing: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: Text(title), value: value, bounds: bounds, step: step, editing: onEditingChanged)
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
    var canStep: (_ up: Bool) -> Bool { get }
    var onEditingChanged: (Bool) -> Void { get }
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

    /// The user taps + or −: if that button is enabled, `onEditingChanged(true)`, its action (one
    /// step of the value), then `onEditingChanged(false)`, in one step; a disabled button does
    /// nothing.
    func operate(_ action: ScriptAction) {
        let up = !isDecrement(action)
        host.perform {
            guard let stepper, let run = up ? stepper.onIncrement : stepper.onDecrement, stepper.canStep(up) else { return }
            stepper.onEditingChanged(true)
            run()
            stepper.onEditingChanged(false)
        }
    }

    private func isDecrement(_ action: ScriptAction) -> Bool {
        if case .decrement = action { return true }
        return false
    }
}
