import DataFlowOSLog
import Foundation
import Testing

/// Signposts record nothing in a run; an interval's body still runs and returns its result.
@Suite struct SignpostTests {
    @Test func anIntervalRunsItsBodyAndIDsAreStable() {
        let signposter = OSSignposter(subsystem: "app", category: .pointsOfInterest)
        let object = NSObject()
        #expect(signposter.makeSignpostID(from: object) == signposter.makeSignpostID(from: object))
        let state = signposter.beginInterval("load")
        signposter.endInterval("load", state)
        #expect(signposter.withIntervalSignpost("sum") { 2 + 3 } == 5)
        #expect(!signposter.isEnabled)
    }
}
