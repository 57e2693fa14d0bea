import Testing
import DataFlow

private struct Field: View {
    @State var name = "Bilbo"
    var body: some View {
        VStack {
            TextField("First name", text: $name)
            Text("Your name is \(name).")
        }
    }
}

private struct Login: View {
    @State private var password = ""
    var body: some View {
        VStack {
            SecureField("Password", text: $password)
            Button { } label: { Label("Sign in", systemImage: "person") }
        }
    }
}

/// Typing writes a text field's binding; a secure field is typed into the same way and shows dots.
@Suite struct TextFieldTests {
    @Test func aSecureFieldIsTypedIntoAndShowsDots() {
        let harness = Harness(Login())
        harness.play(.type("Password", "abc"))
        #expect(harness.screen.contains("  SecureField \"Password\" = \"•••\""))
        #expect(harness.screen.contains("  Button \"Sign in\""))
    }

    @Test func typingIntoATextFieldWritesItsBinding() {
        let harness = Harness(Field())
        let step = harness.type("First name", "Tim")
        #expect(step.ran == ["Field: _name changed."])
        #expect(harness.screen == ["VStack", "  TextField \"First name\" = \"Tim\"", "  Text \"Your name is Tim.\""])
    }
}
