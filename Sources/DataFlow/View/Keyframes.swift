import Foundation

// Keyframe animation (iOS 17): tracks of keyframes that move a value's properties over time, and
// the views that play them. A run has no frames to draw: `KeyframeAnimator` and
// `.keyframeAnimator` show their content at rest, with the initial value, as SwiftUI does before
// and after the keyframes play. `KeyframeTimeline` computes a value at a time, for code that
// samples one: linear and move keyframes exactly, springs with SwiftUI's closed-form spring,
// cubic keyframes as a smooth Hermite step without their velocities (an approximation).

extension Double: Animatable {
    public typealias AnimatableData = Double
    public var animatableData: Double {
        get { self }
        set { self = newValue }
    }
}

extension CGFloat: Animatable {
    public typealias AnimatableData = CGFloat
    public var animatableData: CGFloat {
        get { self }
        set { self = newValue }
    }
}

/// A timing curve from 0 to 1 (iOS 17).
public struct UnitCurve: Hashable, Sendable {
    let start: UnitPoint
    let end: UnitPoint

    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(start: startControlPoint, end: endControlPoint)
    }
    public static let linear = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    public static let easeIn = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    public static let easeOut = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    public static let easeInOut = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    public static let easeInEaseOut = easeInOut
    public static let circularEaseIn = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.6, y: 0.04), endControlPoint: UnitPoint(x: 0.98, y: 0.335))
    public static let circularEaseOut = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.075, y: 0.82), endControlPoint: UnitPoint(x: 0.165, y: 1))
    public static let circularEaseInOut = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0.785, y: 0.135), endControlPoint: UnitPoint(x: 0.15, y: 0.86))

    /// The curve's value at `progress` (0…1): the cubic Bézier's y where its x is `progress`.
    public func value(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        var t = x
        for _ in 0..<20 {
            let error = Self.bezier(t, start.x, end.x) - x
            if abs(error) < 1e-9 { break }
            let slope = Self.derivative(t, start.x, end.x)
            if abs(slope) < 1e-9 { break }
            t = min(max(t - error / slope, 0), 1)
        }
        return Self.bezier(t, start.y, end.y)
    }

    /// The curve's slope at `progress`.
    public func velocity(at progress: Double) -> Double {
        let step = 1e-4
        return (value(at: progress + step) - value(at: progress - step)) / (2 * step)
    }

    /// The curve mirrored about y = x.
    public var inverse: UnitCurve { .bezier(startControlPoint: UnitPoint(x: start.y, y: start.x), endControlPoint: UnitPoint(x: end.y, y: end.x)) }

    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    private static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - t) * (1 - t) * p1 + 6 * (1 - t) * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }
}

/// One step of a track: where it moves the value, in how long, and how.
struct KeyframeSegment<Value: Animatable> {
    enum Motion {
        case curve(UnitCurve)
        case cubic
        case spring(Spring)
        case jump
    }
    let target: Value
    let duration: TimeInterval
    let motion: Motion

    /// The value `time` seconds into this step, started from `start`.
    func value(from start: Value, at time: TimeInterval) -> Value {
        let progress = duration > 0 ? min(max(time / duration, 0), 1) : 1
        switch motion {
        case .jump: return target
        case .curve(let curve): return interpolate(start, target, curve.value(at: progress))
        case .cubic: return interpolate(start, target, progress * progress * (3 - 2 * progress))
        case .spring(let spring):
            let delta = target.animatableData - start.animatableData
            var value = start
            value.animatableData = start.animatableData + spring.value(target: delta, time: time)
            return value
        }
    }

    private func interpolate(_ from: Value, _ to: Value, _ fraction: Double) -> Value {
        var delta = to.animatableData - from.animatableData
        delta.scale(by: fraction)
        var value = from
        value.animatableData = from.animatableData + delta
        return value
    }
}

/// Keyframes for one value (a track's content): the built-in keyframes, the builder's sequences
/// and conditionals, or an app's own type whose `body` is made of them.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable = Self.Body.Value
    associatedtype Body: KeyframeTrackContent
    @KeyframeTrackContentBuilder<Self.Value> var body: Self.Body { get }
}

/// Content that is its own steps (the built-ins); an app's content is its `body`'s.
protocol _KeyframeSegmentsProviding<Value> {
    associatedtype Value: Animatable
    var _segments: [KeyframeSegment<Value>] { get }
}

extension KeyframeTrackContent {
    /// The steps this content plays, in order.
    var resolvedSegments: [KeyframeSegment<Value>] {
        if let primitive = self as? any _KeyframeSegmentsProviding<Value> { return primitive._segments }
        if let inner = body as? any KeyframeTrackContent<Value> { return inner.resolvedSegments }
        return []
    }
}

