import DataFlow
import DataFlowBenchmarks
import DataFlowCLI
import Foundation

/// What the hints for bodies that ran for nothing cost (issue 32: at most 2× a run without
/// them): the list workload recorded as the CLI records it, then the hints found over its steps.
enum HintTimings {
    static func measure(rows: Int, actions: Int) -> (run: Double, hints: Double, wasted: Int) {
        let scenario = Scenario.all.first { $0.number == 6 }!
        let start = DispatchTime.now().uptimeNanoseconds
        let session = Session(scenario.root(size: rows))
        for _ in 0..<actions { _ = try? session.play(.tap("next update")) }
        let ran = DispatchTime.now().uptimeNanoseconds
        var known: Set<String> = []
        var previous: StepRecord?
        var wasted = 0
        for step in session.steps {
            wasted += WastedRender.find(in: step, after: previous, known: known).count
            known.formUnion(WastedRender.known(in: [step]))
            previous = step
        }
        let hinted = DispatchTime.now().uptimeNanoseconds
        return (Double(ran - start) / 1e9, Double(hinted - ran) / 1e9, wasted)
    }
}
