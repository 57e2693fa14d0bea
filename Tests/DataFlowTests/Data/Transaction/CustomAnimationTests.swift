import Foundation
import Testing

@testable import DataFlow

/// Moves in a straight line over `duration`; logically complete halfway.
private struct Glide: CustomAnimation {
    let duration: Double

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        if time >= duration / 2 { context.isLogicallyComplete = true }
        var shown = value
        shown.scale(by: time / duration)
        return shown
    }
}

private struct Frames: AnimationStateKey {
    static var defaultValue: Int { 0 }
}

/// Counts the frames it was asked for in its state, and ends after the third: it ends only if
/// its state is kept from frame to frame.
private struct Counted: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        context.state[Frames.self] += 1
        return context.state[Frames.self] > 3 ? nil : value
    }
}

/// Never returns nil.
private struct Endless: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? { value }
}

/// `withAnimation` completions of custom animations, beside built-in ones (§14, D13).
private struct CustomCompletions: View {
    @State private var a = 0
    @State private var b = 0
    var body: some View {
        VStack {
            Text("\(a) \(b)")
            Button("Logical") {
                withAnimation(.linear(duration: 1.5)) {
                    a += 1
                } completion: {
                    print("linear at 1.5 s")
                }
                withAnimation(Animation(Glide(duration: 2))) {
                    b += 1
                } completion: {
                    print("glide logically complete at 1 s")
                }
            }
            Button("Removed") {
                withAnimation(.linear(duration: 1.5), completionCriteria: .removed) {
                    a += 1
                } completion: {
                    print("linear at 1.5 s")
                }
                withAnimation(Animation(Glide(duration: 2)), completionCriteria: .removed) {
                    b += 1
                } completion: {
                    print("glide removed at 2 s")
                }
            }
            Button("Counted") {
                withAnimation(.linear(duration: 0.1)) {
                    a += 1
                } completion: {
                    print("linear at 0.1 s")
                }
                withAnimation(Animation(Counted())) {
                    b += 1
                } completion: {
                    print("counted after 3 frames")
                }
            }
            Button("Endless") {
                withAnimation(Animation(Endless())) {
                    b += 1
                } completion: {
                    print("never")
                }
            }
        }
    }
}

@Suite struct CustomAnimationTests {
    @Test func aCustomAnimationCompletesWhenItsCodeSaysSo() {
        let harness = Harness(CustomCompletions())
        #expect(harness.tap("Logical").console == ["glide logically complete at 1 s", "linear at 1.5 s"])
        #expect(harness.tap("Removed").console == ["linear at 1.5 s", "glide removed at 2 s"])
        #expect(harness.tap("Counted").console == ["counted after 3 frames", "linear at 0.1 s"])
        #expect(harness.tap("Endless").console.isEmpty)
        #expect(harness.screen.contains("  Text \"3 4\""))
    }

    @Test func theContextKeepsStateAndChangesItsValueType() {
        var context = AnimationContext<Double>()
        let counted = Animation(Counted())
        _ = counted.animate(value: 1.0, time: 0, context: &context)
        _ = counted.animate(value: 1.0, time: 0.1, context: &context)
        #expect(context.state[Frames.self] == 2)
        context.isLogicallyComplete = true
        let other = context.withState(AnimationState<CGFloat>())
        #expect(other.state[Frames.self] == 0)
        #expect(other.isLogicallyComplete)
        var state = AnimationState<Double>()
        state[Frames.self] = 7
        #expect(context.withState(state).state[Frames.self] == 7)
    }

    @Test func builtInAnimationsAnswerWhatTheyShowAtATime() {
        var context = AnimationContext<Double>()
        let linear = Animation.linear(duration: 2)
        #expect(abs((linear.animate(value: 10.0, time: 1, context: &context) ?? -1) - 5) < 1e-6)
        #expect(!context.isLogicallyComplete)
        #expect(linear.animate(value: 10.0, time: 2, context: &context) == nil)
        #expect(context.isLogicallyComplete)

        var delayed = AnimationContext<Double>()
        #expect(linear.delay(1).animate(value: 10.0, time: 0.5, context: &delayed) == 0)
        #expect(abs((linear.delay(1).animate(value: 10.0, time: 2, context: &delayed) ?? -1) - 5) < 1e-6)
        var fast = AnimationContext<Double>()
        #expect(abs((linear.speed(2).animate(value: 10.0, time: 0.5, context: &fast) ?? -1) - 5) < 1e-6)
        var twice = AnimationContext<Double>()
        let back = Animation.linear(duration: 1).repeatCount(2, autoreverses: true)
        #expect(abs((back.animate(value: 10.0, time: 1.25, context: &twice) ?? -1) - 7.5) < 1e-6)
        #expect(back.animate(value: 10.0, time: 2, context: &twice) == nil)

        var spring = AnimationContext<Double>()
        let moved = Animation.default.animate(value: 1.0, time: 0.2, context: &spring) ?? -1
        #expect(moved > 0 && moved < 1)
    }

    @Test func velocityMergingAndTheBaseAreSwiftUIs() {
        let context = AnimationContext<Double>()
        #expect(abs((Animation.linear(duration: 2).velocity(value: 10.0, time: 1, context: context) ?? 0) - 5) < 0.01)
        #expect(Animation(Glide(duration: 2)).velocity(value: 10.0, time: 1, context: context) == nil)
        var merging = AnimationContext<Double>()
        #expect(Animation.spring.shouldMerge(previous: .linear, value: 1.0, time: 0, context: &merging))
        #expect(!Animation.linear.shouldMerge(previous: .linear, value: 1.0, time: 0, context: &merging))
        #expect(!Animation(Glide(duration: 2)).shouldMerge(previous: .linear, value: 1.0, time: 0, context: &merging))

        #expect(Animation(Glide(duration: 2)).base as? Glide == Glide(duration: 2))
        #expect(!(Animation(Glide(duration: 2)).delay(1).base is Glide))
        var viaBase = AnimationContext<Double>()
        #expect(abs((Animation.linear(duration: 2).base.animate(value: 10.0, time: 1, context: &viaBase) ?? -1) - 5) < 1e-6)
        #expect(Animation(Glide(duration: 2)) == Animation(Glide(duration: 2)))
        #expect(Animation(Glide(duration: 2)) != Animation(Glide(duration: 3)))
        #expect(Animation.linear.delay(1).debugDescription == ".linear.delay(1)")
    }
}

/// A view that keeps an animation in a stored property (`private let morph = Animation.spring()`).
private struct Morphing: View {
    private let morph = Animation.interactiveSpring(response: 0.25, dampingFraction: 0.85, blendDuration: 0.2)
    @State private var shown = false
    var body: some View {
        Button(shown ? "Hide" : "Show") { withAnimation(morph) { shown.toggle() } }
    }
}

/// An animation's mirror holds plain values: the graph walks a view's fields for property
/// wrappers, and a mirror that held the animation again never ended (a crash at mount).
@Suite struct AnimationMirrorTests {
    @Test func aViewThatStoresAnAnimationMountsAndAnimates() throws {
        let session = Session(root: Morphing())
        #expect(session.mount.screen.contains("Button \"Show\""))
        #expect(try session.tap("Show").screen.contains("Button \"Hide\""))
        #expect(Mirror(reflecting: Animation.default).children.map(\.label) == ["name", "duration"])
    }
}
