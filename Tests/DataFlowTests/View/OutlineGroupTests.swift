import DataFlow
import Testing

/// A tree of rows (iOS 14): each group starts collapsed and keeps its own expansion.
fileprivate struct Folder: Identifiable {
    let id: String
    var children: [Folder]?
}

fileprivate let tree = [
    Folder(id: "Documents", children: [Folder(id: "Taxes", children: [Folder(id: "2025", children: nil)]), Folder(id: "Notes", children: nil)]),
    Folder(id: "Music", children: []),
    Folder(id: "readme", children: nil),
]

fileprivate struct Browser: View {
    var body: some View {
        List(tree, children: \.children) { folder in Text(folder.id) }
    }
}

fileprivate struct RootOnly: View {
    var body: some View {
        OutlineGroup(tree[0], children: \.children) { Text("• \($0.id)") }
    }
}

@Suite struct OutlineGroupTests {
    private func shows(_ harness: Harness, _ text: String) -> Bool {
        harness.screen.contains { $0.contains("\"\(text)\"") }
    }

    @Test func groupsStartCollapsedAndExpandOneAtATime() {
        let harness = Harness(Browser())
        #expect(shows(harness, "Documents") && shows(harness, "Music") && shows(harness, "readme"))
        #expect(!shows(harness, "Taxes"))
        let step = harness.tap("Documents")
        // The tapped group's own state changed; the rest are the rows it now shows, made anew.
        #expect(step.ranViews == ["DisclosureGroup", "OutlineSubgroupChildren", "OutlineGroup", "DisclosureGroup"])
        #expect(!step.ranViews.contains("Browser"))
        #expect(shows(harness, "Taxes") && shows(harness, "Notes"))
        #expect(!shows(harness, "2025"), "a nested group is collapsed too")
        harness.tap("Taxes")
        #expect(shows(harness, "2025"))
    }

    @Test func anElementWithoutChildrenIsAPlainRow() {
        let harness = Harness(Browser())
        #expect(!harness.session.controls.contains("tap \"readme\""))
        #expect(harness.session.controls.contains("tap \"Music\""), "an empty array of children is still a group")
    }

    @Test func aRootIsShownWithItsTree() {
        let harness = Harness(RootOnly())
        #expect(shows(harness, "• Documents"))
        harness.tap("• Documents")
        #expect(shows(harness, "• Notes"))
    }
}
