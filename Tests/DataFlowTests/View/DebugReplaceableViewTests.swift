import DataFlow
import Testing

private struct Counter: View {
    @State private var count = 0
    var body: some View { Button("Count \(count)") { count += 1 } }
}

/// The same place holds a `DebugReplaceableView` erasing a `Counter`, or, swapped, a `Text`.
private struct Replaceable: View {
    @State private var showsText = false
    @State private var title = "Title"
    var body: some View {
        VStack {
            Text(title)
            showsText ? DebugReplaceableView(erasing: Text("Replaced")) : DebugReplaceableView(erasing: Counter())
            Button("Swap") { showsText.toggle() }
            Button("Rename") { title += "!" }
        }
    }
}

/// iOS 26's `DebugReplaceableView` shows the view it erases with `AnyView`'s identity rules (§1).
@Suite struct DebugReplaceableViewTests {
    @Test func theErasedViewIsShownAndKeepsItsStateWhileItsTypeStays() {
        let harness = Harness(Replaceable())
        #expect(harness.screen.contains { $0.contains("Button \"Count 0\"") })
        harness.tap("Count 0")
        let renamed = harness.tap("Rename")
        #expect(renamed.ranViews.contains("Replaceable"))
        #expect(harness.screen.contains { $0.contains("Button \"Count 1\"") }, "the parent ran again; the erased Counter kept its count")
    }

    @Test func anErasedViewOfAnotherTypeIsANewViewWhoseStateStartsAgain() {
        let harness = Harness(Replaceable())
        harness.tap("Count 0")
        harness.tap("Swap")
        #expect(harness.screen.contains { $0.contains("Text \"Replaced\"") })
        #expect(!harness.screen.contains { $0.contains("Count") })
        harness.tap("Swap")
        #expect(harness.screen.contains { $0.contains("Button \"Count 0\"") }, "the Counter came back as a new view")
    }
}