public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, _KeyframeSegmentsProviding {
    let _segments: [KeyframeSegment<Value>]
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        _segments = [KeyframeSegment(target: to, duration: duration, motion: .curve(timingCurve))]
    }
    public typealias Body = LinearKeyframe<Value>
    public var body: LinearKeyframe<Value> { return self }
}

public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, _KeyframeSegmentsProviding {
    let _segments: [KeyframeSegment<Value>]
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        _segments = [KeyframeSegment(target: to, duration: duration, motion: .cubic)]
    }
    public typealias Body = CubicKeyframe<Value>
    public var body: CubicKeyframe<Value> { return self }
}

public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, _KeyframeSegmentsProviding {
    let _segments: [KeyframeSegment<Value>]
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        _segments = [
            KeyframeSegment(target: to, duration: duration ?? spring.settlingDuration(target: 1.0, epsilon: 0.001), motion: .spring(spring))
        ]
    }
    public typealias Body = SpringKeyframe<Value>
    public var body: SpringKeyframe<Value> { return self }
}

public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, _KeyframeSegmentsProviding {
    let _segments: [KeyframeSegment<Value>]
    public init(_ to: Value) { _segments = [KeyframeSegment(target: to, duration: 0, motion: .jump)] }
    public typealias Body = MoveKeyframe<Value>
    public var body: MoveKeyframe<Value> { return self }
}

/// Keyframes in sequence, as a track's builder joins them.
struct KeyframeSequence<Value: Animatable>: KeyframeTrackContent, _KeyframeSegmentsProviding {
    let _segments: [KeyframeSegment<Value>]
    var body: KeyframeSequence<Value> { return self }
}

/// Builds a track's keyframes: one after another, repeated (`for`), or chosen (`if`/`else`).
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where Value == K.Value { expression }

    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        KeyframeSequence(_segments: components.flatMap(\.resolvedSegments))
    }

    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        first component: First
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where Value == First.Value, First.Value == Second.Value {
        Conditional(storage: .first(component))
    }

    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        second component: Second
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where Value == First.Value, First.Value == Second.Value {
        Conditional(storage: .second(component))
    }

    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where Value == K.Value { first }

    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> some KeyframeTrackContent<Value> {
        KeyframeSequence(_segments: accumulated.resolvedSegments + next.resolvedSegments)
    }

    public static func buildBlock() -> some KeyframeTrackContent<Value> { KeyframeSequence<Value>(_segments: []) }

    /// One branch of an `if`/`else` in a track: the keyframes of the branch taken.
    public struct Conditional<ConditionalValue, First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent,
        _KeyframeSegmentsProviding
    where ConditionalValue == First.Value, First.Value == Second.Value {
        public typealias Value = ConditionalValue

        enum Storage {
            case first(First)
            case second(Second)
        }
        let storage: Storage

        /// Itself: a conditional is its own keyframes.
        public var body: Conditional<ConditionalValue, First, Second> { return self }

        var _segments: [KeyframeSegment<ConditionalValue>] {
            switch storage {
            case .first(let first): first.resolvedSegments
            case .second(let second): second.resolvedSegments
            }
        }
    }
}

/// Keyframes for a whole value: tracks, each moving one of its properties, or an app's own type
/// whose `body` is made of them.
public protocol Keyframes<Value> {
    associatedtype Value = Self.Body.Value
    associatedtype Body: Keyframes
    @KeyframesBuilder<Self.Value> var body: Self.Body { get }
}

/// One track, without its types: how it moves a whole value over time.
struct AnyKeyframeTrack<Root> {
    let duration: TimeInterval
    let value: (Root, TimeInterval) -> Root
}

/// Keyframes that are their own tracks (the built-ins); an app's keyframes are their `body`'s.
protocol _KeyframeTracksProviding<Value> {
    associatedtype Value
    var _tracks: [AnyKeyframeTrack<Value>] { get }
}

extension Keyframes {
    /// The tracks these keyframes play together.
    var resolvedTracks: [AnyKeyframeTrack<Value>] {
        if let primitive = self as? any _KeyframeTracksProviding<Value> { return primitive._tracks }
        if let inner = body as? any Keyframes<Value> { return inner.resolvedTracks }
        return []
    }
}

