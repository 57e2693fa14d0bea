import Testing
@testable import DataFlow
@testable import DataFlowBenchmarks

/// The benchmark's scenarios run exactly as many bodies per action as the rules require
/// (issue 5's first target), checked here at a small size so the suite stays fast.
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
        // The baseline really re-evaluates everything (at least one body per row).
        #expect(measurement.baselineBodiesPerAction >= Double(size))
    }
}
