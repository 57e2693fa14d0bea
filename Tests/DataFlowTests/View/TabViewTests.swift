import DataFlow
import Testing

private struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View {
        Button("\(name) \(count)") { count += 1 }
            .onAppear { print("\(name) appeared") }
    }
}

private struct Tabs: View {
    @State private var selection = "home"
    var body: some View {
        VStack {
            TabView(selection: $selection) {
                Counter(name: "Home").tabItem { Label("Home", systemImage: "house") }.tag("home")
                Counter(name: "Settings").tabItem { Text("Settings") }.tag("settings")
            }
            Text("on \(selection)")
        }
    }
}

private struct Fruit: Identifiable {
    let id: Int
    let name: String
}

private struct Picking: View {
    @State private var chosen: Int?
    @State private var many: Set<Int> = []
    let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
    var body: some View {
        VStack {
            List(selection: $chosen) {
                ForEach(fruits) { Text($0.name) }
            }
            Text("chosen \(String(describing: chosen))")
        }
    }
}

@Suite struct TabViewTests {
    @Test func tabsAreCreatedWhenFirstSelectedAndKeepTheirState() {
        let harness = Harness(Tabs())
        #expect(harness.mount.console == ["Home appeared"])
        #expect(harness.screen.prefix(2) == ["VStack", "  TabView selected: \"Home\", tabs: \"Home\", \"Settings\""])
        harness.tap("Home 0")
        let switched = harness.play(.selectTab("Settings"))
        #expect(switched.console == ["Settings appeared"])
        #expect(harness.screen.contains("  Text \"on settings\""))
        // Only the selected tab can be operated; the other keeps its state.
        #expect(harness.session.controls == ["select-tab \"Home\"", "select-tab \"Settings\"", "tap \"Settings 0\""])
        // Shown again, the tab appears again (§29), with its state.
        let back = harness.play(.selectTab("Home"))
        #expect(back.console == ["Home appeared"])
        #expect(harness.screen.contains("    Button \"Home 1\""))
    }

    @Test func aListWithASelectionSelectsARowsID() {
        let harness = Harness(Picking())
        #expect(harness.screen[1] == "  List selection: []")
        harness.play(.select("Pear"))
        #expect(harness.screen[1] == "  List selection: [\"Pear\"]")
        #expect(harness.screen.last == "  Text \"chosen Optional(2)\"")
    }
}
