import Foundation

/// A spring (iOS 17): its parameters in any of SwiftUI's forms, and the motion of a damped
/// spring toward a target, which apps call to animate by hand.
///
/// The forms are one spring: `mass` 1, `stiffness` (2π / `response`)², `damping`
/// 4π · `dampingRatio` / `response`; `duration` is the response and `bounce` is 1 − the damping
/// ratio (a negative bounce is overdamped). The motion is the closed-form solution of
/// x″ = −k(x − target) − c x′ for each component, from the value 0 (as SwiftUI's `value(target:)`
/// starts) or from `fromValue`. Animations themselves take no time in a run (§20).
public struct Spring: Hashable, Sendable {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double

    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        self.init(response: duration, dampingRatio: 1 - bounce)
    }

    public init(response: Double, dampingRatio: Double) {
        let response = max(response, 0.0001)
        mass = 1
        stiffness = pow(2 * .pi / response, 2)
        damping = 4 * .pi * dampingRatio / response
    }

    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        self.mass = mass
        self.stiffness = stiffness
        let critical = 2 * (stiffness * mass).squareRoot()
        self.damping = allowOverDamping ? damping : min(damping, critical)
    }

    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        // The envelope e^(−ζω t) falls to `epsilon` at the settling duration.
        let ratio = max(dampingRatio, 0.01)
        let omega = -log(epsilon) / (ratio * max(settlingDuration, 0.0001))
        self.init(response: 2 * .pi / omega, dampingRatio: ratio)
    }

    public var response: Double { 2 * .pi / (stiffness / mass).squareRoot() }
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    public var duration: TimeInterval { response }
    public var bounce: Double { 1 - dampingRatio }

    /// When the motion stays within `epsilon` of its target.
    public var settlingDuration: TimeInterval { settlingDuration(target: 1.0, epsilon: 0.001) }

    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// Where a component is at `time`, starting at `start` with `velocity`, pulled to `target`.
    private func motion(start: Double, velocity: Double, target: Double, time: Double) -> (position: Double, velocity: Double) {
        let omega = (stiffness / mass).squareRoot()
        let zeta = dampingRatio
        let x0 = start - target
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let a = x0
            let b = (velocity + zeta * omega * x0) / omegaD
            let envelope = exp(-zeta * omega * time)
            let x = envelope * (a * cos(omegaD * time) + b * sin(omegaD * time))
            let v =
                envelope
                * ((-zeta * omega) * (a * cos(omegaD * time) + b * sin(omegaD * time))
                    + (-a * omegaD * sin(omegaD * time) + b * omegaD * cos(omegaD * time)))
            return (target + x, v)
        } else if zeta == 1 {
            let b = velocity + omega * x0
            let envelope = exp(-omega * time)
            return (target + (x0 + b * time) * envelope, (b - omega * (x0 + b * time)) * envelope)
        } else {
            let root = omega * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * omega + root
            let r2 = -zeta * omega - root
            let c2 = (velocity - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            return (target + c1 * exp(r1 * time) + c2 * exp(r2 * time), c1 * r1 * exp(r1 * time) + c2 * r2 * exp(r2 * time))
        }
    }

    /// The motion of a vector: the spring is linear, so the displacement at `time` is the start's
    /// offset times the motion of a unit offset, plus the start's velocity times the motion of a
    /// unit push (or, for `velocityOut`, their rates).
    private func componentwise<V: VectorArithmetic>(
        _ start: V, _ velocity: V, _ target: V, _ time: Double, velocityOut: Bool
    ) -> V {
        var offset = start - target
        var speed = velocity
        let unit = motion(start: 1, velocity: 0, target: 0, time: time)
        let push = motion(start: 0, velocity: 1, target: 0, time: time)
        offset.scale(by: velocityOut ? unit.velocity : unit.position)
        speed.scale(by: velocityOut ? push.velocity : push.position)
        return (velocityOut ? .zero : target) + offset + speed
    }

    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        componentwise(.zero, initialVelocity, target, time, velocityOut: false)
    }

    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        componentwise(.zero, initialVelocity, target, time, velocityOut: true)
    }

    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = toValue
        result.animatableData = componentwise(
            fromValue.animatableData, initialVelocity.animatableData, toValue.animatableData, time, velocityOut: false)
        return result
    }

    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = toValue
        result.animatableData = componentwise(
            fromValue.animatableData, initialVelocity.animatableData, toValue.animatableData, time, velocityOut: true)
        return result
    }

    /// Steps a value and its velocity by `deltaTime` toward `target`.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let nextValue = componentwise(value, velocity, target, deltaTime, velocityOut: false)
        let nextVelocity = componentwise(value, velocity, target, deltaTime, velocityOut: true)
        value = nextValue
        velocity = nextVelocity
    }

    /// The spring's force on a value: −k(x − target) − c·v, per unit mass times mass.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        var pull = target - position
        pull.scale(by: stiffness)
        var drag = velocity
        drag.scale(by: damping)
        return pull - drag
    }

    public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        var result = toValue
        result.animatableData = force(target: toValue.animatableData, position: position.animatableData, velocity: velocity.animatableData)
        return result
    }

    /// When a motion toward `target` stays within `epsilon` of it, found by stepping in
    /// milliseconds up to ten seconds.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
        let scale = max(target.magnitudeSquared.squareRoot(), 1e-9)
        var last = 0.0
        var time = 0.0
        while time <= 10 {
            var gap = value(target: target, initialVelocity: initialVelocity, time: time) - target
            gap.scale(by: 1 / scale)
            if gap.magnitudeSquared.squareRoot() > epsilon { last = time }
            time += 0.001
        }
        return last
    }

    public func settlingDuration<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, epsilon: Double) -> TimeInterval {
        var start = fromValue.animatableData
        start.scale(by: -1)
        return settlingDuration(target: toValue.animatableData + start, initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
    }
}

extension Animation {
    /// An animation that moves as `spring` does.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        .spring(duration: spring.duration, bounce: spring.bounce)
    }

    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        .spring(duration: spring.duration, bounce: spring.bounce)
    }
}
