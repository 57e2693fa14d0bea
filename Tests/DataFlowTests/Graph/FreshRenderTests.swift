import Testing

@testable import DataFlow

fileprivate final class Box {
    var value = 0
}

fileprivate struct Shows: View {
    @State var box = Box()
    @State var count = 0
    var body: some View {
        VStack {
            Text("box \(box.value)")
            Text("count \(count)")
            Button("poke") { box.value += 1 }
            Button("count") { count += 1 }
            if count > 0 { Text("appeared") }
        }
    }
}

/// D12: staleness compares the screen with a fresh render of the current values, and computing
/// it disturbs nothing.
fileprivate final class Tally: ObservableObject {
    @Published var count = 0
}

fileprivate struct Recreating: View {
    @ObservedObject var tally = Tally()
    var body: some View {
        Button("count \(tally.count)") { tally.count += 1 }
    }
}

@Suite struct FreshRenderTests {
    /// D12: a fresh render re-runs `= Tally()` and gets a new object; that is a recreation the
    /// next parent re-render would make too, not something the screen fails to show.
    @Test func anObjectAFreshRenderWouldRecreateIsNotStale() {
        let harness = Harness(Recreating())
        harness.tap("count 0")
        #expect(harness.screen == ["Button \"count 1\""])
        #expect(harness.stale.isEmpty)
    }

    @Test func aChangeNothingTracksIsStaleUntilTheBodyRunsAgain() {
        let harness = Harness(Shows())
        harness.tap("poke")
        #expect(harness.stale == [StaleView(identity: "Shows/VStack[0]/Text", shows: "Text \"box 0\"", current: "Text \"box 1\"")])
        harness.tap("count")
        #expect(harness.stale.isEmpty)
    }

    @Test func computingStalenessDisturbsNothing() {
        let harness = Harness(Shows())
        harness.tap("poke")
        let counters = harness.graph.counters
        let screen = harness.screen
        _ = harness.stale
        _ = harness.stale
        #expect(harness.graph.counters == counters)
        #expect(harness.screen == screen)
        // Nothing was reported meanwhile: an empty step reports nothing either.
        #expect(harness.perform {}.events.isEmpty)
    }
}
