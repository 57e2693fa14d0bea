import DataFlow
import Testing

/// A section's `.sectionActions { … }` reach the container that reads its sections, as
/// `SectionConfiguration.actions`: placed, they are its buttons, whose actions run.
private struct Sections: View {
    @State private var added = 0
    var body: some View {
        VStack {
            ForEach(
                sections: Group {
                    Section("Fruit") {
                        Text("Apple")
                    }
                    .sectionActions {
                        Button("Add fruit") { added += 1 }
                    }
                    Section("Vegetables") {
                        Text("Carrot")
                    }
                }
            ) { section in
                VStack {
                    section.header
                    section.actions
                }
            }
            Text("added \(added)")
        }
    }
}

@Suite struct SectionActionsTests {
    @Test func aSectionsActionsArePlacedAndRun() {
        let harness = Harness(Sections())
        #expect(harness.screen.filter { $0.contains("Button \"Add fruit\"") }.count == 1)
        harness.tap("Add fruit")
        #expect(harness.screen.contains { $0.hasSuffix("Text \"added 1\"") })
    }
}
