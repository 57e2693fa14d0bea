/// A value in a range, dragged by the user: `slide "Volume" 0.8`.
///
/// The slider shows its binding's value and re-reads it after the user drags (D11), like a toggle.
/// A drag reports `onEditingChanged(true)`, the new value (clamped to the range, and to the
/// enabled bounds when given, then snapped to the step), then `onEditingChanged(false)`, all in
/// one step. The value labels, the neutral value and the ticks (iOS 26) are appearance.
public struct Slider<Label: View, ValueLabel: View>: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    /// iOS 26: the part of the range the thumb may be dragged in.
    var enabledBounds: ClosedRange<Double>?
    let onEditingChanged: (Bool) -> Void
    let label: Label

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: Double?, enabledBounds: ClosedRange<V>? = nil, label: Label,
        onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.value = Binding(value: Double(value._value), location: value.location.converted())
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step
        self.enabledBounds = enabledBounds.map { Double($0.lowerBound)...Double($0.upperBound) }
        self.onEditingChanged = onEditingChanged
        self.label = label
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step.map { Double($0) }, label: label(), onEditingChanged: onEditingChanged)
    }

    /// iOS 13's forms, the label last (deprecated, still written).
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: label(), onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step.map { Double($0) }, label: label(), onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: label(), onEditingChanged: onEditingChanged)
    }

    // MARK: iOS 26: a neutral value, enabled bounds, a current value's label, ticks (with value labels)

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, enabledBounds: enabledBounds, label: label(), onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        @SliderTickBuilder<V> ticks: () -> some SliderTickContent<V>, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, enabledBounds: enabledBounds, label: label(), onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        tick: (V) -> SliderTick<V>? = { _ in nil }, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), enabledBounds: enabledBounds, label: label(), onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    // MARK: iOS 26: a neutral value, enabled bounds, a current value's label, ticks

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        @ViewBuilder minimumValueLabel: () -> ValueLabel = { EmptyView() }, @ViewBuilder maximumValueLabel: () -> ValueLabel = { EmptyView() },
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, enabledBounds: enabledBounds, label: label(), onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        @ViewBuilder minimumValueLabel: () -> ValueLabel = { EmptyView() }, @ViewBuilder maximumValueLabel: () -> ValueLabel = { EmptyView() },
        @SliderTickBuilder<V> ticks: () -> some SliderTickContent<V>, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, enabledBounds: enabledBounds, label: label(), onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        @ViewBuilder minimumValueLabel: () -> ValueLabel = { EmptyView() }, @ViewBuilder maximumValueLabel: () -> ValueLabel = { EmptyView() },
        tick: (V) -> SliderTick<V>? = { _ in nil }, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), enabledBounds: enabledBounds, label: label(), onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step.map { Double($0) }, label: EmptyView(), onEditingChanged: onEditingChanged)
    }
}

extension Slider: BuiltinView {
    package func makeNode(in context: NodeContext) -> Node { SliderNode(context, viewType: Self.self) }
}

extension Slider: SliderProtocol {
    var anyLabel: any View { label }
}

protocol SliderProtocol {
    var value: Binding<Double> { get }
    var bounds: ClosedRange<Double> { get }
    var step: Double? { get }
    var enabledBounds: ClosedRange<Double>? { get }
    var onEditingChanged: (Bool) -> Void { get }
    var anyLabel: any View { get }
}

final class SliderNode: BoundControlNode<Double>, SingleControlNode {
    /// The control's own height (§33).
    override package func layout(width: Double) -> NodeLayout { .fixed(LayoutMetrics.sliderHeight) }

    private var slider: (any SliderProtocol)?

    override package var pathName: String? { "Slider" }

    override package func take(_ view: any View) -> (binding: Binding<Double>, children: [ChildSlot])? {
        guard let slider = view as? any SliderProtocol else { return nil }
        self.slider = slider
        return (slider.value, [ChildSlot(key: .label, view: slider.anyLabel)])
    }

    override package func line(label: String, value: Double) -> String {
        "Slider \(quote(label)) = \(formatNumber(value))"
    }

    var controlKind: ControlKind { .slider }
    var controlLabel: String { ownLabel }

    /// The user drags the thumb to `value`: clamped to the range, snapped to the step.
    func operate(_ action: ScriptAction) {
        guard case .slide(_, let requested) = action, let slider else { return }
        var value = min(max(requested, slider.bounds.lowerBound), slider.bounds.upperBound)
        if let enabled = slider.enabledBounds { value = min(max(value, enabled.lowerBound), enabled.upperBound) }
        if let step = slider.step, step > 0 {
            value = slider.bounds.lowerBound + ((value - slider.bounds.lowerBound) / step).rounded() * step
            value = min(value, slider.bounds.upperBound)
        }
        host.perform {
            slider.onEditingChanged(true)
            operate(setting: value)  // joins this step
            slider.onEditingChanged(false)
        }
    }
}
