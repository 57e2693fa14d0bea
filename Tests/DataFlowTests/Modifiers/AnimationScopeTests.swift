import Testing

@testable import DataFlow

/// An iOS 13 animatable modifier: its body runs with its value, as any modifier's.
private struct Counter: AnimatableModifier {
    var number: Double
    var animatableData: Double {
        get { number }
        set { number = newValue }
    }
    func body(content: Content) -> some View {
        VStack {
            content
            Text("shows \(Int(number))")
        }
    }
}

/// `.animation(_:body:)`: the body's modifiers apply to the view they are written on.
private struct Scoped: View {
    @State private var faded = false
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("Tapped \(taps)") { taps += 1 }
                .animation(.easeInOut) { $0.opacity(faded ? 0.5 : 1).onAppear { print("appeared") } }
                .modifier(Counter(number: Double(taps)))
            Button("Fade") { faded.toggle() }
        }
    }
}

/// Animatable data as the `@Animatable` macro reads and writes it.
private struct Ring: Animatable {
    var radius: Double
    var gap: Double
    var label = "ring"
    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(self[_animatableValue: \.radius], self[_animatableValue: \.gap]) }
        set {
            self[_animatableValue: \.radius] = newValue.first
            self[_animatableValue: \.gap] = newValue.second
        }
    }
}

@Suite struct AnimationScopeTests {
    @Test func theBodysModifiersApplyToTheView() {
        let harness = Harness(Scoped())
        #expect(harness.mount.console == ["appeared"])
        harness.tap("Tapped 0")
        #expect(harness.screen.contains { $0.contains("Button \"Tapped 1\"") }, "\(harness.screen)")
        #expect(harness.screen.contains { $0.contains("Text \"shows 1\"") })
        #expect(!harness.screen.contains { $0.contains("opacity(0.5)") })
        harness.tap("Fade")
        #expect(harness.screen.contains { $0.contains("Button \"Tapped 1\"") && $0.contains("opacity(0.5)") }, "\(harness.screen)")
    }

    @Test func animatablePropertiesAreReadAndWrittenAsVectors() {
        var ring = Ring(radius: 2, gap: 1)
        ring.animatableData = AnimatablePair(5, 3)
        #expect(ring.radius == 5 && ring.gap == 3)
        #expect(Ring[_animatableType: \.radius] == Double.self)
        #expect(Ring[_animatableType: \.label] == String.self)
        #expect(ring[_animatableValue: \.label] == EmptyAnimatableData())
        let zero = AnimatablePair(Double.self, CGFloat.self)
        #expect(zero.first == 0 && zero.second == 0)
    }
}