/// The keyframes of one property of the animated value (`KeyframeTrack(\.scale) { … }`).
///
/// Its `Body` is itself (SwiftUI's is `Never`): the track is its own keyframes.
public struct KeyframeTrack<Root, PropertyValue: Animatable, Content: KeyframeTrackContent>: Keyframes, _KeyframeTracksProviding
where Content.Value == PropertyValue {
    public typealias Value = Root
    let keyPath: WritableKeyPath<Root, PropertyValue>
    let segments: [KeyframeSegment<PropertyValue>]

    public init(_ keyPath: WritableKeyPath<Root, PropertyValue>, @KeyframeTrackContentBuilder<PropertyValue> content: () -> Content) {
        self.keyPath = keyPath
        segments = content().resolvedSegments
    }

    init(_ keyPath: WritableKeyPath<Root, PropertyValue>, content: Content) {
        self.keyPath = keyPath
        segments = content.resolvedSegments
    }

    public var body: KeyframeTrack<Root, PropertyValue, Content> { return self }

    var duration: TimeInterval { segments.reduce(0) { $0 + $1.duration } }

    func value(from initial: Root, at time: TimeInterval) -> Root {
        var current = initial[keyPath: keyPath]
        var elapsed = 0.0
        for segment in segments {
            if time < elapsed + segment.duration {
                current = segment.value(from: current, at: time - elapsed)
                var result = initial
                result[keyPath: keyPath] = current
                return result
            }
            current = segment.target
            elapsed += segment.duration
        }
        var result = initial
        result[keyPath: keyPath] = current
        return result
    }

    var _tracks: [AnyKeyframeTrack<Root>] { [AnyKeyframeTrack(duration: duration, value: value(from:at:))] }
}

extension KeyframeTrack where Root == PropertyValue {
    /// Keyframes for the whole value, when it is itself animatable.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {
        self.init(\.self, content: content)
    }
}

/// Several tracks played together, as a keyframes builder joins them.
struct KeyframeTracks<Value>: Keyframes, _KeyframeTracksProviding {
    let _tracks: [AnyKeyframeTrack<Value>]
    var body: KeyframeTracks<Value> { return self }
}

/// Builds keyframes: tracks played together, or the keyframes of one track for a whole value.
@resultBuilder
public enum KeyframesBuilder<Value> {
    // Keyframes written directly: one track over the whole value.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where Value == K.Value { expression }

    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentBuilder.buildArray(components)
    }

    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        first component: First
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where Value == First.Value, First.Value == Second.Value {
        KeyframeTrackContentBuilder.buildEither(first: component)
    }

    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        second component: Second
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where Value == First.Value, First.Value == Second.Value {
        KeyframeTrackContentBuilder.buildEither(second: component)
    }

    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where Value == K.Value { first }

    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentBuilder.buildPartialBlock(accumulated: accumulated, next: next)
    }

    public static func buildBlock() -> some KeyframeTrackContent<Value> where Value: Animatable { KeyframeSequence<Value>(_segments: []) }

    public static func buildFinalResult<Content: KeyframeTrackContent>(_ component: Content) -> KeyframeTrack<Value, Value, Content>
    where Value == Content.Value {
        KeyframeTrack(\Value.self, content: component)
    }

    // Tracks: played together.
    public static func buildExpression<Content: Keyframes>(_ expression: Content) -> Content where Value == Content.Value { expression }

    public static func buildPartialBlock<Content: Keyframes>(first: Content) -> Content where Value == Content.Value { first }

    public static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>) -> some Keyframes<Value> {
        KeyframeTracks(_tracks: accumulated.resolvedTracks + next.resolvedTracks)
    }

    public static func buildBlock() -> some Keyframes<Value> { KeyframeTracks<Value>(_tracks: []) }

    public static func buildFinalResult<Content: Keyframes>(_ component: Content) -> Content where Value == Content.Value { component }
}

/// The value keyframes give at any time (iOS 17): every track moves the value from the initial
/// one; the timeline lasts as long as its longest track.
public struct KeyframeTimeline<Value> {
    let initial: Value
    let tracks: [AnyKeyframeTrack<Value>]

    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        initial = initialValue
        tracks = content().resolvedTracks
    }

    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }
    public func value(time: Double) -> Value { tracks.reduce(initial) { value, track in track.value(value, time) } }
    public func value(progress: Double) -> Value { value(time: progress * duration) }
}

/// A view that plays keyframes when its trigger changes (iOS 17): shown at rest, with the
/// initial value, as before and after the keyframes play.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    let initialValue: Value
    let content: (Value) -> Content

    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.content = content
    }

    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.content = content
    }

    public var body: some View { content(initialValue) }
}

extension View {
    /// Plays keyframes on this view when `trigger` changes: at rest it shows the content made
    /// with the initial value (accepted, as the phase animator is).
    public func keyframeAnimator<Value, V: View>(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".keyframeAnimator")
    }

    public func keyframeAnimator<Value, V: View>(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".keyframeAnimator")
    }
}
