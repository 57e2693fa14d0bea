import Foundation
import Testing

@testable import DataFlow

/// Moves its content sideways: a shake driven by failed attempts.
private struct Shake: GeometryEffect {
    var travel: CGFloat
    var animatableData: CGFloat {
        get { travel }
        set { travel = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(CGAffineTransform(translationX: travel, y: 0)) }
}

private struct Shaking: View {
    @State private var attempts: CGFloat = 0
    var body: some View {
        VStack {
            Text("PIN").modifier(Shake(travel: attempts * 10))
            Text("fixed").modifier(Shake(travel: 4).ignoredByLayout())
            Text("card").projectionEffect(attempts > 0 ? ProjectionTransform(CGAffineTransform(rotationAngle: 0.5)) : ProjectionTransform())
            Button("Wrong") { attempts += 1 }
        }
    }
}

private func close(_ a: ProjectionTransform, _ b: ProjectionTransform) -> Bool {
    let pairs: [(CGFloat, CGFloat)] = [
        (a.m11, b.m11), (a.m12, b.m12), (a.m13, b.m13), (a.m21, b.m21), (a.m22, b.m22), (a.m23, b.m23), (a.m31, b.m31), (a.m32, b.m32),
        (a.m33, b.m33),
    ]
    return pairs.allSatisfy { abs($0.0 - $0.1) < 1e-9 }
}

/// `ProjectionTransform` is real 3 × 3 arithmetic; geometry effects and `projectionEffect` are
/// appearance, shown on the screen line when they transform anything (D15).
@Suite struct ProjectionTransformTests {
    @Test func anAffineTransformBecomesTheFirstTwoColumns() {
        let moved = ProjectionTransform(CGAffineTransform(translationX: 10, y: 20))
        #expect(moved.m31 == 10 && moved.m32 == 20 && moved.m11 == 1 && moved.m22 == 1)
        #expect(moved.isAffine && !moved.isIdentity)
        #expect(ProjectionTransform().isIdentity)
        var perspective = ProjectionTransform()
        perspective.m13 = 0.001
        #expect(!perspective.isAffine)
    }

    @Test func concatenationAppliesThisTransformThenTheOther() {
        let scale = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 3))
        let move = ProjectionTransform(CGAffineTransform(translationX: 10, y: 20))
        let scaleThenMove = scale.concatenating(move)
        #expect(scaleThenMove.m11 == 2 && scaleThenMove.m22 == 3 && scaleThenMove.m31 == 10 && scaleThenMove.m32 == 20)
        let moveThenScale = move.concatenating(scale)
        #expect(moveThenScale.m31 == 20 && moveThenScale.m32 == 60)
        #expect(scale.concatenating(ProjectionTransform()) == scale)
    }

    @Test func inversionUndoesATransformOrLeavesASingularOneAlone() {
        var move = ProjectionTransform(CGAffineTransform(translationX: 10, y: 20))
        let inverted = move.invert()
        #expect(inverted)
        #expect(move.m31 == -10 && move.m32 == -20)
        var perspective = ProjectionTransform(CGAffineTransform(rotationAngle: 0.3))
        perspective.m13 = 0.002
        perspective.m23 = -0.001
        #expect(close(perspective.concatenating(perspective.inverted()), ProjectionTransform()))
        var flat = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        let invertedFlat = flat.invert()
        #expect(!invertedFlat)
        #expect(flat == ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1)))
        #expect(flat.inverted() == flat)
    }

    @Test func geometryEffectsShowWhenTheyTransformAnything() {
        let harness = Harness(Shaking())
        #expect(harness.screen.contains("  Text \"PIN\""), "\(harness.screen)")
        #expect(harness.screen.contains { $0.contains("Text \"fixed\"") && $0.contains(".modifier(Shake.ignoredByLayout())") })
        #expect(harness.screen.contains("  Text \"card\""))
        harness.tap("Wrong")
        #expect(harness.screen.contains { $0.contains("Text \"PIN\"") && $0.contains(".modifier(Shake)") }, "\(harness.screen)")
        #expect(harness.screen.contains { $0.contains("Text \"card\"") && $0.contains(".projectionEffect") })
    }
}
