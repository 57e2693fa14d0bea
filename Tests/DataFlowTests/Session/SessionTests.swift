import DataFlow
import Testing

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("count: \(count)")
            Button("Increment") { count += 1 }
            Button("Increment") { count += 10 }
        }
    }
}

private final class Feed {
    var items = ["a"]
}

private struct FeedView: View {
    let feed: Feed
    @State private var refreshes = 0
    var body: some View {
        Text("\(feed.items.count) items, \(refreshes) refreshes")
    }
}

private struct Alarm: View {
    @State private var set = false
    var body: some View {
        // iOS 17's time formats put a narrow no-break space (U+202F) before AM and PM.
        Button(set ? "Set" : "6:13\u{202F}AM") { set = true }
    }
}

/// The public driving API: mount, play, perform external events, read each step.
@Suite struct SessionTests {
    /// `play` may go on for thousands of steps (issue 20 item 12): a session that keeps only the
    /// latest records holds two (the latest and the one before), and numbers the steps on.
    @Test func aSessionThatKeepsOnlyTheLatestStepsHoldsTwoRecords() throws {
        let session = Session(root: Counter(), keepsEveryStep: false)
        for _ in 0..<50 { try session.play(.tap("Increment")) }
        #expect(session.steps.count == 2)
        #expect(session.stepCount == 51)
        #expect(session.steps.map(\.index) == [49, 50])
        #expect(session.screen.contains { $0.contains("count: 50") })
        // Every step is kept by default: a transcript prints them all.
        let kept = Session(Counter())
        try kept.play(.tap("Increment"))
        #expect(kept.steps.map(\.index) == [0, 1] && kept.stepCount == 2)
    }

    @Test func aSessionRecordsTheMountAndEachAction() throws {
        let session = Session(Counter())
        #expect(session.mount.ranViews == ["Counter"])
        #expect(session.mount.bodies.map(\.changes) == ["Counter: @self, @identity, _count changed."])
        let step = try session.tap("Increment")
        #expect(step.index == 1 && step.action == "tap \"Increment\"")
        #expect(step.ranViews == ["Counter"])
        #expect(step.writes == [WriteLine(target: "Counter._count", old: "0", new: "1", outcome: .applied)])
        #expect(step.screen.contains("  Text \"count: 1\""))
        #expect(step.stale.isEmpty)
        try session.tap("Increment", occurrence: 2)
        #expect(session.screen.contains("  Text \"count: 11\""))
        #expect(session.steps.count == 3)
    }

    @Test func aMissingControlThrowsAndSaysWhatIsOnScreen() {
        let session = Session(Counter())
        #expect(
            throws: ScriptFailure(
                step: 1, action: "tap \"Reset\"", problem: "no button or navigation link labelled \"Reset\"",
                available: ["tap \"Increment\"", "tap \"Increment\" 2"])
        ) {
            try session.tap("Reset")
        }
        #expect(session.controls == ["tap \"Increment\"", "tap \"Increment\" 2"])
    }

    @Test func anExternalEventIsAStepOfItsOwn() {
        let feed = Feed()
        let session = Session(FeedView(feed: feed))
        // A network reply changes a plain class: nothing SwiftUI tracks hears it.
        let step = session.perform("reply arrives") { feed.items.append("b") }
        #expect(step.action == "reply arrives")
        #expect(step.ranViews.isEmpty && step.passes == 0)
        #expect(step.stale.map(\.current) == ["Text \"2 items, 0 refreshes\""])
        #expect(step.writes.map(\.outcome) == [.untracked])
    }

    @Test func eventsInspectionSkipsTheScreenButKeepsTheTrace() throws {
        let session = Session(Counter(), inspection: .events)
        let step = try session.tap("Increment")
        #expect(step.ranViews == ["Counter"] && step.screen.isEmpty && step.stale.isEmpty)
        #expect(session.screen.contains("  Text \"count: 1\""))
    }

    /// A label a formatter made with a narrow no-break space is named with a plain space.
    @Test func anySpaceInALabelMatchesAPlainSpace() throws {
        let session = Session(Alarm())
        let step = try session.play(.tap("6:13 AM"))
        #expect(step.ranViews == ["Alarm"])
    }
}
