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
public struct KeyframeSegment<Value: Animatable> {
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
            var delta = target.animatableData - start.animatableData
            let moved = spring.value(target: delta, time: time)
            delta = moved
            var value = start
            value.animatableData = start.animatableData + delta
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

/// Keyframes for one value (a track's content).
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable
    var segments: [KeyframeSegment<Value>] { get }
}

public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let segments: [KeyframeSegment<Value>]
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        segments = [KeyframeSegment(target: to, duration: duration, motion: .curve(timingCurve))]
    }
}

public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let segments: [KeyframeSegment<Value>]
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segments = [KeyframeSegment(target: to, duration: duration, motion: .cubic)]
    }
}

public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let segments: [KeyframeSegment<Value>]
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        segments = [KeyframeSegment(target: to, duration: duration ?? spring.settlingDuration(target: 1.0, epsilon: 0.001), motion: .spring(spring))]
    }
}

public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let segments: [KeyframeSegment<Value>]
    public init(_ to: Value) { segments = [KeyframeSegment(target: to, duration: 0, motion: .jump)] }
}

/// Keyframes in sequence, as a track's builder makes them.
public struct KeyframeSequence<Value: Animatable>: KeyframeTrackContent {
    public let segments: [KeyframeSegment<Value>]
}

@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> KeyframeSequence<Value> where K.Value == Value {
        KeyframeSequence(segments: expression.segments)
    }
    public static func buildBlock(_ components: KeyframeSequence<Value>...) -> KeyframeSequence<Value> {
        KeyframeSequence(segments: components.flatMap(\.segments))
    }
    public static func buildArray(_ components: [KeyframeSequence<Value>]) -> KeyframeSequence<Value> {
        KeyframeSequence(segments: components.flatMap(\.segments))
    }
    public static func buildOptional(_ component: KeyframeSequence<Value>?) -> KeyframeSequence<Value> {
        component ?? KeyframeSequence(segments: [])
    }
    public static func buildEither(first component: KeyframeSequence<Value>) -> KeyframeSequence<Value> { component }
    public static func buildEither(second component: KeyframeSequence<Value>) -> KeyframeSequence<Value> { component }
}

/// Keyframes for a whole value: tracks, each moving one of its properties.
public protocol Keyframes<Value> {
    associatedtype Value
    /// The value at `time`, moved from `initial` by every track.
    func value(from initial: Value, at time: TimeInterval) -> Value
    /// How long the longest track lasts.
    var duration: TimeInterval { get }
}

/// The keyframes of one property of the animated value (`KeyframeTrack(\.scale) { … }`).
public struct KeyframeTrack<Root, PropertyValue: Animatable, Content: KeyframeTrackContent>: Keyframes where Content.Value == PropertyValue {
    public typealias Value = Root
    let keyPath: WritableKeyPath<Root, PropertyValue>
    let segments: [KeyframeSegment<PropertyValue>]

    public init(_ keyPath: WritableKeyPath<Root, PropertyValue>, @KeyframeTrackContentBuilder<PropertyValue> content: () -> Content) {
        self.keyPath = keyPath
        segments = content().segments
    }

    public var duration: TimeInterval { segments.reduce(0) { $0 + $1.duration } }

    public func value(from initial: Root, at time: TimeInterval) -> Root {
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
}

extension KeyframeTrack where Root == PropertyValue {
    /// Keyframes for the whole value, when it is itself animatable.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {
        self.init(\.self, content: content)
    }
}

/// Several tracks played together, as a keyframes builder makes them.
public struct KeyframeTracks<Value>: Keyframes {
    let tracks: [any Keyframes<Value>]
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }
    public func value(from initial: Value, at time: TimeInterval) -> Value {
        tracks.reduce(initial) { value, track in track.value(from: value, at: time) }
    }
}

@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ expression: K) -> KeyframeTracks<Value> where K.Value == Value {
        KeyframeTracks(tracks: [expression])
    }
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> KeyframeTracks<Value> where K.Value == Value {
        KeyframeTracks(tracks: [KeyframeTrack(\Value.self, segments: expression.segments)])
    }
    public static func buildBlock(_ components: KeyframeTracks<Value>...) -> KeyframeTracks<Value> {
        KeyframeTracks(tracks: components.flatMap(\.tracks))
    }
    public static func buildArray(_ components: [KeyframeTracks<Value>]) -> KeyframeTracks<Value> {
        KeyframeTracks(tracks: components.flatMap(\.tracks))
    }
    public static func buildOptional(_ component: KeyframeTracks<Value>?) -> KeyframeTracks<Value> { component ?? KeyframeTracks(tracks: []) }
    public static func buildEither(first component: KeyframeTracks<Value>) -> KeyframeTracks<Value> { component }
    public static func buildEither(second component: KeyframeTracks<Value>) -> KeyframeTracks<Value> { component }
}

extension KeyframeTrack {
    /// A track over the whole value, from keyframes given directly to a keyframes builder.
    init(_ keyPath: WritableKeyPath<Root, PropertyValue>, segments: [KeyframeSegment<PropertyValue>])
    where Content == KeyframeSequence<PropertyValue> {
        self.keyPath = keyPath
        self.segments = segments
    }
}

/// The value keyframes give at any time (iOS 17).
public struct KeyframeTimeline<Value> {
    let initial: Value
    let keyframes: any Keyframes<Value>

    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        initial = initialValue
        keyframes = content()
    }

    public var duration: TimeInterval { keyframes.duration }
    public func value(time: Double) -> Value { keyframes.value(from: initial, at: time) }
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
