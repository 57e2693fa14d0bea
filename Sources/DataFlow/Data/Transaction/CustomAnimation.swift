import Foundation

// iOS 17's custom animations: an app's own `CustomAnimation` wrapped in an `Animation`
// (`withAnimation(Animation(Bounce())) { … } completion: { … }`), and the motion of the built-in
// animations answered through the same three functions.
//
// SwiftUI evaluates `animate(value:time:context:)` once a frame until it returns nil; the
// animation is then over (removed), and it is logically complete from the frame it sets
// `context.isLogicallyComplete`. dataflow draws no frames, but a completion's time depends on that
// evaluation, so `Animation(_:)` runs it once on a 60 Hz grid, with one context kept from frame to
// frame as SwiftUI keeps it: the first frame that returns nil is the animation's end, the first
// frame after which the context says logically complete is its logical end. An animation still
// running after a minute is taken to run forever (its completions never run, as a
// `repeatForever` animation's).

/// An animation of an app's own: the value it shows at each time, until it returns nil.
public protocol CustomAnimation: Hashable, Sendable {
    /// The part of `value` (the whole change) shown `time` seconds in; nil once finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    /// How fast the animated value moves at `time`, if the animation knows.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    /// Whether a new animation of the same property replaces this one (true) or runs beside it.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    /// SwiftUI's default: the velocity is not known.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }

    /// SwiftUI's default: a new animation runs beside this one rather than taking it over.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        false
    }

    /// Whether `other` is this animation: the same type and an equal value.
    func isEqual(to other: any CustomAnimation) -> Bool {
        guard let other = other as? Self else { return false }
        return other == self
    }
}

/// What a custom animation is given each frame: state it keeps from frame to frame, whether it
/// is logically complete, and the environment of the change.
public struct AnimationContext<Value: VectorArithmetic> {
    /// Values the animation keeps between frames, by key (a spring's velocity, a start time).
    public var state: AnimationState<Value>
    /// Set by the animation when it is done as far as the app is concerned: a completion with
    /// `.logicallyComplete` criteria runs from then on.
    public var isLogicallyComplete: Bool
    private let values: EnvironmentValues

    /// The environment of the change. dataflow evaluates an animation where it is made, apart
    /// from any view, so this is the default environment.
    public var environment: EnvironmentValues { values }

    init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false, environment: EnvironmentValues = EnvironmentValues()) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        values = environment
    }

    /// This context for another kind of value, with `state`: for an animation that runs another
    /// on a value of its own.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete, environment: values)
    }
}

/// A custom animation's own values, kept from frame to frame, by key.
public struct AnimationState<Value: VectorArithmetic> {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    /// The value for `key`, or its default until one is set.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for a value a custom animation keeps in its `AnimationState`.
public protocol AnimationStateKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// How one pass of an animation moves from its start (0) to its end (the whole change).
enum AnimationMotion: Sendable {
    /// Along a timing curve over the pass (`.linear`, `.easeInOut`).
    case curve(UnitCurve)
    /// As a spring released toward the end (`.spring`, `.bouncy`, `.default`).
    case spring(Spring)
    /// As an app's `CustomAnimation` says.
    case custom(any CustomAnimation)
}

/// A modifier of an animation's timing, in the order applied.
enum AnimationTimingStep: Hashable, Sendable {
    case delay(Double)
    case speed(Double)
    /// `repeatCount` (a count) or `repeatForever` (nil).
    case repeating(count: Int?, autoreverses: Bool)
    /// `logicallyComplete(after:)`: the time is unchanged.
    case logicalEnd(Double)

    /// The length of the animation with this step, from its length without.
    func length(of inner: Double) -> Double {
        switch self {
        case .delay(let delay): inner + delay
        case .speed(let speed): speed > 0 ? inner / speed : inner
        case .repeating(let count, _): count.map { inner * Double(max($0, 1)) } ?? .infinity
        case .logicalEnd: inner
        }
    }

