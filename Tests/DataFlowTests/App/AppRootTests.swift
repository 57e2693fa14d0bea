import DataFlow
import Testing

/// §26: an app's root is the content of its first window; the app's own state is installed like
/// a view's and reaches that content.
fileprivate struct TwoWindows: App {
    var body: some Scene {
        WindowGroup { Text("main") }
        WindowGroup(id: "aux") { Text("aux") }
    }
}

fileprivate struct SettingsFirst: App {
    var body: some Scene {
        Settings { Text("settings") }
        WindowGroup { Text("main") }
    }
}

fileprivate struct Counting: App {
    @State private var count = 0
    var body: some Scene {
        WindowGroup {
            Button("count \(count)") { count += 1 }
        }
    }
}

/// A scene that reacts to a value of the app's: `WindowGroup { … }.onChange(of:)` (iOS 17).
private struct Watching: App {
    @State private var count = 0
    @State private var changes: [String] = []
    var body: some Scene {
        WindowGroup {
            VStack {
                Button("Up") { count += 1 }
                Text(changes.joined(separator: ", "))
            }
        }
        .onChange(of: count) { old, new in changes.append("\(old)→\(new)") }
    }
}

/// An object handed to the whole scene (`WindowGroup { … }.environmentObject(store)`, iOS 17),
/// read deep in the window by `@EnvironmentObject`, and a scene's environment transformed.
private final class Store: ObservableObject {
    @Published var items = 0
}

private struct StoreCount: View {
    @EnvironmentObject var store: Store
    @Environment(\.lineLimit) var lineLimit
    var body: some View {
        Button("items \(store.items), lines \(lineLimit ?? 0)") { store.items += 1 }
    }
}

private struct SharingAStore: App {
    @StateObject private var store = Store()
    var body: some Scene {
        WindowGroup { VStack { StoreCount() } }
            .environmentObject(store)
            .transformEnvironment(\.lineLimit) { $0 = ($0 ?? 1) + 2 }
    }
}

@Suite struct AppRootTests {
    @Test func aScenesEnvironmentObjectReachesItsWindowAndItsChangesRerunTheReader() {
        let harness = Harness(AppRoot(SharingAStore()))
        #expect(harness.screen == ["VStack", "  Button \"items 0, lines 3\""])
        let step = harness.tap("items 0, lines 3")
        #expect(harness.screen == ["VStack", "  Button \"items 1, lines 3\""])
        // The app owns it with @StateObject, which observes it (§7), as the reader does.
        #expect(step.ranViews == ["SharingAStore", "StoreCount"])
    }

    @Test func aScenesOnChangeRunsWhenTheAppsValueChanges() {
        let harness = Harness(AppRoot(Watching()))
        harness.tap("Up")
        harness.tap("Up")
        #expect(harness.screen.contains("  Text \"0→1, 1→2\""), "\(harness.screen)")
    }

    @Test func theFirstWindowIsTheRoot() {
        #expect(Harness(AppRoot(TwoWindows())).screen == ["Text \"main\""])
        #expect(Harness(AppRoot(SettingsFirst())).screen == ["Text \"main\""], "Settings is not a window of the app's screen")
    }

    @Test func theAppsOwnStateIsInstalledAndDrivesItsWindow() {
        let harness = Harness(AppRoot(Counting()))
        let step = harness.tap("count 0")
        #expect(step.ran == ["Counting: _count changed."])
        #expect(harness.screen == ["Button \"count 1\""])
    }
}

private struct NoteWindowsApp: App {
    var body: some Scene {
        WindowGroup("Note", for: Int.self) { $noteID in
            VStack {
                Text("note \(noteID)")
                Button("Pick") { noteID = 7 }
            }
        } defaultValue: {
            1
        }
    }
}

/// A window group for presented values (iOS 16) opens its one iPhone window with its default
/// value, which the window's content owns and writes through its binding.
@Suite struct PresentedWindowTests {
    @Test func theFirstWindowHasTheDefaultValueAndKeepsWrites() {
        let harness = Harness(AppRoot(NoteWindowsApp()))
        #expect(harness.screen.contains { $0.contains("Text \"note 1\"") }, "\(harness.screen)")
        harness.tap("Pick")
        #expect(harness.screen.contains { $0.contains("Text \"note 7\"") }, "\(harness.screen)")
    }
}
