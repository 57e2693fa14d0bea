import DataFlow
import Testing

/// A custom `ViewModifier` is a view whose body is `body(content:)`, at the identity of the
/// `ModifiedContent` its parent builds: the parent's re-run compares it as any child (§5), and
/// the modifier's own `@State` lives as long as that identity (§1).
@Suite struct CustomModifierTests {
    struct Card: ViewModifier {
        func body(content: Content) -> some View { content.padding() }
    }

    struct Clock: View {
        var body: some View { Text("clock") }
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
        @State private var count = 0
        var body: some View {
            VStack {
                Clock().modifier(Card())
                Text("count: \(count)").modifier(Flip())
                Button("Count") { count += 1 }
            }
        }
    }

    @Test func anEqualModifierIsSkippedWhenItsParentRunsAgain() {
        let harness = Harness(Screen())
        let step = harness.tap("Count")
        #expect(step.skipped == ["CustomModifierTests.Card"])
        #expect(!step.ranViews.contains("CustomModifierTests.Clock"))
    }

    @Test func aModifiersStateLivesAcrossItsParentsRuns() {
        let harness = Harness(Screen())
        harness.tap("Flip")
        let step = harness.tap("Count")
        #expect(step.ran.contains("CustomModifierTests.Flip: @self changed."), "its content changed: a new input")
        #expect(harness.screen.contains { $0.hasSuffix("Button \"Flipped\"") }, "the modifier's @State was kept")
    }
}