    /// The time inside the animation without this step, `time` seconds into the one with it.
    func innerTime(_ time: Double, innerLength: Double) -> Double {
        switch self {
        case .delay(let delay): return max(time - delay, 0)
        case .speed(let speed): return speed > 0 ? time * speed : time
        case .logicalEnd: return time
        case .repeating(let count, let autoreverses):
            guard innerLength > 0, innerLength.isFinite else { return min(time, innerLength) }
            let cycle = (time / innerLength).rounded(.down)
            if let count, cycle >= Double(max(count, 1)) { return autoreverses && count.isMultiple(of: 2) ? 0 : innerLength }
            let within = time - cycle * innerLength
            return autoreverses && cycle.truncatingRemainder(dividingBy: 2) == 1 ? innerLength - within : within
        }
    }
}

extension Animation {
    /// An animation that moves as `base` says: its end and logical end are found by running it
    /// on the 60 Hz grid (see above), so its completions run when the app's code says it is done.
    public init<A: CustomAnimation>(_ base: A) {
        let (end, logicalEnd) = Animation.probe(base)
        self.init(
            name: String(describing: base), duration: end, logicallyCompleteAfter: logicalEnd.flatMap { $0 < end ? $0 : nil },
            motion: .custom(base))
    }

    /// The custom animation this one is: the app's own when it is used as given, otherwise one
    /// that moves as this animation does (a built-in, or a custom one delayed, sped or repeated).
    public var base: any CustomAnimation {
        if case .custom(let custom) = motion, timing.isEmpty { return custom }
        return _AnimationBase(animation: self)
    }

    /// The part of `value` shown `time` seconds in, nil once the animation is over: a timing
    /// curve's fraction of the way, a spring's position, or what an app's animation answers; a
    /// delay holds the start, a speed scales the time, a repeat plays the pass again (backward
    /// every other time when it autoreverses). It sets `isLogicallyComplete` from the logical end on.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if case .custom(let custom) = motion, timing.isEmpty { return custom.animate(value: value, time: time, context: &context) }
        if time >= completionTime(.logicallyComplete) { context.isLogicallyComplete = true }
        guard time < duration else { return nil }
        let local = passTime(at: time)
        switch motion {
        case .custom(let custom):
            return custom.animate(value: value, time: local, context: &context) ?? value
        case .curve(let curve):
            var shown = value
            shown.scale(by: curve.value(at: passDuration > 0 ? local / passDuration : 1))
            return shown
        case .spring(let spring):
            return spring.value(target: value, time: local)
        }
    }

    /// How fast the value moves at `time`: an app's animation's own answer when used as given,
    /// otherwise the rate of `animate` over a millisecond around `time`; nil once over.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        if case .custom(let custom) = motion, timing.isEmpty { return custom.velocity(value: value, time: time, context: context) }
        guard time < duration else { return nil }
        let earlier = max(time - 0.0005, 0)
        let later = time + 0.0005
        var before = context
        var after = context
        var rate = (animate(value: value, time: later, context: &after) ?? value) - (animate(value: value, time: earlier, context: &before) ?? value)
        rate.scale(by: 1 / (later - earlier))
        return rate
    }

    /// Whether a new animation takes over from this one: springs do (they retarget, keeping their
    /// velocity), timing curves do not (the two run together and add up), as SwiftUI documents;
    /// an app's animation answers for itself.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        switch motion {
        case .custom(let custom): return custom.shouldMerge(previous: previous, value: value, time: time, context: &context)
        case .spring: return true
        case .curve: return false
        }
    }

    /// The time inside one pass, `time` seconds into the whole animation.
    private func passTime(at time: Double) -> Double {
        var lengths = [passDuration]
        for step in timing { lengths.append(step.length(of: lengths[lengths.count - 1])) }
        var local = time
        for index in timing.indices.reversed() { local = timing[index].innerTime(local, innerLength: lengths[index]) }
        return local
    }

    /// Frames of the probe: 60 a second for a minute.
    private static let probeFrames = 3600

    /// Runs `base` on a change of 1 until it returns nil: its end and its logical end, in seconds.
    private static func probe<A: CustomAnimation>(_ base: A) -> (end: Double, logicalEnd: Double?) {
        var context = AnimationContext<Double>()
        var logicalEnd: Double?
        for frame in 0...probeFrames {
            let time = Double(frame) / 60
            let shown = base.animate(value: 1.0, time: time, context: &context)
            if logicalEnd == nil, context.isLogicallyComplete { logicalEnd = time }
            if shown == nil { return (time, logicalEnd) }
        }
        return (.infinity, logicalEnd)
    }
}

/// A built-in or modified animation seen as a `CustomAnimation` (`Animation.base`).
struct _AnimationBase: CustomAnimation {
    let animation: Animation

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        animation.animate(value: value, time: time, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        animation.velocity(value: value, time: time, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        animation.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }
}
