import DataFlow
import Testing

/// `EnvironmentalModifier` resolves from the environment where it is, again when a value it read
/// changes; `EmptyModifier` shows its content; `a.concat(b)` applies `a`, then `b`.
@Suite struct ModifierCompositionTests {
    /// Appends the line spacing it resolves in to the content.
    struct SpacingNote: EnvironmentalModifier {
        func resolve(in environment: EnvironmentValues) -> Note {
            Note(text: "spacing \(Int(environment.lineSpacing))")
        }
    }

    struct Note: ViewModifier {
        let text: String
        func body(content: Content) -> some View {
            VStack {
                content
                Text(text)
            }
        }
    }

    struct Flip: ViewModifier {
        @State private var flipped = false
        func body(content: Content) -> some View {
            VStack {
                content
                Button(flipped ? "Flipped" : "Flip") { flipped.toggle() }
            }
        }
    }

    struct Screen: View {
        @State private var spacing: CGFloat = 4
        @State private var count = 0
        var body: some View {
            VStack {
                Text("resolved").modifier(SpacingNote())
                Text("empty").modifier(EmptyModifier.identity)
                Text("both").modifier(Note(text: "first").concat(Flip()))
                Button("Wider") { spacing = 8 }
                Button("Count") { count += 1 }
                Text("count \(count)")
            }
            .lineSpacing(spacing)
        }
    }

    @Test func anEnvironmentalModifierResolvesWhereItIs() {
        let harness = Harness(Screen())
        #expect(harness.screen.contains { $0.hasSuffix("Text \"spacing 4\"") })
        harness.tap("Wider")
        #expect(harness.screen.contains { $0.hasSuffix("Text \"spacing 8\"") })
    }

    @Test func anEnvironmentalModifierIsNotResolvedAgainForAnotherKey() {
        let harness = Harness(Screen())
        let step = harness.tap("Count")
        #expect(!step.ran.contains { $0.hasPrefix("ModifierCompositionTests.SpacingNote") })
    }

    @Test func theEmptyModifierShowsItsContent() {
        let harness = Harness(Screen())
        #expect(harness.screen.contains { $0.hasSuffix("Text \"empty\"") })
    }

    @Test func concatenatedModifiersApplyInTurnWithTheirOwnState() {
        let harness = Harness(Screen())
        #expect(harness.screen.contains { $0.hasSuffix("Text \"first\"") })
        harness.tap("Flip")
        harness.tap("Count")
        #expect(harness.screen.contains { $0.hasSuffix("Button \"Flipped\"") }, "the second modifier's @State was kept")
    }
}
