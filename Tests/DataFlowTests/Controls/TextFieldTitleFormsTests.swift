import DataFlow
import Foundation
import Testing

/// Fields titled by a resource, a secure field with a label view, a field with a label and an axis.
private struct Account: View {
    @State private var age = 30
    @State private var password = ""
    @State private var bio = ""
    @State private var committed = false
    private let number = NumberFormatter()

    var body: some View {
        VStack {
            TextField(LocalizedStringResource("Age"), value: $age, formatter: number, prompt: Text("Years"))
                .onSubmit { committed = true }
            SecureField(text: $password, prompt: Text("Secret")) { Text("Password") }
            TextField(text: $bio, axis: .vertical) { Text("Bio") }
            Text("age \(age), password \(password.count), bio \(bio)\(committed ? ", committed" : "")")
        }
    }
}

/// A secure field whose label has no text is named by its prompt.
private struct Prompted: View {
    @State private var pin = ""
    var body: some View {
        SecureField(text: $pin, prompt: Text("PIN")) { Image(systemName: "lock") }
    }
}

@Suite struct TextFieldTitleFormsTests {
    /// A resource-titled formatter field parses what is typed into its value, as the key form
    /// does; a secure field with a label view is named by the label's text and shows dots.
    @Test func theNewFormsEditTheirValuesAsTheKeyFormsDo() {
        let harness = Harness(Account())
        harness.type("Age", "42")
        harness.play(.submit("Age"))
        harness.type("Password", "hunter2")
        harness.type("Bio", "Hobbit")
        #expect(harness.screen.contains("  SecureField \"Password\" = \"•••••••\""))
        #expect(harness.screen.contains("  Text \"age 42, password 7, bio Hobbit, committed\""))
    }

    @Test func aSecureFieldWithoutLabelTextIsNamedByItsPrompt() {
        let harness = Harness(Prompted())
        harness.type("PIN", "1234")
        #expect(harness.screen.contains { $0.contains("SecureField \"PIN\" = \"••••\"") })
    }
}
