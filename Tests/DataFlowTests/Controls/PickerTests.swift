import DataFlow
import Testing

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
            ForEach(Flavor.allCases) { Text($0.rawValue) }  // tagged with their ids (String)
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

/// A picker shows the option whose tag is the selection, picking writes that tag, and a selection
/// no tag matches gets SwiftUI's warning (§20).
@Suite struct PickerTests {
    @Test func aTagMatchesAnOptionalSelectionHoldingIt() {
        let harness = Harness(OptionalFlavor(includeOptional: true))
        let step = harness.play(.pick("Flavor", "Mint"))
        #expect(step.swiftUIWarnings.isEmpty)
        #expect(harness.screen == ["Picker \"Flavor\" = \"Mint\", options: \"None\", \"Mint\""])
        let strict = Harness(OptionalFlavor(includeOptional: false))
        let picked = strict.play(.pick("Flavor", "Mint"))
        #expect(
            picked.swiftUIWarnings == [
                "Picker: the selection \"Optional(\"Mint\")\" is invalid and does not have an associated tag, this will give undefined results."
            ])
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
        #expect(
            harness.mount.swiftUIWarnings == [
                "Picker: the selection \"7\" is invalid and does not have an associated tag, this will give undefined results."
            ])
        #expect(harness.screen == ["Picker \"Number\" = (no option tagged \"7\"), options: \"one\", \"two\""])
    }

    @Test func aMissingOptionListsTheOptions() {
        let session = Session(FlavorPicker())
        #expect(
            throws: ScriptFailure(
                step: 1, action: "pick \"Flavor\" \"Chocolate\"",
                problem: "no picker with an option \"Chocolate\" labelled \"Flavor\"",
                available: ["pick \"Flavor\" \"Vanilla\"", "pick \"Flavor\" \"Mint\""])
        ) {
            try session.play(.pick("Flavor", "Chocolate"))
        }
    }
}
