import Foundation

/// Gestures a script can perform: a drag (`drag "Card" 120 0`: `onChanged` with the translation,
/// then `onEnded`, and `@GestureState` back to its initial value) and a long press
/// (`long-press "Card"`). Pinches and rotations compile and are not scripted (§25).
public protocol Gesture<Value> {
    associatedtype Value
    /// The gesture this one is made of (an app's own gesture); `Never` for a built-in one.
    associatedtype Body: Gesture = Never
    /// The gesture this one is made of.
    var body: Body { get }
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

extension Gesture where Body == Never {
    /// A built-in gesture has no body; SwiftUI stops the app if asked for one, and so does
    /// dataflow (nothing in dataflow asks).
    public var body: Never { preconditionFailure("\(Self.self) is a built-in gesture and has no body") }
}

/// An app's own gesture (`var body: some Gesture { … }`) is its body: a script performs what
/// the body can, and the body's callbacks run.
extension Gesture where Value == Body.Value {
    public func _perform(_ value: Value) { body._perform(value) }
    public var _controlKind: _GestureKind? { body._controlKind }
    public var _controlKinds: [_GestureKind] { body._controlKinds }
    public func _value(kind: _GestureKind, primitive: Any) -> Value? { body._value(kind: kind, primitive: primitive) }
}

/// A built-in gesture's body type (its `Value` is `Never`'s own, `NeverConformances.swift`).
extension Never: Gesture {}

/// An optional gesture, as SwiftUI has it since iOS 13: `.gesture(isZoomed ? drag : nil)`
/// attaches the gesture while there is one; nil is no gesture, which a script cannot perform.
/// (Its value and body types are inferred, not declared: `Optional` declares `Value` and `Body`
/// for its slider ticks too.)
extension Optional: Gesture where Wrapped: Gesture {
    public func _perform(_ value: Wrapped.Value) { self?._perform(value) }
    public var _controlKind: _GestureKind? { self?._controlKind }
    public var _controlKinds: [_GestureKind] { self?._controlKinds ?? [] }
    public func _value(kind: _GestureKind, primitive: Any) -> Wrapped.Value? { self?._value(kind: kind, primitive: primitive) }
}

extension Gesture {
    /// A gesture whose value is `body`'s transform of this one's: the callbacks after `map`
    /// receive the transformed value.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> { _MapGesture(content: self, transform: body) }
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

    /// How far the finger must move before the drag begins: kept; a script's drag always begins.
    public var minimumDistance: CGFloat
    /// The space its locations are in: kept; a script's drag starts at the view's origin.
    public var coordinateSpace: CoordinateSpace

    @_disfavoredOverload
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }
    public func _perform(_ value: Value) {}
    public var _controlKind: _GestureKind? { .drag }
}

/// A long press: its value is whether it is still pressing.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    /// How long the press must last: kept; a script's press always lasts long enough.
    public var minimumDuration: Double
    /// How far the finger may wander: kept; a script's press does not move.
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
    public func _perform(_ value: Bool) {}
    public var _controlKind: _GestureKind? { .longPress }
}

/// A tap, as a gesture value (`.gesture(TapGesture().onEnded { … })`).
public struct TapGesture: Gesture {
    public typealias Value = Void
    /// How many taps make it: kept; a script's `tap-gesture` is one complete performance.
    public var count: Int
    public init(count: Int = 1) { self.count = count }
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
    /// The least change of scale that moves the gesture on.
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    public func _perform(_ value: CGFloat) {}
}

public struct RotationGesture: Gesture {
    public typealias Value = Angle
    /// The least change of angle that moves the gesture on.
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
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
    public typealias Value = Base.Value
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
    public typealias Value = Base.Value
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
    public typealias Value = Base.Value
    public typealias Body = Never

    /// The gesture whose values update the state.
    public var base: Base
    /// The state it updates.
    public var state: GestureState<State>
    /// Updates the state from each value of the gesture.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    public init(
        base: Base, state: GestureState<State>, body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
    ) {
        self.base = base
        self.state = state
        self.body = body
    }

    public func _perform(_ value: Base.Value) {
        var current = state.wrappedValue
        var transaction = Transaction()
        let update: (Base.Value, inout State, inout Transaction) -> Void = body
        update(value, &current, &transaction)
        state.set(current, transaction: transaction)
        base._perform(value)
        // The gesture ended: the state goes back to where it started.
        state.reset()
    }
    public var _controlKind: _GestureKind? { base._controlKind }
    public var _controlKinds: [_GestureKind] { base._controlKinds }
    public func _value(kind: _GestureKind, primitive: Any) -> Base.Value? { base._value(kind: kind, primitive: primitive) }
}

