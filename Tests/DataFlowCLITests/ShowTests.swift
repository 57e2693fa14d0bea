import DataFlowEmbedded
import Experiments
import Foundation
import Testing

@testable import DataFlowCLI

/// `dataflow show`: every experiment's code is in the binary, and it is the code in experiments/.
@Suite struct ShowTests {
    @Test func theBinaryCarriesEveryExperimentFileAsItIs() throws {
        let root = RulebookTests.root.appendingPathComponent("experiments")
        let files = RulebookTests.files(in: "experiments", endingIn: [".swift"]).map { String($0.dropFirst("experiments/".count)) }
        #expect(Set(files) == Set(EmbeddedSources.files.keys), "the build embeds every experiment file")
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            #expect(EmbeddedSources.files[file].map { $0 + "\n" } == text, "\(file) is embedded as it is on disk")
        }
    }

    @Test(arguments: Catalog.experiments.map(\.id))
    func showPrintsTheExperimentsFiles(id: String) throws {
        let experiment = try #require(Catalog.experiment(id: id))
        let result = DataflowCommand.run(["show", id])
        #expect(result.exitCode == 0)
        for file in ShowCommand.files(of: experiment) {
            #expect(result.stdout.contains("== experiments/\(file) ==\n"))
            #expect(EmbeddedSources.files[file] != nil, "\(file) of \(id) is not built in")
        }
        #expect(result.stdout.contains("id: \"\(id)\""))
    }

    @Test func anUnknownExperimentIsAUsageError() {
        let result = DataflowCommand.run(["show", "state-of-arry"])
        #expect(result.exitCode == 64)
        #expect(result.stderr.hasPrefix("Error: unknown experiment 'state-of-arry'. Did you mean 'state-of-array'?\n"))
    }
}
