import Testing
import DataFlow

private enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, mint
    var id: String { rawValue }
}

private struct FlavorPicker: View {
    @State private var flavor = Flavor.vanilla
    var body: some View {
        VStack {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { Text($0.rawValue.capitalized).tag($0) }
            }
            Text("chosen: \(flavor.rawValue)")
        }
    }
}

private struct ImplicitTags: View {
    @State private var flavorID = "vanilla"
    var body: some View {
        Picker("Flavor", selection: $flavorID) {
            ForEach(Flavor.allCases) { Text($0.rawValue) }   // tagged with their ids (String)
        }
    }
}

private struct Untagged: View {
    @State private var choice = 7
    var body: some View {
        Picker("Number", selection: $choice) {
            Text("one").tag(1)
            Text("two").tag(2)
        }
    }
}

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        Stepper("Count: \(count)", value: $count, in: 0...1)
    }
}

private struct Volume: View {
    @State private var volume: Float = 0.5
    @State private var editing: [Bool] = []
    var body: some View {
        VStack {
            Slider(value: $volume, in: 0...1, step: 0.25, label: { Text("Volume") }, onEditingChanged: { editing.append($0) })
            Text("volume \(volume), edits \(editing)")
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

private struct OptionalFlavor: View {
    @State private var flavor: String?
    let includeOptional: Bool
    var body: some View {
        Picker("Flavor", selection: $flavor) {
            Text("None").tag(nil as String?)
            Text("Mint").tag("Mint", includeOptional: includeOptional)
        }
    }
}

@Suite struct ValueControlTests {
    /// §20: a tag of `String` matches a `String?` selection holding it (`tag(_:includeOptional:)`,
    /// true by default in the SDKs of Xcode 16 and later); without it, SwiftUI warns.
    @Test func aTagMatchesAnOptionalSelectionHoldingIt() {
        let harness = Harness(OptionalFlavor(includeOptional: true))
        let step = harness.play(.pick("Flavor", "Mint"))
        #expect(step.swiftUIWarnings.isEmpty)
        #expect(harness.screen == ["Picker \"Flavor\" = \"Mint\", options: \"None\", \"Mint\""])
        let strict = Harness(OptionalFlavor(includeOptional: false))
        let picked = strict.play(.pick("Flavor", "Mint"))
        #expect(picked.swiftUIWarnings == [
            "Picker: the selection \"Optional(\"Mint\")\" is invalid and does not have an associated tag, this will give undefined results."])
    }

    @Test func aPickerShowsTheTaggedOptionAndPickingWritesItsTag() {
        let harness = Harness(FlavorPicker())
        #expect(harness.screen.contains("  Picker \"Flavor\" = \"Vanilla\", options: \"Vanilla\", \"Mint\""))
        let step = harness.play(.pick("Flavor", "Mint"))
        #expect(step.ranViews == ["FlavorPicker"])
        #expect(harness.screen.contains("  Text \"chosen: mint\""))
        #expect(harness.screen.contains("  Picker \"Flavor\" = \"Mint\", options: \"Vanilla\", \"Mint\""))
    }

    @Test func forEachRowsAreTaggedWithTheirIDs() {
        let harness = Harness(ImplicitTags())
        harness.play(.pick("Flavor", "mint"))
        #expect(harness.screen == ["Picker \"Flavor\" = \"mint\", options: \"vanilla\", \"mint\""])
    }

    @Test func aSelectionWithoutATagGetsSwiftUIsWarning() {
        let harness = Harness(Untagged())
        #expect(harness.mount.swiftUIWarnings == [
            "Picker: the selection \"7\" is invalid and does not have an associated tag, this will give undefined results."])
        #expect(harness.screen == ["Picker \"Number\" = (no option tagged \"7\"), options: \"one\", \"two\""])
    }

    @Test func aMissingOptionListsTheOptions() {
        let session = Session(FlavorPicker())
        #expect(throws: ScriptFailure(step: 1, action: "pick \"Flavor\" \"Chocolate\"",
                                      problem: "no picker with an option \"Chocolate\" labelled \"Flavor\"",
                                      available: ["pick \"Flavor\" \"Vanilla\"", "pick \"Flavor\" \"Mint\""])) {
            try session.play(.pick("Flavor", "Chocolate"))
        }
    }

    @Test func aStepperStaysInItsRange() {
        let harness = Harness(Counter())
        #expect(harness.screen == ["Stepper \"Count: 0\""])
        harness.play(.increment("Count: 0"))
        #expect(harness.screen == ["Stepper \"Count: 1\""])
        // At the upper bound the + button is disabled: nothing is written, nothing runs.
        let atBound = harness.play(.increment("Count: 1"))
        #expect(atBound.writes.isEmpty && atBound.ranViews.isEmpty)
        harness.play(.decrement("Count: 1"))
        #expect(harness.screen == ["Stepper \"Count: 0\""])
    }

    @Test func aSliderClampsSnapsAndReportsEditing() {
        let harness = Harness(Volume())
        let step = harness.play(.slide("Volume", 0.6))
        #expect(step.passes == 1)
        #expect(harness.screen.contains("  Slider \"Volume\" = 0.5"))  // 0.6 snaps to 0.5: equal, no write
        harness.play(.slide("Volume", 2))
        #expect(harness.screen.contains("  Slider \"Volume\" = 1"))
        #expect(harness.screen.contains("  Text \"volume 1.0, edits [true, false, true, false]\""))
    }

    @Test func aSecureFieldIsTypedIntoAndShowsDots() {
        let harness = Harness(Login())
        harness.play(.type("Password", "abc"))
        #expect(harness.screen.contains("  SecureField \"Password\" = \"•••\""))
        #expect(harness.screen.contains("  Button \"Sign in\""))
    }
}
