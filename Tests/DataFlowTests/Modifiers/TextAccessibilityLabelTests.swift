import DataFlow
import Testing

private struct Stepper: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("\(count)").accessibilityLabel("Count")
            Button {
                count += 1
            } label: {
                Text("+").accessibilityLabel("Add one")
            }
        }
    }
}

/// `Text.accessibilityLabel(_:)` keeps a `Text` and names a control it labels, as the view
/// modifier does from outside.
@Suite struct TextAccessibilityLabelTests {
    @Test func aLabelledTextNamesItsControl() {
        let harness = Harness(Stepper())
        harness.tap("Add one")
        #expect(harness.screen.contains("  Text \"1\""), "a text shows its string; its label is for VoiceOver")
    }

    @Test func theLabelStaysThroughTextModifiersAndJoins() {
        let labelled: Text = Text("+").accessibilityLabel("plus")
        #expect(labelled.bold() != Text("+").bold())
        #expect(labelled != Text("+"))
        let joined: Text = Text("a") + Text("+").accessibilityLabel(Text("plus"))
        #expect(joined == Text("a+").accessibilityLabel("aplus"))
    }
}
