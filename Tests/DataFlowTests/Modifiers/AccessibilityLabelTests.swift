import DataFlow
import Testing

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("\(count)")
            Button {
                count += 1
            } label: {
                Image(systemName: "plus")
            }
            .accessibilityLabel("Add one")
            Toggle(isOn: .constant(true)) { Image(systemName: "bell") }
                .accessibilityLabel("Alerts")
            Button {
            } label: {
                Image(systemName: "trash").accessibilityLabel("Delete")
            }
        }
    }
}

/// `.accessibilityLabel(_:)` names a control, on the screen as in a script (issue 29: the screen
/// showed the image's name while only the label could be tapped); what the label draws stays.
@Suite struct AccessibilityLabelTests {
    @Test func theScreenShowsTheNameAScriptUses() {
        let harness = Harness(Counter())
        #expect(
            harness.screen == ["VStack", "  Text \"0\"", "  Button \"Add one\" label: \"plus\"", "  Toggle \"Alerts\" on", "  Button \"Delete\""])
        harness.tap("Add one")
        #expect(harness.screen[1] == "  Text \"1\"")
    }

    private struct Budget: View {
        @State private var limit = ""
        var body: some View {
            VStack {
                TextField("0.00", text: $limit).accessibilityLabel("Monthly limit amount")
                Text("limit: \(limit)")
            }
        }
    }

    /// A field named by an accessibility label is listed by it, and found by the text it shows
    /// too (its placeholder), as a user reading the screen would name it.
    @Test func aControlIsFoundByTheTextItShowsToo() throws {
        let session = Session(Budget())
        #expect(session.controls == ["type \"Monthly limit amount\" \"…\""])
        #expect(try session.type("0.00", "250").screen.contains("  Text \"limit: 250\""))
        #expect(try session.type("Monthly limit amount", "300").screen.contains("  Text \"limit: 300\""))
        #expect(throws: ScriptFailure.self) { try session.type("1.00", "1") }
    }
}

/// A control's label that draws an image beside its text shows it on the control's line, so
/// that a changed symbol is a changed screen (D12).
@Suite struct LabelImageTests {
    struct Favorite: View {
        @State private var isFavorite = false
        var body: some View {
            VStack {
                Button("Favorite", systemImage: isFavorite ? "star.fill" : "star") { isFavorite.toggle() }
                Button("Plain") {}
                Button {
                    isFavorite.toggle()
                } label: {
                    Image(systemName: "heart")
                }
            }
        }
    }

    @Test func aButtonsImageBesideItsTextIsOnItsLine() {
        let harness = Harness(Favorite())
        #expect(harness.screen == ["VStack", "  Button \"Favorite\" (Image \"star\")", "  Button \"Plain\"", "  Button \"heart\""])
        harness.tap("Favorite")
        #expect(harness.screen[1] == "  Button \"Favorite\" (Image \"star.fill\")")
    }
}
