import DataFlow
import Foundation
import Testing

/// A view animating a shader's argument by its state, as iOS 17 apps write it.
private struct Rippled: View {
    @State private var strength = 1.0
    var body: some View {
        VStack {
            Text("Hello")
                .colorEffect(ShaderLibrary.tint(.color(.red), .float(strength)))
                .distortionEffect(ShaderLibrary.default.wave(.float(strength), .boundingRect), maxSampleOffset: CGSize(width: 10, height: 10))
            Rectangle().fill(ShaderLibrary.stripes(.float2(CGSize(width: 4, height: 4))))
            Button("Stronger") { strength += 1 }
        }
    }
}

/// Shaders are values that name their function and arguments; applied, they are shown and
/// never run (appearance only: no GPU, nothing a script sees depends on their output).
@Suite struct ShadersTests {
    @Test func aShaderNamesItsFunctionAndItsArguments() {
        let shader = ShaderLibrary.default.ripple(.float(2), .boundingRect, .color(.blue))
        #expect(shader.function.name == "ripple")
        #expect(shader.function.library == .default)
        #expect(shader.arguments == [.float(2), .boundingRect, .color(.blue)])
        #expect(shader == ShaderFunction(library: .default, name: "ripple")(.float(2), .boundingRect, .color(.blue)))
        #expect(ShaderLibrary.ripple(.float(3)) != shader)
    }

    @Test func anAppliedShaderIsShownAndItsViewFollowsItsState() {
        let harness = Harness(Rippled())
        #expect(
            harness.screen == [
                "VStack", "  Text \"Hello\" .colorEffect(tint) .distortionEffect(wave)", "  Rectangle .fill(shader stripes)", "  Button \"Stronger\"",
            ], "\(harness.screen)")
        let step = harness.tap("Stronger")
        #expect(step.ranViews == ["Rippled"])
        // A disabled effect is not shown, as an identity effect is not.
        #expect(Harness(Text("x").colorEffect(ShaderLibrary.tint(), isEnabled: false)).screen == ["Text \"x\""])
    }
}
