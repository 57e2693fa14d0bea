import DataFlow
import Testing

/// A view model keeping a setting in `@AppStorage`: it publishes as `@Published` does (§20).
private final class Settings: ObservableObject {
    @AppStorage("theme") var theme = "light"
}

/// The same in an `@Observable` class, where it must be `@ObservationIgnored`: nobody is told.
@Observable private final class Preferences {
    @ObservationIgnored @AppStorage("theme") var theme = "light"
}

private struct ModelScreen: View {
    @StateObject private var settings = Settings()
    var body: some View {
        VStack {
            Text("theme \(settings.theme)")
            Button("Dark") { settings.theme = "dark" }
            Elsewhere()
        }
        .onReceive(settings.objectWillChange) { print("will change") }
    }
}

/// Another view writing the same key, as a settings screen would.
private struct Elsewhere: View {
    @AppStorage("theme") private var theme = "light"
    var body: some View { Button("Sepia") { theme = "sepia" } }
}

private struct ObservableScreen: View {
    @State private var preferences = Preferences()
    var body: some View {
        VStack {
            Text("theme \(preferences.theme)")
            Button("Dark") { preferences.theme = "dark" }
        }
    }
}

/// A control bound to the object's `@AppStorage` through its projected binding.
private final class Flags: ObservableObject {
    @AppStorage("flag") var flag = false
}

private struct FlagScreen: View {
    @StateObject private var flags = Flags()
    var body: some View {
        VStack {
            Toggle("Flag", isOn: flags.$flag)
            Text("flag \(flags.flag)")
        }
        .onReceive(flags.objectWillChange) { print("will change") }
    }
}

@Suite struct AppStorageInObjectTests {
    /// `model.$flag`: a binding to the defaults; a write through it is saved and publishes.
    @Test func aWriteThroughTheObjectsProjectedBindingIsSavedAndPublishes() {
        let harness = Harness(FlagScreen())
        let step = harness.toggle("Flag")
        #expect(step.console == ["will change", "will change"])
        #expect(step.ran == ["FlagScreen: _flags changed."])
        #expect(step.writes.contains { $0.target == "AppStorage(\"flag\")" && $0.new.text == "true" })
        #expect(!step.record.notes.contains { $0.contains("constant binding") }, "\(step.record.notes)")
        #expect(harness.screen.contains("  Text \"flag true\""))
        #expect(harness.screen.contains("  Toggle \"Flag\" on"))
    }

    @Test func aWriteThroughTheObjectPublishesAndIsSaved() {
        let harness = Harness(ModelScreen())
        let step = harness.tap("Dark")
        // One announcement from the setter, one from the key's observer, as logged on a device.
        #expect(step.console == ["will change", "will change"])
        #expect(step.ran == ["ModelScreen: _settings changed."])
        #expect(harness.screen.contains("  Text \"theme dark\""))
        #expect(step.writes.contains { $0.target == "AppStorage(\"theme\")" && $0.new.text == "\"dark\"" })
    }

    @Test func aWriteToTheKeyElsewhereMakesTheObjectPublish() {
        let harness = Harness(ModelScreen())
        let step = harness.tap("Sepia")
        #expect(step.console == ["will change"])
        #expect(step.ran == ["ModelScreen: _settings changed."])
        #expect(harness.screen.contains("  Text \"theme sepia\""))
    }

    @Test func inAnObservableClassTheWriteIsSavedAndNobodyIsTold() {
        let harness = Harness(ObservableScreen())
        let step = harness.tap("Dark")
        #expect(step.ran.isEmpty)
        #expect(step.writes.contains { $0.target == "AppStorage(\"theme\")" && $0.new.text == "\"dark\"" })
        #expect(harness.screen.contains("  Text \"theme light\""))
        #expect(harness.stale.map(\.current) == ["Text \"theme dark\""])
    }
}
