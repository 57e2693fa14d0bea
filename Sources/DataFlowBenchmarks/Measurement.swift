import CHeapStats
import DataFlow

/// What one scenario at one size measured.
package struct Measurement {
    package var scenario: Scenario
    package var size: Int
    /// Views (nodes) the mount created.
    package var views: Int
    package var mountSeconds: Double
    /// Heap bytes per mounted view (nil where the platform cannot say).
    package var bytesPerView: Double?
    /// Seconds per action, one entry per timed action.
    package var actionSeconds: [Double]
    package var bodiesPerAction: Double
    package var comparedPerAction: Double
    /// The same actions with every body re-evaluated (the baseline).
    package var baselineSeconds: [Double]
    package var baselineBodiesPerAction: Double
    /// The floor's seconds per action: the least work the rules require, as plain Swift.
    package var floorSeconds: [Double]
    /// What the transcript's whole-tree features (screen, staleness, state) cost per step.
    package var transcriptSeconds: Double?

    package var medianAction: Double { median(actionSeconds) }
    package var maxAction: Double { actionSeconds.max() ?? 0 }
    package var medianBaseline: Double { median(baselineSeconds) }
    package var medianFloor: Double { median(floorSeconds) }
    /// How many times the floor's work one action costs.
    package var timesFloor: Double { medianFloor > 0 ? medianAction / medianFloor : 0 }
}

/// Runs scenarios and measures them. Times are wall-clock on one thread.
package struct Bench {
    package var actions = 100
    package var baselineActions = 20
    package var measureTranscript = true

    package init() {}

    package func measure(_ scenario: Scenario, size: Int) -> Measurement {
        // Warm up the types' one-time costs (metadata, comparison plans) on a small instance.
        _ = Session(root: scenario.makeRoot(min(size, 100)), inspection: .none)
        // The scenario's data (arrays, objects) is the app's, not the views': built before measuring.
        let root = scenario.makeRoot(size)
        let heapBefore = heapBytes()
        let mountStart = now()
        let session = Session(root: root, inspection: .none)
        let mountSeconds = now() - mountStart
        let graph = session.graph
        let views = graph.counters.nodesCreated
        let bytesPerView = heapBytes().flatMap { after in heapBefore.map { Double(after - $0) / Double(views) } }

        let action = scenario.prepare(session, size, false)
        for _ in 0..<3 { action() }  // warm up: caches, first-use allocations
        let before = graph.counters
        let times = timed(actions, action)
        let after = graph.counters

        // The baseline: no input comparisons, and every action re-runs the root's body.
        let baseline = Session(root: scenario.makeRoot(size), inspection: .none, comparesViews: false)
        let baselineAction = scenario.prepare(baseline, size, true)
        let baselineBefore = baseline.graph.counters
        let baselineTimes = timed(baselineActions, baselineAction)
        let baselineAfter = baseline.graph.counters

        let floor = scenario.floor(size)
        for _ in 0..<3 { floor() }
        let floorTimes = timed(actions, floor)

        var transcriptSeconds: Double?
        if measureTranscript {
            let start = now()
            let screen = graph.screen()
            _ = graph.staleViews(shown: screen)
            _ = graph.stateSnapshot()
            transcriptSeconds = now() - start
        }

        return Measurement(
            scenario: scenario, size: size, views: views, mountSeconds: mountSeconds, bytesPerView: bytesPerView,
            actionSeconds: times,
            bodiesPerAction: Double(after.bodiesEvaluated - before.bodiesEvaluated) / Double(actions),
            comparedPerAction: Double(after.viewsCompared - before.viewsCompared) / Double(actions),
            baselineSeconds: baselineTimes,
            baselineBodiesPerAction: Double(baselineAfter.bodiesEvaluated - baselineBefore.bodiesEvaluated) / Double(baselineActions),
            floorSeconds: floorTimes,
            transcriptSeconds: transcriptSeconds)
    }

    /// Each of `count` runs of `action`, timed.
    private func timed(_ count: Int, _ action: () -> Void) -> [Double] {
        var times: [Double] = []
        for _ in 0..<count {
            let start = now()
            action()
            times.append(now() - start)
        }
        return times
    }
}

func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Seconds on a monotonic clock.
func now() -> Double {
    let elapsed = Clock.origin.duration(to: ContinuousClock.now)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

private enum Clock {
    static let origin = ContinuousClock.now
}

/// Heap bytes in use (glibc's allocator statistics), or nil where the platform cannot say.
func heapBytes() -> Int? {
    let bytes = dataflow_heap_bytes_in_use()
    return bytes < 0 ? nil : Int(bytes)
}
