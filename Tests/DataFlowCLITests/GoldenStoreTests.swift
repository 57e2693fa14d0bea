import Foundation
import Testing

@testable import DataFlowCLI

/// Recording a golden writes only the golden's own path, a regular file the user may write,
/// never through a link nor over an input, keeping its permissions (issues 20 and 30).
@Suite struct GoldenStoreTests {
    let directory: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("dataflow-goldens-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    /// The smallest text that reads as a transcript dataflow wrote.
    static func transcript(_ marker: String) -> String {
        "x\nA title\n\n== variant main ==\n\n[0] mount\n  \(marker)\n"
    }

    private func permissions(_ path: String) -> mode_t {
        var info = stat()
        stat(path, &info)
        return info.st_mode & 0o7777
    }

    @Test func aGoldenIsNeverWrittenThroughALinkNorADanglingOne() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outside = directory + "/outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try "source".write(toFile: outside + "/Lessons.swift", atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: directory + "/goldens", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory + "/goldens/x.txt", withDestinationPath: "../outside/Lessons.swift")
        try FileManager.default.createSymbolicLink(atPath: directory + "/goldens/y.txt", withDestinationPath: "../elsewhere/new/y.txt")
        for name in ["x.txt", "y.txt"] {
            #expect(throws: RecordRefusal.self) { try GoldenStore.write("transcript", to: directory + "/goldens/" + name) }
            #expect(FileKind.at(directory + "/goldens/" + name) == .symlink)
        }
        #expect(try String(contentsOfFile: outside + "/Lessons.swift", encoding: .utf8) == "source")
        #expect(FileKind.at(directory + "/elsewhere") == .missing)
        // Through GoldenCheck, the refusal names the link and what to do.
        var out = TextWriter()
        let problems = GoldenCheck(mode: .all).check("x", at: directory + "/goldens/x.txt", recordCommand: "", actualName: "", out: &out)
        #expect(
            problems.map(\.summary) == [
                "cannot record \(directory)/goldens/x.txt: it is a symbolic link (to '../outside/Lessons.swift'); a golden is recorded only at its own path, never through a link: remove the link, or name the file it points to"
            ])
    }

    @Test func aPlantedTemporaryLinkIsNeverFollowedAndTheModeIsKept() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let golden = directory + "/x.txt"
        try Self.transcript("old").write(toFile: golden, atomically: false, encoding: .utf8)
        chmod(golden, 0o600)
        let victim = directory + "/victim.txt"
        try "keep".write(toFile: victim, atomically: false, encoding: .utf8)
        // The name an earlier dataflow used: a link planted there is not written through.
        try FileManager.default.createSymbolicLink(atPath: directory + "/.x.txt.recording-\(getpid())", withDestinationPath: "victim.txt")
        try GoldenStore.write(Self.transcript("new"), to: golden)
        #expect(try String(contentsOfFile: golden, encoding: .utf8) == Self.transcript("new"))
        #expect(permissions(golden) == 0o600)
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep")
        let left = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.contains(".recording-") }
        #expect(left == [".x.txt.recording-\(getpid())"], "no temporary file of this write is left")
    }

    @Test func aGoldenThatIsAnInputIsRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let data = directory + "/data.json"
        try "{}".write(toFile: data, atomically: false, encoding: .utf8)
        #expect(throws: RecordRefusal.self) { try GoldenStore.write("transcript", to: directory + "/./data.json", inputs: [data]) }
        #expect(try String(contentsOfFile: data, encoding: .utf8) == "{}")
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

    @Test func aFileDataflowDidNotWriteIsNeverReplaced() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let others = [
            "project.pbxproj": "// !$*UTF8*$!\n{ archiveVersion = 1; }\n",
            "contents": "<?xml version=\"1.0\"?><model></model>\n",
            "Contents.json": "{\"info\": {\"author\": \"xcode\"}}\n",
            "notes.txt": "== variant main ==\nmy own notes, no mount\n",
            "notes.md": "My notes\n\n== variant main ==\n\n[0] mount\n",
            "quoted.md": "# Notes\nwhat I saw\n\n- a list\n== variant main ==\n\n[0] mount\n",
            "empty.txt": "",
        ]
        for (name, text) in others {
            let path = directory + "/" + name
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            #expect(throws: RecordRefusal.self, "\(name)") { try GoldenStore.write(Self.transcript("new"), to: path) }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        }
        // A new golden is created; an earlier one (text or JSON) is replaced.
        try GoldenStore.write(Self.transcript("first"), to: directory + "/new.txt")
        try GoldenStore.write(Self.transcript("second"), to: directory + "/new.txt")
        #expect(try String(contentsOfFile: directory + "/new.txt", encoding: .utf8) == Self.transcript("second"))
        #expect(permissions(directory + "/new.txt") == 0o644)
        let json = "{\n  \"experiment\": \"x\",\n  \"title\": \"x\",\n  \"models\": \"SwiftUI\",\n  \"claims\": []\n}\n"
        try GoldenStore.write(json, to: directory + "/new.json")
        try GoldenStore.write(json.replacingOccurrences(of: "[]", with: "[\"S1\"]"), to: directory + "/new.json")
        #expect(try String(contentsOfFile: directory + "/new.json", encoding: .utf8).contains("S1"))
    }

    @Test func everyRecordedGoldenReadsAsATranscript() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var checked = 0
        for folder in ["experiments/transcripts", "samples/transcripts"] {
            let path = root.appendingPathComponent(folder).path
            for name in try FileManager.default.contentsOfDirectory(atPath: path) where !name.hasPrefix(".") {
                let text = try String(contentsOfFile: path + "/" + name, encoding: .utf8)
                #expect(TranscriptSignature.isTranscript(text), "\(folder)/\(name)")
                checked += 1
            }
        }
        #expect(checked > 80)
    }
}
