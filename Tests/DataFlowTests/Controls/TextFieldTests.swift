import DataFlow
import Testing

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
            Button {
            } label: {
                Label("Sign in", systemImage: "person")
            }
        }
    }
}

private struct Trip: View {
    @State private var start = Date(timeIntervalSince1970: 0)
    @State private var travellers = 2
    var body: some View {
        VStack {
            DatePicker("Start", selection: $start)
            TextField("Travellers", value: $travellers, format: .number)
        }
    }
}

/// Typing writes a text field's binding; a secure field is typed into the same way and shows dots.
/// A field whose title is the value it edits, named by its prompt while that is empty.
private struct PromptedName: View {
    @State private var userName = ""
    var body: some View {
        TextField(userName, text: $userName, prompt: Text("Input Your Name"))
    }
}

/// Apple's tutorial puts the event's title field in its date picker's label.
private struct EventEditor: View {
    @State private var title = ""
    @State private var date = Date(timeIntervalSince1970: 0)
    var body: some View {
        DatePicker(selection: $date) {
            TextField("Title", text: $title)
        }
    }
}

@Suite struct TextFieldTests {
    /// A field in another control's label is drawn beside it, and is typed into as any other.
    @Test func aFieldInADatePickersLabelIsShownAndCanBeTypedInto() {
        let harness = Harness(EventEditor())
        #expect(harness.screen == ["DatePicker \"\" = \"1970-01-01 00:00\"", "  TextField \"Title\" = \"\""])
        let step = harness.type("Title", "Standup")
        #expect(step.writes.map(\.target) == ["EventEditor._title"])
        #expect(harness.screen[1] == "  TextField \"Title\" = \"Standup\"")
    }

    @Test func aSecureFieldIsTypedIntoAndShowsDots() {
        let harness = Harness(Login())
        harness.play(.type("Password", "abc"))
        #expect(harness.screen.contains("  SecureField \"Password\" = \"•••\""))
        #expect(harness.screen.contains("  Button \"Sign in\" (Image \"person\")"))
    }

    @Test func typingIntoATextFieldWritesItsBinding() {
        let harness = Harness(Field())
        let step = harness.type("First name", "Tim")
        #expect(step.ran == ["Field: _name changed."])
        #expect(harness.screen == ["VStack", "  TextField \"First name\" = \"Tim\"", "  Text \"Your name is Tim.\""])
    }

    /// A date picker is typed a date (a day alone is midnight); text that does not parse keeps
    /// the value, as SwiftUI does, and dataflow says what the field takes.
    @Test func textThatDoesNotParseKeepsTheValueAndSaysWhatTheFieldTakes() {
        let harness = Harness(Trip())
        harness.type("Start", "2027-01-05")
        #expect(harness.screen.contains("  DatePicker \"Start\" = \"2027-01-05 00:00\""))
        let step = harness.type("Start", "tomorrow")
        #expect(step.writes.isEmpty)
        #expect(step.issues.contains { if case .dataflow(let text) = $0 { text.contains("a date as 2024-05-01 08:30") } else { false } })
        let number = harness.type("Travellers", "many")
        #expect(number.writes.isEmpty)
        #expect(number.issues.contains { if case .dataflow(let text) = $0 { text.hasPrefix("\"many\" does not parse") } else { false } })
    }

    @Test func aFieldWithAnEmptyTitleIsNamedByItsPrompt() {
        let harness = Harness(PromptedName())
        #expect(harness.screen == ["TextField \"Input Your Name\" = \"\""])
        harness.type("Input Your Name", "Sam")
        // Its title is the name it edits: no longer empty, it names the field.
        #expect(harness.screen == ["TextField \"Sam\" = \"Sam\""])
    }
}

/// The formatted forms apps write besides `TextField("Title", value:format:)`: a formatter with
/// its iOS 13 callbacks, a label of its own.
private struct Formatted: View {
    @State private var tip = 15.0
    @State private var guests = 2
    @State private var committed = false
    private let percent: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()

    var body: some View {
        Form {
            TextField("Tip", value: $tip, formatter: percent, onCommit: { committed = true })
            TextField(value: $guests, format: .number) { Text("Guests") }
            Text("tip \(tip, specifier: "%.1f"), \(guests) guests\(committed ? ", committed" : "")")
        }
    }
}

@Suite struct FormattedFieldTests {
    @Test func aFormatterFieldParsesAndCommitsAndALabelNamesAFormattedField() {
        let harness = Harness(Formatted())
        harness.type("Tip", "18")
        harness.play(.submit("Tip"))
        harness.type("Guests", "4")
        #expect(harness.screen.contains { $0.contains("Text \"tip 18.0, 4 guests, committed\"") })
    }
}
