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
                let done = DispatchSemaphore(value: 0)
                Thread {
                    DispatchQueue.main.async { status = "back on main" }
                    done.signal()
                }.start()
                done.wait()
            }
        }
    }
}

/// `DispatchQueue.main` in a run: the graph's run loop (§19, §21, §24).
@Suite struct MainQueueTests {
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
}
