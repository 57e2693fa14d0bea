import DataFlow
import Testing

extension View {
    /// The keyboard-dismissing helper apps carry (its `#selector` as dataflow's preprocessor writes it).
    fileprivate func hideKeyboard() {
        UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)
    }
}

/// A goal form: a focused field, and a tap outside that hides the keyboard.
private struct GoalForm: View {
    @State private var goal = ""
    @FocusState private var editing: Bool
    var body: some View {
        VStack {
            TextField("Goal", text: $goal).focused($editing)
            Text(editing ? "keyboard up" : "keyboard down")
            Button("Done") { hideKeyboard() }
            Button("Other action") { UIApplication.shared.sendAction(Selector("copy:"), to: nil, from: nil, for: nil) }
        }
    }
}

/// §23: sending `resignFirstResponder` takes the keyboard down: the focused field gives up its
/// focus in the same step, as on an iPhone; other actions find no responder.
@Suite struct UIResponderActionsTests {
    @Test func resigningTheFirstResponderTakesTheFocusAway() {
        let harness = Harness(GoalForm())
        harness.type("Goal", "Run 5k")
        #expect(harness.screen.contains("  Text \"keyboard up\""))
        let step = harness.tap("Done")
        #expect(step.writes.map(\.target).contains { $0.hasSuffix("_editing") })
        #expect(harness.screen.contains("  Text \"keyboard down\""))
        #expect(harness.tap("Other action").writes.isEmpty)
    }
}
