import Foundation

/// Gestures a script can perform: a drag (`drag "Card" 120 0`: `onChanged` with the translation,
/// then `onEnded`, and `@GestureState` back to its initial value) and a long press
/// (`long-press "Card"`). Pinches and rotations compile and are not scripted (§25).
public protocol Gesture<Value> {
    associatedtype Value
    /// Runs the gesture's callbacks for one complete performance with `value`.
    func _perform(_ value: Value)
    /// The kind of control the gesture makes (a drag, a long press, a tap), if a script can do it.
    var _controlKind: _GestureKind? { get }
    /// Every kind of gesture a script can perform on it (a tap or a long press, for an
    /// exclusive pair of them).
    var _controlKinds: [_GestureKind] { get }
    /// Its value when a script performs a gesture of `kind` whose own value is `primitive` (a
    /// drag's translation, a press's `true`): a composed gesture builds its value from its parts'.
    func _value(kind: _GestureKind, primitive: Any) -> Value?
}

extension Gesture {
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture(base: self, action: action) }
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(first: self, second: other)
    }
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(self, other) }
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
    public var _controlKind: _GestureKind? { nil }
    public var _controlKinds: [_GestureKind] { _controlKind.map { [$0] } ?? [] }
    /// A gesture of its own kind: the script's value is its value.
    public func _value(kind: _GestureKind, primitive: Any) -> Value? { primitive as? Value }
}

extension Gesture where Value: Equatable {
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture(base: self, action: action) }
}

/// What a script can do with a gesture.
public enum _GestureKind: Sendable {
    case drag, longPress, tap

    /// The value a gesture of this kind ends with when a script completes it without values of
    /// its own (the first of a sequence): a press that lasted, a tap, a drag that did not move.
    var completedValue: Any {
        switch self {
        case .longPress: true
        case .tap: ()
        case .drag:
            DragGesture.Value(
                time: Ambient.current?.clock.now ?? RunClock.start, location: .zero, startLocation: .zero, translation: .zero)
        }
    }

    var controlKind: ControlKind {
        switch self {
        case .drag: .draggable
        case .longPress: .longPressable
        case .tap: .tapGesture
        }
    }
}

/// A drag: its value says how far the finger moved.
public struct DragGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var velocity: CGSize { .zero }
        public var predictedEndLocation: CGPoint { location }
        public var predictedEndTranslation: CGSize { translation }
    }

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {}
    public func _perform(_ value: Value) {}
    public var _controlKind: _GestureKind? { .drag }
}

/// A long press: its value is whether it is still pressing.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
    public func _perform(_ value: Bool) {}
    public var _controlKind: _GestureKind? { .longPress }
}

/// A tap, as a gesture value (`.gesture(TapGesture().onEnded { … })`).
public struct TapGesture: Gesture {
    public typealias Value = Void
    public init(count: Int = 1) {}
    public func _perform(_ value: Void) {}
    public var _controlKind: _GestureKind? { .tap }
}

/// A pinch (iOS 17's name, and iOS 13's): compiled, not scripted.
public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    /// The least change of scale that moves the gesture on.
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    public func _perform(_ value: Value) {}
}

public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) {}
    public func _perform(_ value: CGFloat) {}
}

public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
    public func _perform(_ value: Angle) {}
}

public struct RotateGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    /// The least change of angle that moves the gesture on.
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    public func _perform(_ value: Value) {}
}

/// Two gestures at once: the first's kind is what a script performs, and each part of that kind
/// recognizes it.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    init(first: First, second: Second) { self.init(first, second) }
    public func _perform(_ value: Value) {
        if let value = value.first { first._perform(value) }
        if let value = value.second { second._perform(value) }
    }
    public var _controlKind: _GestureKind? { first._controlKind ?? second._controlKind }
    public var _controlKinds: [_GestureKind] { first._controlKinds + second._controlKinds.filter { !first._controlKinds.contains($0) } }
    public func _value(kind: _GestureKind, primitive: Any) -> Value? {
        let value = Value(first: first._value(kind: kind, primitive: primitive), second: second._value(kind: kind, primitive: primitive))
        return value.first == nil && value.second == nil ? nil : value
    }
}

