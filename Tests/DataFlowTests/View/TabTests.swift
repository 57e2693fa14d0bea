import DataFlow
import Testing

private enum Screen: Hashable { case home, library, settings, search }

private struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View {
        Button("\(name) \(count)") { count += 1 }
            .onAppear { print("\(name) appeared") }
    }
}

/// iOS 18's tabs: a value per tab, a section, the search role, and a button that selects a tab.
private struct Tabs18: View {
    @State private var selection: Screen = .home
    var body: some View {
        VStack {
            TabView(selection: $selection) {
                Tab("Home", systemImage: "house", value: .home) {
                    Counter(name: "Home")
                }
                TabSection("Collections") {
                    Tab("Library", systemImage: "books.vertical", value: Screen.library) {
                        Counter(name: "Library")
                    }
                }
                Tab(value: .search, role: .search) {
                    Counter(name: "Search")
                }
                .badge(3)
            }
            .tabViewStyle(.sidebarAdaptable)
            Text("on \(String(describing: selection))")
            Button("Go to search") { selection = .search }
        }
    }
}

/// Tabs without values (their positions are their tags), one behind an `if`, some from a `ForEach`.
private struct Generated: View {
    @State private var showsSettings = false
    let names = ["One", "Two"]
    var body: some View {
        VStack {
            TabView {
                ForEach(names, id: \.self) { name in
                    Tab(name, systemImage: "circle") { Counter(name: name) }
                }
                if showsSettings {
                    Tab("Settings", systemImage: "gear") { Counter(name: "Settings") }
                }
            }
            Toggle("Settings tab", isOn: $showsSettings)
        }
    }
}

/// An onboarding pager: pages without tab items, named by their place.
private struct Pager: View {
    @State private var page = 0
    var body: some View {
        TabView(selection: $page) {
            Text("Welcome").tag(0)
            Text("Your name").tag(1)
        }
        .tabViewStyle(.page)
    }
}

/// Tabs whose items are images alone, and a tab whose stack pushes a destination by a binding.
private struct IconTabs: View {
    @State private var showsDetail = false
    var body: some View {
        TabView {
            NavigationStack {
                Button("Open") { showsDetail = true }
                    .navigationDestination(isPresented: $showsDetail) { Counter(name: "Detail") }
            }
            .tabItem { Image(systemName: "house.fill") }
            Counter(name: "Clock")
                .tabItem { Image(systemName: "clock.fill") }
        }
    }
}

@Suite struct TabTests {
    @Test func anItemOfAnImageAloneIsNamedByTheImage() {
        let harness = Harness(IconTabs())
        #expect(harness.screen[0] == "TabView selected: \"house.fill\", tabs: \"house.fill\", \"clock.fill\"")
    }

    @Test func aDestinationPushedInATabLeavesTheTabBarOperable() {
        let harness = Harness(IconTabs())
        var controls: [String] { harness.graph.controls().map(\.scriptName) }
        harness.tap("Open")
        // The destination covers its stack: the button under it cannot be tapped; the tab bar
        // around the stack stays on screen, as on an iPhone.
        #expect(controls.contains("tap \"Detail 0\""))
        #expect(!controls.contains("tap \"Open\""))
        let clock = harness.play(.selectTab("clock.fill"))
        #expect(clock.console == ["Clock appeared"])
        harness.play(.selectTab("house.fill"))
        #expect(controls.contains("tap \"Detail 0\""), "the tab keeps its pushed destination")
    }

    @Test func pagesWithoutItemsAreNamedByTheirPlace() {
        let harness = Harness(Pager())
        #expect(harness.screen[0] == "TabView selected: \"tab 1\", tabs: \"tab 1\", \"tab 2\"")
        harness.play(.selectTab("tab 2"))
        #expect(harness.screen[1] == "  Text \"Your name\"")
    }

    @Test func aTabsValueIsTheSelectionAndItsTitleTheItem() {
        let harness = Harness(Tabs18())
        #expect(harness.mount.console == ["Home appeared"])
        #expect(harness.screen[1] == "  TabView selected: \"Home\", tabs: \"Home\", \"Library\", \"Search\"")
        let library = harness.play(.selectTab("Library"))
        #expect(library.console == ["Library appeared"])
        #expect(harness.screen.contains("  Text \"on library\""), "selecting a tab writes its value to the binding")
        // A write to the selection selects the tab whose value it is.
        let search = harness.tap("Go to search")
        #expect(search.console == ["Search appeared"])
        #expect(harness.screen[1] == "  TabView selected: \"Search\", tabs: \"Home\", \"Library\", \"Search\"")
    }

    @Test func aTabKeepsItsStateWhileAnotherIsSelected() {
        let harness = Harness(Tabs18())
        harness.tap("Home 0")
        harness.play(.selectTab("Library"))
        let back = harness.play(.selectTab("Home"))
        #expect(back.console == ["Home appeared"])
        #expect(harness.screen.contains("    Button \"Home 1\""))
    }

    @Test func tabsFromAForEachAndAnIfAreTabs() {
        let harness = Harness(Generated())
        #expect(harness.screen[1] == "  TabView selected: \"One\", tabs: \"One\", \"Two\"")
        harness.toggle("Settings tab")
        #expect(harness.screen[1] == "  TabView selected: \"One\", tabs: \"One\", \"Two\", \"Settings\"")
        let settings = harness.play(.selectTab("Settings"))
        #expect(settings.console == ["Settings appeared"])
    }
}
