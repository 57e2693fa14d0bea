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

/// iOS 18's tab customization keeps what the app writes (an iPhone offers no editing of it).
@Suite struct TabViewCustomizationTests {
    @Test func visibilitiesAndResetsAreKept() {
        var customization = TabViewCustomization()
        #expect(customization[visibility: "news"] == .automatic)
        customization[visibility: "news"] = .hidden
        customization[sidebarVisibility: "news"] = .visible
        #expect(customization[visibility: "news"] == .hidden)
        #expect(customization[tab: "news"].sidebarVisibility == .visible)
        #expect(customization[tab: "news"].tabBarVisibility == .hidden)
        let copy = customization
        #expect(copy == customization)
        customization.resetVisibility()
        #expect(customization[visibility: "news"] == .automatic)
        #expect(copy != customization)
    }
}

private struct HidingTabs: View {
    @State private var showsAdmin = false
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") {
                Button("Unlock") { showsAdmin = true }
            }
            Tab("Admin", systemImage: "lock") { Text("admin") }
                .hidden(!showsAdmin)
        }
    }
}

extension TabViewCustomizationTests {
    /// `.hidden(_:)` on a tab (iOS 18) keeps it out of the tab bar until the condition turns false.
    @Test func aHiddenTabIsNotInTheTabBar() {
        let harness = Harness(HidingTabs())
        #expect(!harness.screen.joined(separator: "\n").contains("Admin"), "\(harness.screen)")
        harness.tap("Unlock")
        #expect(harness.screen.joined(separator: "\n").contains("Admin"), "\(harness.screen)")
    }
}
