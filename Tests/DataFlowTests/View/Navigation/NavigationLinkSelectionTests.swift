import DataFlow
import Testing

/// iOS 13's tagged links: the one whose tag is the selection is pushed.
private struct Tagged: View {
    @State var selection: String?
    var body: some View {
        NavigationView {
            VStack {
                Text("selected \(selection ?? "none")")
                NavigationLink("Milk", tag: "milk", selection: $selection) { Text("Milk detail") }
                NavigationLink(destination: Text("Bread detail"), tag: "bread", selection: $selection) { Text("Bread") }
                Button("Bread from code") { selection = "bread" }
            }
        }
    }
}

@Suite struct NavigationLinkSelectionTests {
    /// Tapping writes the tag and pushes; back clears the selection; setting the selection from
    /// code pushes that tag's link.
    @Test func aTaggedLinkIsActiveWhileTheSelectionIsItsTag() {
        let harness = Harness(Tagged())
        let tapped = harness.tap("Milk")
        #expect(tapped.writes.map(\.target) == ["Tagged._selection"])
        #expect(harness.screen.contains { $0.hasSuffix("Text \"Milk detail\"") })
        #expect(!harness.screen.contains { $0.hasSuffix("Text \"Bread detail\"") })
        harness.play(.back)
        #expect(harness.screen.contains { $0.hasSuffix("Text \"selected none\"") })
        #expect(!harness.screen.contains { $0.hasSuffix("Text \"Milk detail\"") })
        harness.tap("Bread from code")
        #expect(harness.screen.contains { $0.hasSuffix("Text \"Bread detail\"") })
        #expect(!harness.screen.contains { $0.hasSuffix("Text \"Milk detail\"") })
    }
}
