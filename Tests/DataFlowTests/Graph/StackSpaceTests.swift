import Testing

@testable import DataFlow

/// `StackSpace` continues deep walks on a fresh thread stack; the deep tree itself is exercised by
/// `DeepTreeTests` (with the benchmark's views).
@Suite struct StackSpaceTests {
    @Test func aStepRunOnAFreshStackStillDrivesTheGraph() {
        // The continuation thread stands in for the driving thread: a write it makes during
        // the step is applied in place, not posted as another thread's (§21).
        let graph = ViewGraph()
        var sawDriving = false
        graph.mount(Text("leaf"))
        graph.host.perform {
            StackSpace.onFreshStack { sawDriving = graph.host.mailbox.isDrivingThread }
        }
        #expect(sawDriving)
        #expect(!graph.host.mailbox.isDrivingThread)
    }

    @Test func theCallingThreadHasRoomLeft() {
        #expect(StackSpace.remaining() > StackSpace.reserve)
    }
}
