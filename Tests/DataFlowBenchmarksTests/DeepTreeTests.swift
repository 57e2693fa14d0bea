import Testing

@testable import DataFlow
@testable import DataFlowBenchmarks

/// A tree far deeper than the driving thread's stack allows recursing through (issue 15: about
/// 4,300 levels overflowed 8 MiB): walks continue on fresh stacks (`StackSpace`). The views are
/// the benchmark's (`dataflow-bench --depth`).
@Suite struct DeepTreeTests {
    /// Deep enough to need several fresh stacks in a debug build, shallow enough to stay quick.
    static let depth = 20_000

    @Test func aDeepTreeMountsUpdatesRendersAndGoes() throws {
        let session = Session(root: DeepRoot(depth: Self.depth), inspection: .none)
        #expect(session.graph.counters.nodesCreated > Self.depth)
        // The leaf's own state, 20,000 levels down: only its body runs.
        let before = session.graph.counters.bodiesEvaluated
        try session.tap("count 0")
        #expect(session.graph.counters.bodiesEvaluated == before + 1)
        let screen = session.graph.screen().text
        #expect(screen.last?.hasSuffix("Button \"count 1\"") == true)
        #expect(session.graph.stateSnapshot().entries.contains { $0.property == "_count" })
        // The whole chain leaves at once, and its nodes are released without recursion.
        try session.toggle("shown")
        #expect(session.graph.screen().text.count == 2)
    }

}
