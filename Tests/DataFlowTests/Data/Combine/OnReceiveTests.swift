import DataFlow
import Foundation
import Testing

/// §24: time passes only on `wait`; a timer's first tick comes one interval after it connects;
/// each tick is its own transaction; onReceive lives as long as its view; stopping works.
@Suite struct OnReceiveTests {
    fileprivate struct Countdown: View {
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        @State var remaining = 3
        var body: some View {
            Text("remaining \(remaining)")
                .onReceive(timer) { _ in
                    if remaining > 0 { remaining -= 1 } else { timer.upstream.connect().cancel() }
                }
        }
    }

    @Test func ticksComeAtTheirIntervalsEachAsItsOwnPass() {
        let harness = Harness(Countdown())
        let half = harness.play(.wait(0.5))
        #expect(half.writes.isEmpty)
        let two = harness.play(.wait(1.5))
        #expect(two.issues == [.dataflow("at +1 s: Timer.publish(every: 1) fired"), .dataflow("at +2 s: Timer.publish(every: 1) fired")])
        #expect(two.passes == 2)
        #expect(harness.screen == ["Text \"remaining 1\""])
        harness.play(.wait(5))
        #expect(harness.screen == ["Text \"remaining 0\""])
        // The fourth tick found zero and cancelled the connection: no more ticks.
        #expect(harness.play(.wait(5)).issues.isEmpty)
    }

    fileprivate struct Parent: View {
        @State var showing = true
        @State var renders = 0
        var body: some View {
            VStack {
                Button("Hide") { showing = false }
                Button("Rerender") { renders += 1 }
                Text("renders \(renders)")
                if showing { Countdown() }
            }
        }
    }

    @Test func aViewThatLeavesStopsReceiving() {
        let harness = Harness(Parent())
        harness.tap("Hide")
        #expect(harness.play(.wait(3)).issues.isEmpty)
    }

    @Test func aParentThatRecreatesTheViewRestartsItsTimer() {
        let harness = Harness(Parent())
        harness.play(.wait(0.6))
        harness.tap("Rerender")  // a new Countdown value, with a new publisher: subscribed afresh
        let step = harness.play(.wait(0.6))
        #expect(step.issues.isEmpty, "the timer should have started over at +0.6 s")
        #expect(harness.play(.wait(0.5)).issues == [.dataflow("at +1.6 s: Timer.publish(every: 1) fired")])
    }

    @Test func waitIsParsedAndPrinted() throws {
        #expect(try ScriptAction.parse("wait 2.5") == [.wait(2.5)])
        #expect(throws: ScriptSyntaxError.self) { try ScriptAction.parse("wait 0") }
        #expect(ScriptAction.wait(2.5).description == "wait 2.5")
    }
}
