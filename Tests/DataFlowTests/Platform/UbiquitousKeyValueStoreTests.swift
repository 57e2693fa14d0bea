import DataFlow
import Foundation
import Testing

/// iCloud's key-value store with no iCloud account (D19): values stay on the device, one store
/// per run; the phone's power and heat are at rest.
@Suite struct UbiquitousKeyValueStoreTests {
    private struct Settings: View {
        @State private var theme = NSUbiquitousKeyValueStore.default.string(forKey: "theme") ?? "none"
        var body: some View {
            VStack {
                Text("theme \(theme)")
                Button("Dark") {
                    NSUbiquitousKeyValueStore.default.set("dark", forKey: "theme")
                    theme = NSUbiquitousKeyValueStore.default.string(forKey: "theme") ?? "none"
                }
            }
        }
    }

    @Test func whatAnAppWritesItReadsBackAndEachRunStartsEmpty() throws {
        let first = Session(Settings())
        #expect(try first.tap("Dark").screen.contains("  Text \"theme dark\""))
        let second = Session(Settings())
        #expect(second.screen.contains("  Text \"theme none\""), "a run starts with an empty store")
    }

    @Test func typedValuesAndRemoval() {
        let store = NSUbiquitousKeyValueStore()
        store.set(Int64(3), forKey: "count")
        store.set(true, forKey: "on")
        store.set(2.5, forKey: "ratio")
        #expect(store.longLong(forKey: "count") == 3 && store.bool(forKey: "on") && store.double(forKey: "ratio") == 2.5)
        store.removeObject(forKey: "on")
        #expect(!store.bool(forKey: "on") && store.synchronize())
        #expect(Set(store.dictionaryRepresentation.keys) == ["count", "ratio"])
    }

    @Test func thePhoneIsAtRest() {
        #expect(ProcessInfo.processInfo.thermalState == .nominal && !ProcessInfo.processInfo.isLowPowerModeEnabled)
        #expect(!ProcessInfo.processInfo.isiOSAppOnMac)
    }
}
