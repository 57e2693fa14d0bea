import DataFlow
import Testing

/// §23: focus is state the view owns; Return runs the .onSubmit actions around the field,
/// outermost first, then the field's onCommit, and the field loses the focus.
@Suite struct FocusTests {
    fileprivate enum Field: Hashable { case name, email }

    fileprivate struct SignUp: View {
        @FocusState var focused: Field?
        @FocusState var notesFocused: Bool
        @State var name = ""
        @State var email = ""
        @State var notes = ""
        var body: some View {
            VStack {
                Text("focus: \(focused.map { "\($0)" } ?? "none")")
                TextField("Name", text: $name).focused($focused, equals: .name)
                    .onSubmit {
                        print("inner submit")
                        focused = .email
                    }
                TextField("Email", text: $email).focused($focused, equals: .email)
                TextField("Notes", text: $notes, onCommit: { print("commit") }).focused($notesFocused)
                Text(notesFocused ? "notes focused" : "notes idle")
            }
            .onSubmit { print("outer submit") }
        }
    }

    @Test func focusMovesTheStateAndTheViewsThatReadItUpdate() {
        let harness = Harness(SignUp())
        #expect(harness.screen.contains("  Text \"focus: none\""))
        let step = harness.play(.focus("Email"))
        #expect(step.ranViews == ["FocusTests.SignUp"])
        #expect(harness.screen.contains("  Text \"focus: email\""))
        harness.play(.focus("Notes"))
        #expect(harness.screen.contains("  Text \"notes focused\""))
    }

    @Test func submitRunsOnSubmitOutermostFirstThenCommitAndResignsFocus() {
        let harness = Harness(SignUp())
        harness.play(.focus("Name"))
        let name = harness.play(.submit("Name"))
        #expect(name.console == ["outer submit", "inner submit"])
        // The inner action moved the focus on; the field gave up its own, not Email's.
        #expect(harness.screen.contains("  Text \"focus: email\""))
        harness.play(.focus("Notes"))
        let notes = harness.play(.submit("Notes"))
        #expect(notes.console == ["outer submit", "commit"])
        #expect(harness.screen.contains("  Text \"notes idle\""))
    }
}
