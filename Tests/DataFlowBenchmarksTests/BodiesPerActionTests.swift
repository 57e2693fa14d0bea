import DataFlow
import DataFlowBenchmarks
import Testing

/// The benchmark's scenarios run exactly as many bodies per action as the rules require, and
/// compare exactly as many views (issue 13: an optimisation may make them cheaper, never fewer
/// or more), checked here at a small size so the suite stays fast.
@Suite struct BodiesPerActionTests {
    @Test(arguments: Scenario.all.map(\.number))
    func bodiesPerActionAreWhatTheRulesRequire(number: Int) throws {
        let scenario = try #require(Scenario.all.first { $0.number == number })
        var bench = Bench()
        bench.actions = 10
        bench.baselineActions = 2
        bench.measureTranscript = false
        let size = 1_000
        let measurement = bench.measure(scenario, size: size)
        #expect(measurement.bodiesPerAction == Double(scenario.expectedBodies(size)))
        #expect(measurement.comparedPerAction == Double(scenario.expectedCompared(size)))
        // The floor did its work (it is timed, not skipped).
        #expect(measurement.floorSeconds.count == bench.actions && measurement.medianFloor > 0)
        // The baseline really re-evaluates everything (at least one body per row made).
        #expect(measurement.baselineBodiesPerAction >= Double(scenario.rowsMade(size)))
    }
}

/// `dataflow-bench --format json`: the fields scripts read, in a fixed order.
@Suite struct BenchReportTests {
    @Test func jsonHasEveryFieldOnceInItsOrder() throws {
        var bench = Bench()
        bench.actions = 2
        bench.baselineActions = 1
        bench.measureTranscript = false
        let scenario = try #require(Scenario.all.first { $0.number == 6 })
        let json = Report.json([bench.measure(scenario, size: 10)])
        let fields = [
            "scenario", "name", "n", "views", "mount_seconds", "action_median_seconds", "action_max_seconds",
            "baseline_median_seconds", "floor_median_seconds", "times_floor", "bodies_per_action",
            "compared_per_action", "transcript_step_seconds", "bytes_per_view",
        ]
        let positions = fields.map { json.range(of: "\"\($0)\": ")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        #expect(json.contains("\"name\": \"list workload\", \"n\": 10,"))
        #expect(json.contains("\"transcript_step_seconds\": null"))
        #expect(json.hasPrefix("{\n  \"version\": 1,\n  \"results\": [\n"))
    }
}
