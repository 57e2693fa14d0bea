import DataFlow
import Experiments
import Testing

@testable import DataFlowCLI

/// The indexes `why` and the pictures look things up in answer exactly as the scans they replace
/// (issue 30: a view nested 10,000 times took 98 s as an HTML page, the square of its size).
@Suite struct WhyIndexTests {
    /// Every screen line of every catalog step: the indexed owner is the deepest body view whose
    /// path is the line's or leads to it after `/` or `[`, as a scan of all views finds it.
    @Test func theOwnerOfEveryCatalogScreenLineIsTheScansAnswer() {
        var checked = 0
        for experiment in Catalog.experiments {
            let transcript = ExperimentRunner.run(experiment, dependencies: true)
            for variant in transcript.variants {
                for step in variant.steps {
                    let index = StepIndex(step)
                    let views = step.dependencies?.views ?? []
                    for line in step.screenLines.lines {
                        let scanned = views.filter {
                            line.identity == $0.identity || line.identity.hasPrefix($0.identity + "/") || line.identity.hasPrefix($0.identity + "[")
                        }.max { $0.identity.count < $1.identity.count }
                        #expect(
                            index.owner(of: line.identity)?.identity == scanned?.identity,
                            "\(experiment.id) \(variant.name) step \(step.index): \(line.identity)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 1_000)
    }

    @Test func theInnermostViewLeadingToAPathIsTheLongestAtASeparator() {
        let positions = ["A": 0, "A/B": 1, "A/B/C": 2, "A/BC": 3]
        #expect(StepPicture.innermost(leadingTo: "A/B/C[0].x", in: positions) == 2)
        #expect(StepPicture.innermost(leadingTo: "A/B.title", in: positions) == 1)
        #expect(StepPicture.innermost(leadingTo: "A/BCD", in: positions) == 0)
        #expect(StepPicture.innermost(leadingTo: "Z/B", in: positions) == nil)
    }
}
