import DataFlow
import Dispatch
import Foundation
import Testing

// @unchecked Sendable: the actions hand their own state to the main queue on purpose, as apps do.
private struct Loader: View, @unchecked Sendable {
    @State private var status = "idle"
    var body: some View {
        VStack {
            Text(status)
            Button("Later") {
                status = "loading"
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { status = "loaded" }
            }
            Button("Next turn") {
                DispatchQueue.main.async { status = "next turn" }
                status = "this turn"
            }
            Button("From a thread") {
                // A global queue's block carries the run with it; a raw `Thread` finds the host of
                // the latest step instead, which in a test process running many is a race.
                DispatchQueue.global().async {
                    DispatchQueue.main.async { status = "back on main" }
                }
            }
        }
    }
}

/// A mock service the usual way: work on a global queue after a delay, the answers handed back
/// to the main queue, and a group that says when all of them are in.
private final class Catalog: ObservableObject, @unchecked Sendable {
    @Published var names: [String] = []
    @Published var isLoading = false
    @Published var threadNote = ""

    func load() {
        isLoading = true
        let group = DispatchGroup()
        nonisolated(unsafe) var found: [String] = []
        for (delay, name) in [(2.0, "b"), (1.0, "a")] {
            group.enter()
            DispatchQueue.global().asyncAfter(deadline: .now() + delay) {
                DispatchQueue.main.async {
                    found.append(name)
                    group.leave()
                }
            }
        }
        group.notify(queue: .main) {
            self.names = found
            self.isLoading = false
        }
    }

    func loadNow() {
        DispatchQueue.global().async {
            let onMain = Thread.isMainThread
            DispatchQueue.main.async { self.threadNote = onMain ? "main" : "background" }
        }
    }
}

private struct CatalogView: View {
    @StateObject private var catalog = Catalog()
    var body: some View {
        VStack {
            Text(catalog.isLoading ? "Loading…" : catalog.names.joined(separator: ", "))
            Text(catalog.threadNote)
            Button("Load") { catalog.load() }
            Button("Load now") { catalog.loadNow() }
        }
    }
}

/// `DispatchQueue` in a run: the main queue is the graph's run loop, the others are waited for,
/// and deadlines are on the run's clock (§19, §21, §24).
@Suite struct DispatchQueueTests {
    @Test func aMainQueueBlockRunsAfterTheActionsUpdateAsATransactionOfItsOwn() throws {
        let session = Session(Loader())
        let step = try session.tap("Next turn")
        #expect(step.passes == 2, "the action's update, then the block's")
        #expect(step.taskEvents == ["DispatchQueue.main.async block ran"])
        #expect(step.screen[1] == "  Text \"next turn\"")
    }

    @Test func asyncAfterWaitsForTheRunsClock() throws {
        let session = Session(Loader())
        _ = try session.tap("Later")
        #expect(try session.play(.wait(1)).screen[1] == "  Text \"loading\"")
        let due = try session.play(.wait(1))
        #expect(due.notes == ["at +1.5 s: DispatchQueue.main.asyncAfter (1.5 s)"])
        #expect(due.screen[1] == "  Text \"loaded\"")
    }

    @Test func aBlockSentFromAnotherThreadRunsInTheStep() throws {
        let session = Session(Loader())
        let step = try session.tap("From a thread")
        #expect(step.screen[1] == "  Text \"back on main\"")
    }

    @Test func aGlobalQueuesAsyncAfterWaitsForTheRunsClockAndAGroupNotifiesWhenAllAreIn() throws {
        let session = Session(CatalogView())
        #expect(try session.tap("Load").screen[1] == "  Text \"Loading…\"")
        let first = try session.play(.wait(1))
        #expect(first.notes == ["at +1 s: DispatchQueue.global().asyncAfter (1 s)"])
        #expect(first.taskEvents == ["DispatchQueue.main.async block ran"])
        #expect(first.screen[1] == "  Text \"Loading…\"", "one of two answers is in: the group is not empty")
        let second = try session.play(.wait(1))
        #expect(second.taskEvents == ["DispatchQueue.main.async block ran", "DispatchGroup.notify block ran"])
        #expect(second.screen[1] == "  Text \"a, b\"", "in the order the answers arrived, as on a device")
    }

    @Test func aGlobalQueuesBlockRunsOffTheMainThreadAndIsWaitedForInItsStep() throws {
        let session = Session(CatalogView())
        let step = try session.tap("Load now")
        #expect(step.taskEvents == ["DispatchQueue.main.async block ran"])
        #expect(step.screen[2] == "  Text \"background\"")
    }

    @Test func aGroupThatIsAlreadyEmptyNotifiesInTheSameStep() throws {
        let session = Session(NotifyNow())
        #expect(try session.tap("Go").screen[1] == "  Text \"done\"")
    }
}

private struct NotifyNow: View, @unchecked Sendable {
    @State private var status = "idle"
    var body: some View {
        VStack {
            Text(status)
            Button("Go") { DispatchGroup().notify(queue: .main) { status = "done" } }
        }
    }
}
