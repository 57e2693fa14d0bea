import DataFlow
import Dispatch
import Foundation
import Testing

/// Runs `work` on a new thread and waits for it. (`DispatchQueue.global().sync` would not do:
/// GCD runs such a block on the calling thread, on Apple's systems too.)
fileprivate func onAnotherThread(_ work: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    Thread {
        work()
        done.signal()
    }.start()
    done.wait()
}

// @unchecked Sendable: these views' actions hand their own state to other threads on purpose.
fileprivate struct Counter: View, @unchecked Sendable {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("count \(count)")
            // The action waits for the work: its writes join the action's step.
            Button("Background") { onAnotherThread { count += 1 } }
            Button("Ten") { onAnotherThread { for _ in 0..<10 { count += 1 } } }
            Button("Same thread") { DispatchQueue.global().sync { count += 1 } }
            Button("Crowd") {
                DispatchQueue.concurrentPerform(iterations: 8) { _ in
                    for _ in 0..<500 { count += 1 }
                }
            }
        }
    }
}

/// Starts work it does not wait for; the test says when it has finished.
fileprivate struct Detached: View, @unchecked Sendable {
    @State private var status = "idle"
    /// Signalled by the test once the step that started the thread is over.
    let stepEnded: DispatchSemaphore
    let finished: DispatchSemaphore
    var body: some View {
        VStack {
            Text(status)
            Button("Load") {
                Thread {
                    stepEnded.wait()
                    status = "loaded"
                    finished.signal()
                }.start()
            }
        }
    }
}

fileprivate final class Feed: ObservableObject {
    @Published var items = 0
}

fileprivate struct FeedView: View, @unchecked Sendable {
    @ObservedObject var feed: Feed
    var body: some View {
        VStack {
            Text("items \(feed.items)")
            Button("Fetch") { onAnotherThread { feed.items += 1 } }
        }
    }
}

@Observable fileprivate final class Score {
    var points = 0
}

fileprivate struct ScoreView: View, @unchecked Sendable {
    let score: Score
    var body: some View {
        VStack {
            Text("points \(score.points)")
            Button("Score") { onAnotherThread { score.points += 1 } }
        }
    }
}

/// §21: writes from other threads are applied safely and update the views as usual.
@Suite struct MailboxTests {
    @Test func aStateWriteFromAnotherThreadUpdatesAsUsual() {
        let harness = Harness(Counter())
        let step = harness.tap("Background")
        #expect(step.writes.map(\.target) == ["Counter._count"])
        #expect(step.ran == ["Counter: _count changed."])
        #expect(step.passes == 1)
        #expect(step.issues.contains { $0.text.hasPrefix("the write to Counter._count came from another thread") })
        #expect(step.swiftUIWarnings.isEmpty)
        #expect(harness.screen[1] == "  Text \"count 1\"")
        #expect(harness.stale.isEmpty)
    }

    @Test func theWritingThreadReadsItsOwnWritesAndTheyArriveAsOne() {
        let harness = Harness(Counter())
        let step = harness.tap("Ten")
        #expect(harness.screen[1] == "  Text \"count 10\"")
        // Combined, as SwiftUI combines a location's pending updates: one write, 0 → 10.
        #expect(step.writes.map { "\($0.old?.text ?? "") → \($0.new.text)" } == ["0 → 10"])
    }

    @Test func aBlockGCDRunsOnTheCallingThreadIsAnOrdinaryWrite() {
        let harness = Harness(Counter())
        let step = harness.tap("Same thread")
        #expect(!step.issues.contains { $0.text.contains("another thread") })
        #expect(harness.screen[1] == "  Text \"count 1\"")
    }

    @Test func manyThreadsWritingAtOnceNeverCrashAndTheScreenShowsTheLastValue() {
        let harness = Harness(Counter())
        let step = harness.tap("Crowd")
        // `count += 1` is a read and a write: concurrent increments may be lost, as in SwiftUI,
        // but every value is whole and the screen ends on the stored one.
        let shown = harness.screen[1]
        let value = Int(shown.dropFirst("  Text \"count ".count).dropLast()) ?? -1
        #expect((500...4000).contains(value), "\(shown)")
        #expect(step.ran.count == 1)
        #expect(harness.stale.isEmpty)
    }

    @Test func workThatFinishesBetweenStepsIsTheNextStepsFirstEvent() {
        let stepEnded = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let harness = Harness(Detached(stepEnded: stepEnded, finished: finished))
        let load = harness.tap("Load")
        // The write happens between the steps, never during the first (which would deliver it).
        stepEnded.signal()
        finished.wait()
        let next = harness.perform {}
        #expect(load.writes.isEmpty && next.writes.count == 1)
        #expect(next.ran == ["Detached: _status changed."])
        #expect(harness.screen[1] == "  Text \"loaded\"")
    }

    @Test func anObjectPublishingFromAnotherThreadGetsSwiftUIsWarningAndStillUpdates() {
        let harness = Harness(FeedView(feed: Feed()))
        let step = harness.tap("Fetch")
        #expect(
            step.swiftUIWarnings == [
                "Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates."
            ])
        #expect(step.ran == ["FeedView: _feed changed."])
        #expect(harness.screen[1] == "  Text \"items 1\"")
    }

    @Test func anObservablePropertyChangedOnAnotherThreadUpdatesWithoutAWarning() {
        let harness = Harness(ScoreView(score: Score()))
        let step = harness.tap("Score")
        #expect(step.swiftUIWarnings.isEmpty)
        #expect(step.ran.count == 1)
        #expect(harness.screen[1] == "  Text \"points 1\"")
        #expect(harness.stale.isEmpty)
    }
}