/// State a gesture updates while it lasts, and that returns to its initial value when it ends.
///
/// When it goes back, its reset closure (`@GestureState(reset: { value, transaction in … })`)
/// runs first, with the value the gesture left and a transaction it may change (give it an
/// animation); the reset is made in that transaction. `resetTransaction:` is that transaction
/// given outright.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    @DataFlow.State private var value: Value
    private let initial: Value
    /// Runs as the gesture ends, before the state goes back.
    private let resetAction: (Value, inout Transaction) -> Void

    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, reset: { _, _ in })
    }

    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue, reset: { _, transaction in transaction = resetTransaction })
    }

    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        _value = DataFlow.State(initialValue: wrappedValue)
        initial = wrappedValue
        resetAction = reset
    }

    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    public var wrappedValue: Value { value }
    public var projectedValue: GestureState<Value> { self }

    /// The gesture's update, in the transaction its body left.
    func set(_ newValue: Value, transaction: Transaction) {
        write(newValue, in: transaction)
    }

    /// The gesture ended: the reset closure runs, then the state goes back in its transaction.
    func reset() {
        var transaction = Transaction()
        resetAction(value, &transaction)
        write(initial, in: transaction)
    }

    /// Writes the state; in a transaction of its own when one was given an animation (§14),
    /// else in the gesture's.
    private func write(_ newValue: Value, in transaction: Transaction) {
        if transaction.animation != nil {
            withTransaction(transaction) { value = newValue }
        } else {
            value = newValue
        }
    }
}

extension GestureState: GraphComparable {
    /// Compared as its state and initial value are; the reset closure, made anew each time the
    /// parent's body runs, is left out, so a reset closure does not make the view new each time.
    package func isGraphEqual(to other: Any, using comparator: ValueComparator) -> Bool {
        guard let other = other as? Self else { return false }
        return comparator.equals(_value, other._value) && comparator.equals(initial, other.initial)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Starts, and goes back to, nil.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// Starts, and goes back to, nil; `reset` runs as it goes back.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

/// `map(_:)`: a gesture whose value is its content's, transformed. Performing the mapped value
/// runs the content's callbacks with the content's own value, kept when the script's value was
/// made (an app's gesture makes its body anew for each, so the value is kept by type).
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let content: Content
    let transform: (Content.Value) -> Value

    init(content: Content, transform: @escaping (Content.Value) -> Value) {
        self.content = content
        self.transform = transform
    }

    public func _perform(_ value: Value) {
        guard let original = MappedGestureValues.shared.take(for: Self.self) as? Content.Value else { return }
        content._perform(original)
    }
    public var _controlKind: _GestureKind? { content._controlKind }
    public var _controlKinds: [_GestureKind] { content._controlKinds }
    public func _value(kind: _GestureKind, primitive: Any) -> Value? {
        guard let original = content._value(kind: kind, primitive: primitive) else { return nil }
        MappedGestureValues.shared.keep(original, for: Self.self)
        return transform(original)
    }
}

/// The content values mapped gestures were last given by a script, by the mapped gesture's
/// type, until it is performed (the same step).
final class MappedGestureValues: @unchecked Sendable {
    static let shared = MappedGestureValues()
    private let lock = NSLock()
    private var values: [ObjectIdentifier: Any] = [:]

    func keep(_ value: Any, for type: Any.Type) {
        lock.withLock { values[ObjectIdentifier(type)] = value }
    }

    func take(for type: Any.Type) -> Any? {
        lock.withLock { values.removeValue(forKey: ObjectIdentifier(type)) }
    }
}

/// Any gesture with values of type `Value`, its own type erased: performs as the gesture does.
public struct AnyGesture<Value>: Gesture {
    public typealias Body = Never

    private let perform: (Value) -> Void
    private let kind: _GestureKind?
    private let kinds: [_GestureKind]
    private let makeValue: (_GestureKind, Any) -> Value?

    public init<T>(_ gesture: T) where Value == T.Value, T: Gesture {
        perform = { gesture._perform($0) }
        kind = gesture._controlKind
        kinds = gesture._controlKinds
        makeValue = { gesture._value(kind: $0, primitive: $1) }
    }

    public func _perform(_ value: Value) { perform(value) }
    public var _controlKind: _GestureKind? { kind }
    public var _controlKinds: [_GestureKind] { kinds }
    public func _value(kind: _GestureKind, primitive: Any) -> Value? { makeValue(kind, primitive) }
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
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
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
