import DataFlow
import Testing

fileprivate final class Thing {}

/// The host owns time, threads and reporting; a silent host (a fresh render's, D12) hears
/// nothing, says nothing and runs nothing, and shares the live host's clock and defaults.
@Suite struct GraphHostTests {
    @Test func aLiveHostRunsWhatAStepQueuesAndASilentOneDropsIt() {
        let live = GraphHost(tracer: nil)
        let silent = GraphHost(silentFor: live)
        var ran: [String] = []
        live.perform { live.queue.enqueue("live action") { ran.append("live") } }
        silent.perform { silent.queue.enqueue("silent action") { ran.append("silent") } }
        #expect(ran == ["live"])
        #expect(live.tasks != nil)
        #expect(silent.tasks == nil)
    }

    @Test func aSilentHostSubscribesToNothing() {
        let live = GraphHost(tracer: nil)
        let silent = GraphHost(silentFor: live)
        var subscribed = 0
        #expect(
            live.listening {
                subscribed += 1
                return "made"
            } == "made")
        #expect(
            silent.listening {
                subscribed += 1
                return "made"
            } == nil)
        #expect(subscribed == 1)
    }

    @Test func aSilentHostReadsTheLiveClockAndDefaultsAndSaysNothing() {
        let events = TraceLog()
        let live = GraphHost(tracer: events)
        let silent = GraphHost(silentFor: live)
        #expect(silent.clock === live.clock)
        #expect(silent.appStorage === live.appStorage)
        #expect(!silent.reporter.isTracing)
        silent.reporter.report(.dataflow("not heard"))
        #expect(events.events.isEmpty)
    }

    @Test func aSilentHostAsksTheLiveOneWhetherTheAppMetAnObject() {
        let live = GraphHost(tracer: nil)
        let known = Thing()
        _ = live.reporter.describer.name(of: known)
        let silent = GraphHost(silentFor: live)
        // Named by the fresh render alone: an object the app never held (a recreated model).
        let recreated = Thing()
        #expect(silent.reporter.describer.name(of: known) == "Thing#1")
        #expect(silent.reporter.describer.name(of: recreated) == "Thing#2")
        #expect(silent.appHasSeen(known))
        #expect(!silent.appHasSeen(recreated))
        #expect(live.appHasSeen(known))
    }

    @Test func anEventInsideAStepJoinsThatStep() {
        let host = GraphHost(tracer: nil)
        let before = host.queue.stepNumber
        var order: [String] = []
        host.perform {
            order.append("outer")
            host.perform { order.append("inner") }
        }
        #expect(order == ["outer", "inner"])
        #expect(host.queue.stepNumber == before + 1)
    }

    @Test func theFirstStopWinsAndIsSaidInItsOwnersWords() {
        let events = TraceLog()
        let host = GraphHost(tracer: events)
        host.fail("No ObservableObject of type Model found.")
        host.crash("Nest nests itself without end")
        #expect(host.fatalError == "No ObservableObject of type Model found.")
        #expect(!host.hasCrashed)
        #expect(host.stopDescription == "SwiftUI stops the app here: Fatal error: No ObservableObject of type Model found.")
        #expect(events.events == [.issue(.swiftUI("Fatal error: No ObservableObject of type Model found."))])

        let crashing = GraphHost(tracer: nil)
        crashing.crash("Nest nests itself without end")
        #expect(crashing.hasCrashed)
        #expect(crashing.stopDescription == "the app would crash here: Nest nests itself without end")
    }

    @Test func aStoredValueComparesByEqualsWheneverItHasOne() {
        let host = GraphHost(tracer: nil)
        #expect(host.compareValues([1, 2], [1, 2]))
        #expect(!host.compareValues([1, 2], [2, 1]))
        let thing = Thing()
        #expect(host.compareValues(thing, thing))
        #expect(!host.compareValues(thing, Thing()))
    }
}
