import DataFlow
import Testing

/// A tap gesture on the whole of a button's or link's label takes the tap before the control
/// does: the gesture's action runs, the control's own does not (§25).
@Suite struct LabelTapGestureTests {
    struct Cell: View {
        let name: String
        var body: some View { Text(name) }
    }

    struct Lists: View {
        @State private var selected: String?
        @State private var taps: [String] = []
        var body: some View {
            NavigationStack {
                VStack {
                    Text(taps.joined(separator: ", "))
                    NavigationLink(value: "Groceries") {
                        Cell(name: "Groceries").onTapGesture { selected = "Groceries" }
                    }
                    Button {
                        taps.append("button")
                    } label: {
                        Text("Both").onTapGesture { taps.append("label") }
                    }
                    Button {
                        taps.append("plain")
                    } label: {
                        HStack {
                            Text("Partly")
                            Image(systemName: "star").onTapGesture { taps.append("star") }
                        }
                    }
                }
                .navigationDestination(for: String.self) { Text("pushed \($0)") }
                .navigationDestination(item: $selected) { Text("selected \($0)") }
            }
        }
    }

    @Test func aLinksLabelGestureRunsAndTheLinkDoesNotPush() {
        let harness = Harness(Lists())
        let step = harness.tap("Groceries")
        #expect(step.writes.map(\.target) == ["LabelTapGestureTests.Lists._selected"])
        #expect(step.record.notes.contains { $0.hasPrefix("the tap lands on the label of NavigationLink \"Groceries\"") })
        #expect(harness.screen.contains { $0.contains("Text \"selected Groceries\"") })
        #expect(!harness.screen.contains { $0.contains("pushed Groceries") })
    }

    @Test func aButtonsLabelGestureRunsInsteadOfItsAction() {
        let harness = Harness(Lists())
        harness.tap("Both")
        #expect(harness.screen.contains { $0.hasSuffix("Text \"label\"") })
    }

    /// A gesture on a part of the label is not where the tap lands: the button's action runs.
    @Test func aGestureOnPartOfTheLabelLeavesTheButtonItsTap() {
        let harness = Harness(Lists())
        harness.tap("Partly")
        #expect(harness.screen.contains { $0.hasSuffix("Text \"plain\"") })
    }
}
