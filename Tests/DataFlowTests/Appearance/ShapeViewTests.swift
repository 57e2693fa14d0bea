import DataFlow
import Testing

/// A map pin as iOS 17 apps draw one: a shape filled and stroked, a scroll transition, a
/// three-level symbol.
private struct Pin: View {
    var body: some View {
        ScrollView {
            RoundedRectangle(cornerRadius: 7)
                .fill(.ultraThickMaterial)
                .stroke(.secondary, lineWidth: 5)
            Circle().fill(.red).strokeBorder(.white, lineWidth: 2)
            Image(systemName: "cloud.sun.rain.fill")
                .foregroundStyle(.gray, .yellow, .mint)
                .scrollTransition { content, phase in
                    content.scaleEffect(phase.isIdentity ? 1 : 0.5).opacity(phase.isIdentity ? 1 : 0.5)
                }
        }
    }
}

/// iOS 17: a filled shape is a shape view, which can be stroked too; both styles show.
@Suite struct ShapeViewTests {
    @Test func aFilledShapeCanBeStrokedAndShowsBothStyles() {
        let screen = Harness(Pin()).screen
        #expect(screen.contains("  RoundedRectangle(cornerRadius: 7) .fill(.ultraThickMaterial) .stroke(.secondary)"))
        #expect(screen.contains("  Circle .fill(.red) .strokeBorder(.white)"))
        #expect(screen.contains("  Image \"cloud.sun.rain.fill\" .foregroundStyle(.gray)"))
        #expect(ScrollTransitionPhase.topLeading.value == -1 && ScrollTransitionPhase.identity.isIdentity)
    }
}
