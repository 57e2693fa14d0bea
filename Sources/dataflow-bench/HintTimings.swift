import DataFlow
import DataFlowBenchmarks
import DataFlowCLI
import Foundation

/// What the hints (bodies that ran for nothing, and the others) cost (issue 32: at most 2× a run without
/// them): the list workload recorded as the CLI records it, then the hints found over its steps.
enum HintTimings {
    static func measure(rows: Int, actions: Int) -> (run: Double, hints: Double, wasted: Int) {
        let scenario = Scenario.all.first { $0.number == 6 }!
        let start = DispatchTime.now().uptimeNanoseconds
        let session = Session(scenario.root(size: rows))
        for _ in 0..<actions { _ = try? session.play(.tap("next update")) }
        let ran = DispatchTime.now().uptimeNanoseconds
        let wasted = Hint.perStep(session.steps).joined().filter { $0.kind == .wasted }.count
        let hinted = DispatchTime.now().uptimeNanoseconds
        return (Double(ran - start) / 1e9, Double(hinted - ran) / 1e9, wasted)
    }
}