/// One gesture or the other: the first wins when the script's gesture is its kind.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    public func _perform(_ value: Value) {
        switch value {
        case .first(let value): first._perform(value)
        case .second(let value): second._perform(value)
        }
    }
    public var _controlKind: _GestureKind? { first._controlKind ?? second._controlKind }
    public var _controlKinds: [_GestureKind] { first._controlKinds + second._controlKinds.filter { !first._controlKinds.contains($0) } }
    public func _value(kind: _GestureKind, primitive: Any) -> Value? {
        if let value = first._value(kind: kind, primitive: primitive) { return .first(value) }
        return second._value(kind: kind, primitive: primitive).map { .second($0) }
    }
}

/// One gesture after another (a press, then a drag): a script performs the second's kind, and
/// the first completes before it.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    public func _perform(_ value: Value) {
        switch value {
        case .first(let value): first._perform(value)
        case .second(let firstValue, let secondValue):
            first._perform(firstValue)
            if let secondValue { second._perform(secondValue) }
        }
    }
    public var _controlKind: _GestureKind? { second._controlKind ?? first._controlKind }
    public var _controlKinds: [_GestureKind] { second._controlKinds.isEmpty ? first._controlKinds : second._controlKinds }
    public func _value(kind: _GestureKind, primitive: Any) -> Value? {
        guard let firstKind = first._controlKind, let firstValue = first._value(kind: firstKind, primitive: firstKind.completedValue) else {
            return nil
        }
        guard let secondValue = second._value(kind: kind, primitive: primitive) else { return .first(firstValue) }
        return .second(firstValue, secondValue)
    }
}

/// A tap that knows where it landed (iOS 16): a script taps the view's origin.
public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }
    public var count: Int
    public var coordinateSpace: CoordinateSpace
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol) {
        self.count = count
        self.coordinateSpace = .local
    }
    public func _perform(_ value: Value) {}
    public var _controlKind: _GestureKind? { .tap }
    public func _value(kind: _GestureKind, primitive: Any) -> Value? { kind == .tap ? Value(location: .zero) : nil }
}

public struct _ChangedGesture<Base: Gesture>: Gesture where Base.Value: Equatable {
    let base: Base
    let action: (Base.Value) -> Void
    public func _perform(_ value: Base.Value) {
        action(value)
        base._perform(value)
    }
    public var _controlKind: _GestureKind? { base._controlKind }
    public var _controlKinds: [_GestureKind] { base._controlKinds }
    public func _value(kind: _GestureKind, primitive: Any) -> Base.Value? { base._value(kind: kind, primitive: primitive) }
}

public struct _EndedGesture<Base: Gesture>: Gesture {
    let base: Base
    let action: (Base.Value) -> Void
    public func _perform(_ value: Base.Value) {
        base._perform(value)
        action(value)
    }
    public var _controlKind: _GestureKind? { base._controlKind }
    public var _controlKinds: [_GestureKind] { base._controlKinds }
    public func _value(kind: _GestureKind, primitive: Any) -> Base.Value? { base._value(kind: kind, primitive: primitive) }
}

/// `updating(_:body:)`: a gesture that writes a `@GestureState` while it lasts.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    let base: Base
    let state: GestureState<State>
    let body: (Base.Value, inout State, inout Transaction) -> Void
    public func _perform(_ value: Base.Value) {
        var current = state.wrappedValue
        var transaction = Transaction()
        body(value, &current, &transaction)
        state.set(current)
        base._perform(value)
        // The gesture ended: the state goes back to where it started.
        state.reset()
    }
    public var _controlKind: _GestureKind? { base._controlKind }
    public var _controlKinds: [_GestureKind] { base._controlKinds }
    public func _value(kind: _GestureKind, primitive: Any) -> Base.Value? { base._value(kind: kind, primitive: primitive) }
}

/// State a gesture updates while it lasts, and that returns to its initial value when it ends.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    @DataFlow.State private var value: Value
    private let initial: Value

    public init(wrappedValue: Value) {
        _value = DataFlow.State(initialValue: wrappedValue)
        initial = wrappedValue
    }

    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public init(wrappedValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: wrappedValue) }

    public var wrappedValue: Value { value }
    public var projectedValue: GestureState<Value> { self }

    func set(_ newValue: Value) { value = newValue }
    func reset() { value = initial }
}

