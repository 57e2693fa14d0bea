import DataFlow
import Testing

private final class Feed {
    let values = PassthroughSubject<Int, Never>()
}

private struct Counter: View {
    let feed: Feed
    @State private var total = 0
    var body: some View {
        SubscriptionView(content: Text("total \(total)"), publisher: feed.values) { total += $0 }
    }
}

private struct Parent: View {
    let feed: Feed
    @State private var showing = true
    var body: some View {
        VStack {
            Button("Hide") { showing = false }
            if showing { Counter(feed: feed) }
        }
    }
}

/// `SubscriptionView` runs its action for each value its publisher sends, as `.onReceive` does.
@Suite struct SubscriptionViewTests {
    @Test func eachValueRunsTheAction() {
        let feed = Feed()
        let harness = Harness(Parent(feed: feed))
        #expect(harness.screen.contains("  Text \"total 0\""))
        let step = harness.perform {
            feed.values.send(2)
            feed.values.send(3)
        }
        #expect(!step.writes.isEmpty)
        #expect(harness.screen.contains("  Text \"total 5\""))
    }

    @Test func aViewThatLeavesStopsReceiving() {
        let feed = Feed()
        let harness = Harness(Parent(feed: feed))
        harness.tap("Hide")
        let step = harness.perform { feed.values.send(1) }
        #expect(step.writes.isEmpty)
    }

    @Test func itKeepsWhatItWasGiven() {
        let feed = Feed()
        let view = SubscriptionView(content: Text("x"), publisher: feed.values) { _ in }
        #expect(view.content == Text("x"))
        #expect(view.publisher === feed.values)
    }
}
