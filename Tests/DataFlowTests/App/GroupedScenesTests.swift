import DataFlow
import Testing

/// Scenes grouped with `Group { … }`: the app's first window is the group's first.
fileprivate struct Grouped: App {
    @State private var count = 0
    var body: some Scene {
        Group {
            Settings { Text("settings") }
            WindowGroup {
                Button("count \(count)") { count += 1 }
            }
        }
    }
}

@Suite struct GroupedScenesTests {
    @Test func aGroupOfScenesOpensItsFirstWindow() {
        let harness = Harness(AppRoot(Grouped()))
        #expect(harness.screen == ["Button \"count 0\""])
        harness.tap("count 0")
        #expect(harness.screen == ["Button \"count 1\""])
    }
}
