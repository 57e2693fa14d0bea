import DataFlow
import Foundation
import Testing

/// A spring's forms are one spring, and its motion is a damped spring's: it starts still at 0,
/// settles on the target, and overshoots only when it bounces.
@Suite struct SpringTests {
    @Test func theFormsDescribeOneSpring() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(spring.response - 0.5) < 1e-9)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-9)
        #expect(abs(spring.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-6)
        let same = Spring(mass: 1, stiffness: spring.stiffness, damping: spring.damping)
        #expect(abs(same.bounce - 0.3) < 1e-9)
        #expect(Spring.smooth.bounce == 0)
    }

    @Test func theMotionStartsAtZeroSettlesAndOvershootsOnlyWhenItBounces() {
        let critical = Spring(duration: 0.5, bounce: 0)
        #expect(critical.value(target: 10.0, time: 0) == 0)
        #expect(abs(critical.value(target: 10.0, time: 5) - 10) < 1e-6)
        let samples = stride(from: 0.0, through: 2, by: 0.01)
        #expect(samples.allSatisfy { critical.value(target: 10.0, time: $0) <= 10 + 1e-9 })
        let bouncy = Spring(duration: 0.5, bounce: 0.3)
        // A damping ratio of 0.7 overshoots by e^(−ζπ/√(1−ζ²)) ≈ 4.6 %.
        let peak = samples.map { bouncy.value(target: 10.0, time: $0) }.max() ?? 0
        #expect(peak > 10.45 && peak < 10.47)
        #expect(abs(bouncy.velocity(target: 10.0, time: 0)) < 1e-9)
        let settle = critical.settlingDuration(target: 10.0, epsilon: 0.001)
        #expect(settle > 0.3 && settle < 2)
    }

    @Test func stepsFollowTheClosedForm() {
        let spring = Spring(duration: 0.4, bounce: 0.2)
        var value = 0.0
        var velocity = 0.0
        for _ in 0..<10 { spring.update(value: &value, velocity: &velocity, target: 1.0, deltaTime: 0.05) }
        #expect(abs(value - spring.value(target: 1.0, time: 0.5)) < 1e-9)
        #expect(spring.force(target: 1.0, position: 1.0, velocity: 0.0) == 0)
    }
}
