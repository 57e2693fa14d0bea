import DataFlow
import Experiments
import Testing

@testable import DataFlowCLI

/// Bodies that ran for nothing, with their cause, on the lesson that pairs each fault with its
/// fix: the faults get exactly the hints expected, the fixes none (issue 32).
@Suite struct WastedRenderTests {
    /// The hints of each step of one variant of a catalog experiment.
    private func hints(_ id: String, variant: String, kind: Hint.Kind = .wasted) -> [[Hint]] {
        let experiment = Catalog.experiment(id: id)!
        let run = ExperimentRunner.run(experiment, dependencies: false).variants.first { $0.name == variant }!
        return Hint.perStep(run.steps).map { $0.filter { $0.kind == kind } }
    }

    @Test func rowsThatReadAWholeSetRunForNothingAndPerRowStateSparesThem() {
        let contains = hints("wasted-renders", variant: "contains")
        #expect(contains[0].isEmpty, "the mount is every body's first render")
        #expect(contains[1].map(\.view) == ["ContainsRow", "ContainsRow"], "two of the three rows show what they showed")
        #expect(contains[1].allSatisfy { $0.rule == "§8" && $0.cause.hasPrefix("Favorites#1.ids changed") })
        #expect(hints("wasted-renders", variant: "per-row").allSatisfy { $0.isEmpty })
    }

    @Test func aClosureInputRerunsEveryRowAndAValueDoesNot() {
        let closure = hints("wasted-renders", variant: "closure")
        #expect(
            closure[1].map(\.identity) == [
                "ClosureList/VStack[1]/ForEach[Yosemite]/ClosureRow", "ClosureList/VStack[1]/ForEach[Zion]/ClosureRow",
                "ClosureList/VStack[1]/ForEach[Acadia]/ClosureRow",
            ])
        #expect(closure[1].allSatisfy { $0.rule == "§5" && $0.cause.contains("a closure") })
        #expect(hints("wasted-renders", variant: "value").allSatisfy { $0.isEmpty })
    }

    @Test func anObjectsOtherPropertyRerunsItsObserversAndObservationDoesNot() {
        let object = hints("wasted-renders", variant: "object")
        #expect(object[1].map(\.view) == ["ObjectName"])
        #expect(object[1].first?.rule == "§7")
        #expect(hints("wasted-renders", variant: "observable").allSatisfy { $0.isEmpty })
    }

    /// Not waste (what the dashboard shows changed) but a body that runs more than it needs to.
    @Test func anEnvironmentValueReadHighRerunsTheWholeBodyAndReadLowItDoesNot() {
        let high = hints("wasted-renders", variant: "environment-high", kind: .frequent)
        #expect(high[1].map(\.view) == ["HighDashboard"])
        #expect(high[1].first?.rule == "§9")
        #expect(high[1].first?.cause.contains("2 views below it (Stat) got the same inputs") == true)
        #expect(hints("wasted-renders", variant: "environment-high").allSatisfy { $0.isEmpty }, "its output changed: not wasted")
        #expect(hints("wasted-renders", variant: "environment-low", kind: .frequent).allSatisfy { $0.isEmpty })
        #expect(hints("wasted-renders", variant: "environment-low").allSatisfy { $0.isEmpty })
    }

    /// A body whose rows only moved placed them anew: the rows are skipped (their inputs are
    /// equal), but the body did not run for nothing.
    @Test func aBodyThatReordersItsRowsDidNotRunForNothing() {
        let experiment = Catalog.experiment(id: "foreach-identity")!
        for run in ExperimentRunner.run(experiment, dependencies: false).variants {
            let reverse = run.steps.firstIndex { $0.action == "tap \"Reverse\"" }
            #expect(reverse != nil, "\(run.name) reverses its rows")
            guard let reverse else { continue }
            let hints = Hint.perStep(run.steps)[reverse].filter { $0.kind == .wasted }
            #expect(!hints.contains { $0.view.hasPrefix("HorizontalScrollView") }, "\(run.name): \(hints.map(\.view))")
            #expect(!run.steps[reverse].skipped.isEmpty, "\(run.name): rows themselves are skipped")
        }
    }

    @Test func anEqualPublishIsNamedAsSuch() {
        let steps = hints("published-fields", variant: "published")
        let equal = steps.flatMap { $0 }.filter { $0.cause.contains("yet no value changed") }
        #expect(equal.map(\.view) == ["ContentView"])
    }

    /// Every hint of every lesson has a cause, a fix, and a rule the rulebook defines; and a body
    /// called wasted ran again in that step, after a step where it was already there.
    @Test func everyHintInTheCatalogNamesItsCauseFixAndADefinedRule() {
        for experiment in Catalog.experiments {
            for run in ExperimentRunner.run(experiment).variants {
                for (position, hints) in Hint.perStep(run.steps).enumerated() {
                    for hint in hints {
                        let place = "\(experiment.id)/\(run.name) step \(position): \(hint.view)"
                        #expect(!hint.cause.isEmpty && !hint.fix.isEmpty, "\(place)")
                        #expect(Rulebook.embedded.entry(hint.rule) != nil, "\(place): rule \(hint.rule)")
                        if hint.kind == .wasted {
                            #expect(position > 0, "\(place): the mount is a first render")
                            #expect(run.steps[position].bodies.contains { $0.node.identity == hint.identity }, "\(place)")
                        }
                    }
                }
            }
        }
    }

    /// No hint where a body's output changed: a body that reads the titles it counts.
    @Test func aBodyWhoseOutputChangedGetsNoHint() {
        #expect(hints("list-rows", variant: "body").allSatisfy { $0.isEmpty })
        #expect(hints("list-rows", variant: "rows").allSatisfy { $0.isEmpty })
    }
}
