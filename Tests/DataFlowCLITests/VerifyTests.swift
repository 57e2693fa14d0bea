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
        #expect(
            result.stdout.contains(
                "FAIL    tiny: missing golden \(directory)/tiny.txt; record it with: dataflow verify --record tiny --goldens \(directory)"))
        #expect(result.stderr == "note: ignoring DATAFLOW_RECORD=all because CI is set\n")
        #expect(!FileManager.default.fileExists(atPath: directory + "/tiny.txt"))
    }

    @Test func aGoldensFolderThatIsNotThereIsOneErrorNotAFailurePerGolden() {
        let missing = temporaryDirectory() + "/nowhere"
        let result = verify([], missing)
        #expect(result.exitCode == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "Error: the goldens folder \(missing) does not exist; give the folder with --goldens <dir> (or DATAFLOW_GOLDENS), or record goldens there with --record\n"
        )
        // Recording creates it.
        #expect(verify(["--record"], missing).exitCode == 0)
        #expect(verify([], missing).exitCode == 0)
    }

    @Test func theCatalogsOwnGoldensAreReRecordedFromTheCheckout() {
        let result = DataflowCommand.run(["verify", "tiny"], environment: ["CI": "true"], experiments: Self.experiments)
        #expect(result.stdout.contains("record it with: swift run dataflow verify --record tiny\n"))
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
        #expect(result.stdout.contains("re-record (after reading the diff) with: dataflow verify --record tiny --goldens \(directory)"))
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

    @Test func anUnreadableGoldenAndADirectoryAreNotCalledMissing() throws {
        let directory = temporaryDirectory()
        _ = verify(["--record"], directory)
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: URL(fileURLWithPath: directory + "/tiny.txt"))
        try FileManager.default.removeItem(atPath: directory + "/tiny.json")
        try FileManager.default.createDirectory(atPath: directory + "/tiny.json", withIntermediateDirectories: false)
        let result = verify([], directory, environment: ["CI": "true"])
        #expect(result.exitCode == 1)
        #expect(
            result.stdout.contains(
                "FAIL    tiny: cannot read the golden \(directory)/tiny.txt: it is not UTF-8 text, so not a transcript; move it away, then record it again with:"
            ))
        #expect(
            result.stdout.contains("FAIL    tiny: \(directory)/tiny.json is not a regular file (a directory or a device); a golden must be a file"))
        #expect(!result.stdout.contains("missing golden"))
    }

    /// A JSON golden is a value: laid out by another tool (one line, its keys reordered) it still
    /// matches, and says so; a changed value does not.
    @Test func aJSONGoldenIsComparedAsAValue() throws {
        let directory = temporaryDirectory()
        _ = verify(["--record"], directory)
        let path = directory + "/tiny.json"
        let golden = try String(contentsOfFile: path, encoding: .utf8)
        let object = try JSONSerialization.jsonObject(with: Data(golden.utf8))
        let relaidOut = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        #expect(String(decoding: relaidOut, as: UTF8.self) != golden)
        try relaidOut.write(to: URL(fileURLWithPath: path))
        let same = verify([], directory, environment: ["CI": "true"])
        #expect(same.exitCode == 0, "\(same.stdout)")
        #expect(same.stdout.contains("note: \(path) holds the same transcript laid out differently"))
        let changed = String(decoding: relaidOut, as: UTF8.self).replacingOccurrences(of: "Toggle \\\"AAA\\\" on", with: "Toggle \\\"AAA\\\" off")
        #expect(changed != String(decoding: relaidOut, as: UTF8.self))
        try changed.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(verify([], directory, environment: ["CI": "true"]).exitCode == 1)
    }

    @Test func aCRLFGoldenIsComparedWithLFAndSaysSo() throws {
        let directory = temporaryDirectory()
        _ = verify(["--record"], directory)
        let path = directory + "/tiny.txt"
        let golden = try String(contentsOfFile: path, encoding: .utf8)
        try golden.replacingOccurrences(of: "\n", with: "\r\n").write(toFile: path, atomically: true, encoding: .utf8)
        let result = verify([], directory, environment: ["CI": "true"])
        #expect(result.exitCode == 0, "\(result.stdout)")
        #expect(result.stdout.contains("note: \(path) has Windows (CRLF) line endings; compared with them read as LF"))
    }

    /// A golden that is a symbolic link is never recorded through, wherever it points (issue 30:
    /// a cloned repository can carry such a link); the link stays as it was.
    @Test func recordingNeverWritesThroughALink() throws {
        let directory = temporaryDirectory()
        let outside = temporaryDirectory() + "/kept.txt"
        try "old".write(toFile: outside, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: directory + "/tiny.txt", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(atPath: directory + "/tiny.json", withDestinationPath: "/dev/null")
        let result = verify(["--record"], directory)
        #expect(result.exitCode == 1)
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "old")
        #expect(FileKind.at(directory + "/tiny.txt") == .symlink)
        #expect(
            result.stdout.contains("FAIL    tiny: cannot record \(directory)/tiny.txt: it is a symbolic link (to '\(outside)')"), "\(result.stdout)")
        #expect(
            result.stdout.contains("FAIL    tiny: \(directory)/tiny.json is not a regular file (a directory or a device); a golden must be a file"))
        #expect(FileKind.at(directory + "/tiny.json") == .symlink)
    }
}
