import DataFlow
import Testing

/// A bordered field style as apps write one, with SwiftUI's underscored requirement.
private struct BorderedFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration.padding(25).background(RoundedRectangle(cornerRadius: 20).stroke(Color.black, lineWidth: 3))
    }
}

private struct GoalField: View {
    @State private var goal = ""
    var body: some View {
        VStack {
            TextField("Goal", text: $goal).textFieldStyle(BorderedFieldStyle())
            TextField("Note", text: .constant("")).textFieldStyle(.roundedBorder)
            Text("goal: \(goal)")
        }
    }
}

/// D15: a custom text field style compiles and is not run; the field shows, and is typed
/// into, as itself.
@Suite struct TextFieldStyleTests {
    @Test func aCustomStyledFieldIsTypedIntoAsItself() {
        let harness = Harness(GoalField())
        harness.type("Goal", "Run")
        #expect(harness.screen.contains { $0.hasPrefix("  TextField \"Goal\" = \"Run\"") })
        #expect(harness.screen.contains("  Text \"goal: Run\""))
    }
}
