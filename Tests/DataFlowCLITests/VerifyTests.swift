import Foundation
import Testing
@testable import DataFlow
@testable import DataFlowCLI

/// Recording, comparing, diffs and orphans, against a temporary goldens directory.
@Suite struct VerifyTests {
    static var experiments: [Experiment] { [TestCatalog.experiment("tiny")] }

    private func temporaryDirectory() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("dataflow-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func verify(_ arguments: [String], _ directory: String, environment: [String: String] = [:]) -> CommandResult {
        DataflowCommand.run(["verify"] + arguments + ["--goldens", directory], environment: environment, experiments: Self.experiments)
    }

    @Test func aMissingGoldenFailsAndCINeverRecordsIt() {
        let directory = temporaryDirectory()
        let result = verify([], directory, environment: ["CI": "true", "DATAFLOW_RECORD": "all"])
        #expect(result.exitCode == 1)
        #expect(result.stdout.contains("FAIL    tiny: missing golden \(directory)/tiny.txt; record it with: swift run dataflow verify --record tiny"))
        #expect(result.stderr == "note: ignoring DATAFLOW_RECORD=all because CI is set\n")
        #expect(!FileManager.default.fileExists(atPath: directory + "/tiny.txt"))
    }

    @Test func recordThenVerifyPasses() {
        let directory = temporaryDirectory()
        let recorded = verify(["--record"], directory)
        #expect(recorded.exitCode == 0)
        #expect(recorded.stdout.contains("recorded \(directory)/tiny.txt"))
        #expect(recorded.stdout.contains("recorded \(directory)/tiny.json"))
        #expect(verify([], directory).exitCode == 0)
    }

    @Test func aDifferentGoldenPrintsAUnifiedDiffAndHowToReRecord() throws {
        let directory = temporaryDirectory()
        _ = verify(["--record"], directory)
        let path = directory + "/tiny.txt"
        let golden = try String(contentsOfFile: path, encoding: .utf8)
        try golden.replacingOccurrences(of: "Toggle \"AAA\" on", with: "Toggle \"AAA\" off").write(toFile: path, atomically: true, encoding: .utf8)
        let result = verify([], directory)
        #expect(result.exitCode == 1)
        #expect(result.stdout.contains("FAIL    tiny: transcript differs from \(path)"))
        #expect(result.stdout.contains("re-record (after reading the diff) with: swift run dataflow verify --record tiny"))
        #expect(result.stdout.contains("--- \(path) (golden)"))
        #expect(result.stdout.contains("\n        -    Toggle \"AAA\" off\n        +    Toggle \"AAA\" on\n"))
    }

    @Test func aGoldenWithoutAnExperimentFails() throws {
        let directory = temporaryDirectory()
        _ = verify(["--record"], directory)
        try "old".write(toFile: directory + "/retired.txt", atomically: true, encoding: .utf8)
        let result = verify([], directory)
        #expect(result.exitCode == 1)
        #expect(result.stdout.contains("orphan golden \(directory)/retired.txt (or .json): no experiment 'retired'"))
    }

    @Test func recordModeMissingOnlyWritesWhatIsMissing() throws {
        let directory = temporaryDirectory()
        _ = verify(["--record"], directory)
        try "changed".write(toFile: directory + "/tiny.txt", atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: directory + "/tiny.json")
        let result = verify([], directory, environment: ["DATAFLOW_RECORD": "missing"])
        #expect(result.exitCode == 1)
        #expect(result.stdout.contains("recorded \(directory)/tiny.json"))
        #expect(try String(contentsOfFile: directory + "/tiny.txt", encoding: .utf8) == "changed")
    }
}
