import Foundation
import Testing
@testable import DataFlowCLI

/// Recording a golden writes only a regular file the user may write, through links, keeping
/// its permissions (issue 20, item 2).
@Suite struct GoldenStoreTests {
    let directory: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("dataflow-goldens-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    private func permissions(_ path: String) -> mode_t {
        var info = stat()
        stat(path, &info)
        return info.st_mode & 0o7777
    }

    @Test func aLinkedGoldenIsWrittenWhereItPointsAndKeepsItsMode() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let real = directory + "/kept/real.txt"
        try FileManager.default.createDirectory(atPath: directory + "/kept", withIntermediateDirectories: true)
        try "old".write(toFile: real, atomically: false, encoding: .utf8)
        chmod(real, 0o600)
        try FileManager.default.createSymbolicLink(atPath: directory + "/link.txt", withDestinationPath: "kept/real.txt")
        try GoldenStore.write("new", to: directory + "/link.txt")
        #expect(FileKind.at(directory + "/link.txt") == .symlink)
        #expect(try String(contentsOfFile: real, encoding: .utf8) == "new")
        #expect(permissions(real) == 0o600)
    }

    @Test func aDeviceOrAReadOnlyGoldenIsRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(throws: (any Error).self) { try GoldenStore.write("transcript", to: "/dev/null") }
        try FileManager.default.createSymbolicLink(atPath: directory + "/out.txt", withDestinationPath: "/dev/null")
        #expect(throws: (any Error).self) { try GoldenStore.write("transcript", to: directory + "/out.txt") }
        #expect(GoldenStore.read(directory + "/out.txt") == .notAFile)
        let locked = directory + "/locked.txt"
        try "old".write(toFile: locked, atomically: false, encoding: .utf8)
        chmod(locked, 0o444)
        #expect(throws: (any Error).self) { try GoldenStore.write("new", to: locked) }
        #expect(try String(contentsOfFile: locked, encoding: .utf8) == "old")
        // Through GoldenCheck, the refusal is a problem with the reason, not a recording.
        var out = TextWriter()
        let problems = GoldenCheck(mode: .all).check("x", at: "/dev/null", recordCommand: "", actualName: "", out: &out)
        #expect(problems.map(\.summary) == ["/dev/null is not a regular file (a directory or a device); a golden must be a file"])
    }

    @Test func sameFileSeesThroughLinksAndDots() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "x".write(toFile: directory + "/View.swift", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: directory + "/alias.swift", withDestinationPath: "View.swift")
        #expect(GoldenStore.sameFile(directory + "/./alias.swift", directory + "/View.swift"))
        #expect(!GoldenStore.sameFile(directory + "/View.txt", directory + "/View.swift"))
    }
}
