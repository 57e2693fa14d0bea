import Foundation
import Testing

/// Main-actor work in a user's program runs with the run's tasks (§19): a `Task { @MainActor in }`
/// in an action, `await MainActor.run { }` in a task, and a task an app's `init` starts (seeding
/// a store) all happen, after the step's passes, as SwiftUI runs them after the event.
@Suite struct MainActorWorkTests {
    static let app = """
        import SwiftUI

        @Observable final class Store { var items: [String] = [] }

        @main struct SeedApp: App {
            let store = Store()
            init() {
                let store = self.store
                Task { @MainActor in store.items = ["seeded"] }
            }
            var body: some Scene {
                WindowGroup { ContentView(store: store) }
            }
        }

        struct ContentView: View {
            let store: Store
            @State private var count = 0
            var body: some View {
                VStack {
                    Text("\\(store.items.count) items, count \\(count)")
                    Button("Main actor") { Task { @MainActor in count += 1 } }
                    Button("Hop") {
                        Task {
                            let next = await MainActor.run { count + 10 }
                            count = next
                        }
                    }
                }
            }
        }
        """

    @Test func mainActorWorkRunsWithTheRunsTasks() throws {
        let workspace = try UserFileTests.Workspace()
        try workspace.write("Seed.swift", Self.app)
        let result = try workspace.dataflow(["run", "Seed.swift", "--script", "tap \"Main actor\"; tap \"Hop\""])
        #expect(result.status == 0, "\(result.stderr)")
        // The header, then the mount and the two taps.
        let steps = Array(result.stdout.components(separatedBy: "\n[").dropFirst())
        try #require(steps.count == 3)
        // The app's init started a task; it ran after the mount's first pass.
        #expect(steps[0].contains("  task     Task { } started\n"))
        #expect(steps[0].contains("      Text \"1 items, count 0\""), "\(steps[0])")
        #expect(steps[1].contains("  write    SeedApp/ContentView._count: 0 → 1"), "\(steps[1])")
        #expect(steps[1].contains("      Text \"1 items, count 1\""))
        #expect(steps[2].contains("  write    SeedApp/ContentView._count: 1 → 11"), "\(steps[2])")
        #expect(steps[2].contains("  task     Task { } finished"))
    }
}
