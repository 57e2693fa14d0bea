import DataFlow
import Testing

/// A view that prints when it appears, disappears, and when its task starts or is cancelled.
private struct Page: View {
    let name: String
    @State private var taps = 0
    var body: some View {
        Button("\(name) \(taps)") { taps += 1 }
            .onAppear { print("\(name) appear") }
            .onDisappear { print("\(name) disappear") }
    }
}

private struct Pushing: View {
    var body: some View {
        NavigationStack {
            VStack {
                Page(name: "root")
                NavigationLink("Open") { Page(name: "detail") }
            }
        }
    }
}

private struct Tabs: View {
    var body: some View {
        TabView {
            Pushing().tabItem { Text("Stack") }
            Page(name: "other").tabItem { Text("Other") }
        }
    }
}

private struct Item: Identifiable { let id: Int }

private struct Presenting: View {
    @State private var sheet = false
    @State private var cover = false
    @State private var item: Item?
    var body: some View {
        VStack {
            Page(name: "home")
            Button("Sheet") { sheet = true }
            Button("Cover") { cover = true }
            Button("Item") { item = Item(id: 1) }
        }
        .sheet(isPresented: $sheet) { Page(name: "sheet") }
        .fullScreenCover(isPresented: $cover) { Page(name: "cover") }
        .sheet(item: $item, onDismiss: { print("onDismiss") }) { item in
            VStack {
                Page(name: "item \(item.id)")
                Button("Next") { self.item = Item(id: item.id + 1) }
            }
        }
    }
}

private struct Working: View {
    var body: some View {
        NavigationStack {
            VStack {
                Text("working")
                    .task {
                        print("task started")
                        do { try await Task.sleep(for: .seconds(60)) } catch { print("task cancelled") }
                    }
                NavigationLink("Open") { Text("detail") }
            }
        }
    }
}

/// §29: views that leave the screen while their identity lives on, and closing the window.
@Suite struct CoveringTests {
    @Test func aPushCoversTheViewBelowAndAPopUncoversIt() {
        let harness = Harness(Pushing())
        harness.tap("root 0")
        #expect(harness.tap("Open").console == ["detail appear", "root disappear"])
        #expect(harness.play(.back).console == ["root appear", "detail disappear"])
        // Covered, the root kept its state.
        #expect(harness.screen.contains("    Button \"root 1\""))
    }

    @Test func aTabSwitchHidesOneTabAndShowsTheOtherWithTheirState() {
        let harness = Harness(Tabs())
        harness.tap("root 0")
        #expect(harness.play(.selectTab("Other")).console == ["other appear", "root disappear"])
        #expect(harness.play(.selectTab("Stack")).console == ["root appear", "other disappear"])
        #expect(harness.screen.contains { $0.hasSuffix("Button \"root 1\"") })
    }

    @Test func aViewCoveredOnItsOwnStaysHiddenWhenItsTabComesBack() {
        let harness = Harness(Tabs())
        harness.tap("Open")
        #expect(harness.play(.selectTab("Other")).console == ["other appear", "detail disappear"])
        // The stack's root is still under the pushed view: only the detail comes back.
        #expect(harness.play(.selectTab("Stack")).console == ["detail appear", "other disappear"])
    }

    @Test func aFullScreenCoverHidesItsPresenterAndASheetDoesNot() {
        let harness = Harness(Presenting())
        #expect(harness.tap("Sheet").console == ["sheet appear"])
        #expect(harness.play(.dismiss).console == ["sheet disappear"])
        #expect(harness.tap("Cover").console == ["cover appear", "home disappear"])
        #expect(harness.play(.dismiss).console == ["home appear", "cover disappear"])
    }

    @Test func anotherItemDismissesThenPresentsWithOnDismissBetween() {
        let harness = Harness(Presenting())
        harness.tap("Item")
        #expect(harness.tap("Next").console == ["item 1 disappear", "onDismiss", "item 2 appear"])
    }

    @Test func aCoveredViewsTaskIsCancelledAndStartsAgainWhenShown() {
        let harness = Harness(Working())
        #expect(harness.mount.console == ["task started"])
        #expect(harness.tap("Open").console == ["task cancelled"])
        #expect(harness.play(.back).console == ["task started"])
    }

    @Test func closingTheWindowEndsEverythingAndTheRun() throws {
        let session = Session(root: Presenting(), inspection: .events)
        let closed = session.end()
        #expect(closed.console == ["home disappear"])
        #expect(closed.screen.isEmpty && closed.stale.isEmpty)
        #expect(throws: ScriptFailure.self) { try session.play(.tap("Sheet")) }
        let working = Session(root: Working(), inspection: .events)
        #expect(working.end().console == ["task cancelled"])
    }
}
