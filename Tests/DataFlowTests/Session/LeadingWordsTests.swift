import DataFlow
import Testing

private struct Missions: View {
    @State private var chosen = "none"
    var body: some View {
        VStack {
            Button {
                chosen = "1"
            } label: {
                Text("Apollo 1")
                Text("Unknown")
            }
            Button {
                chosen = "11"
            } label: {
                Text("Apollo 11")
                Text("16 Jul 1969")
            }
            Button {
                chosen = "12"
            } label: {
                Text("Apollo 12")
                Text("14 Nov 1969")
            }
            Button {
                chosen = "12b"
            } label: {
                Text("Apollo 12")
                Text("again")
            }
            Button("Gemini 3, crewed, 23 Mar 1965") { chosen = "g3" }
            Text("chosen \(chosen)")
        }
    }
}

private struct Settings: View {
    @State private var isOn = false
    var body: some View {
        VStack {
            Toggle("Reminders", isOn: $isOn)
            Button("Save") {}
        }
    }
}

/// A control named by the first words of its label (a row with a title and a date), and a label
/// given to the wrong verb.
@Suite struct LeadingWordsTests {
    @Test func aLabelsFirstWordsNameTheOneControlThatStartsWithThem() throws {
        let session = Session(Missions())
        #expect(try session.tap("Apollo 11").screen.last == "  Text \"chosen 11\"")
        // Whole words only: "Apollo 1" is not the start of "Apollo 11 …".
        #expect(try session.tap("Apollo 1").screen.last == "  Text \"chosen 1\"")
    }

    /// A combined accessibility label reads its parts with commas: the first part names it.
    @Test func aLabelsFirstPartNamesIt() throws {
        let session = Session(Missions())
        #expect(try session.tap("Gemini 3").screen.last == "  Text \"chosen g3\"")
    }

    @Test func wordsThatStartTwoLabelsNameNone() {
        let session = Session(Missions())
        #expect(throws: ScriptFailure.self) { try session.tap("Apollo 12") }
    }

    /// `tap "Reminders"` on a toggle fails, and says how a script operates the control it named.
    @Test func aLabelOfAnotherKindOfControlSaysHowToOperateIt() {
        let session = Session(Settings())
        do {
            _ = try session.tap("Reminders")
            Issue.record("a tap on a toggle's label played")
        } catch {
            #expect(error.available == ["toggle \"Reminders\""])
        }
    }
}