/// `.gesture(_:)`: the content becomes a target a script can drag or long-press.
public struct _GestureModifier: BuiltinModifier {
    /// The kinds of gesture a script can perform on the content.
    let kinds: [ControlKind]
    /// Performs the gesture with the script's values.
    let perform: (ScriptAction) -> Void

    package func makeNode(in context: NodeContext, viewType: Any.Type) -> ModifierNode {
        GestureNode(modifier: self, context: context, viewType: viewType)
    }
}

/// Masks for which gestures a view recognises (accepted).
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
    /// A gesture the content recognises. A mask without `.gesture` turns it off: no script can
    /// perform it (the content is no gesture's target).
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ModifiedContent<Self, _GestureModifier> {
        modifier(
            _GestureModifier(kinds: mask.contains(.gesture) ? gesture._controlKinds.map(\.controlKind) : []) { action in
                let performed: (_GestureKind, Any)
                switch action {
                case .drag(_, let dx, let dy, _):
                    let end = CGPoint(x: dx, y: dy)
                    let value = DragGesture.Value(
                        time: Ambient.current?.clock.now ?? RunClock.start, location: end, startLocation: .zero,
                        translation: CGSize(width: dx, height: dy))
                    performed = (.drag, value)
                case .longPress: performed = (.longPress, true)
                case .tapGesture: performed = (.tap, ())
                default: return
                }
                if let value = gesture._value(kind: performed.0, primitive: performed.1) { gesture._perform(value) }
            })
    }

    /// A gesture that can be turned off (`isEnabled: false` is the `.subviews` mask).
    public func gesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> ModifiedContent<Self, _GestureModifier> {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// A gesture with a name for UIKit's gesture recognizers to refer to (iOS 18): the name is kept
    /// by nothing here.
    public func gesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true) -> ModifiedContent<Self, _GestureModifier> {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }

    public func simultaneousGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> ModifiedContent<Self, _GestureModifier> {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }

    public func simultaneousGesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true) -> ModifiedContent<Self, _GestureModifier> {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }

    public func highPriorityGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> ModifiedContent<Self, _GestureModifier> {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }

    public func highPriorityGesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true) -> ModifiedContent<Self, _GestureModifier> {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }

    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ModifiedContent<Self, _GestureModifier> {
        self.gesture(gesture, including: mask)
    }

    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ModifiedContent<Self, _GestureModifier> {
        self.gesture(gesture, including: mask)
    }

    /// A script's `long-press` is a whole press: the finger goes down (`onPressingChanged(true)`),
    /// the press lasts long enough (`action`), the finger lifts (`onPressingChanged(false)`), all
    /// in one step (§25).
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
    ) -> ModifiedContent<Self, _GestureModifier> {
        gesture(
            LongPressGesture(minimumDuration: minimumDuration).onEnded { _ in
                onPressingChanged?(true)
                action()
                onPressingChanged?(false)
            })
    }

    public func onLongPressGesture(
        minimumDuration: Double = 0.5, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
    ) -> ModifiedContent<Self, _GestureModifier> {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: 10, perform: action, onPressingChanged: onPressingChanged)
    }

    /// The iOS 13 form, `pressing:` before `perform:`.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void
    ) -> ModifiedContent<Self, _GestureModifier> {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
    }
}

/// The node of a view with a gesture: a control named after what its content shows.
final class GestureNode: ModifierNode, ControlNode {
    var controlHandles: [ControlHandle] {
        guard let gesture = modifier as? _GestureModifier else { return [] }
        let label = contentLabel
        return gesture.kinds.map { kind in
            ControlHandle(kind: kind, label: label) { [unowned self] action in
                self.host.perform { gesture.perform(action) }
            }
        }
    }
}

extension ModifierNode {
    /// The text the content shows, or the kind of its first screen line (`Circle`).
    var contentLabel: String {
        let text = labelText()
        if !text.isEmpty { return text }
        var builder = ScreenBuilder()
        for child in children { child.render(into: &builder) }
        return builder.lines.first.map { String($0.text.prefix { $0 != " " }) } ?? ""
    }
}
