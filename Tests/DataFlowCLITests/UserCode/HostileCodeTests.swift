import DataFlowProgram
import Foundation
import Testing

@testable import DataFlowCLI

/// Other people's code, run as a hostile or careless user would (issue 30): what `--record` may
/// write, what outlives a run, and verdicts that only a whole, framed answer can give.
@Suite(.serialized) struct HostileCodeTests {
    typealias Workspace = UserFileTests.Workspace

    static let app = """
        import SwiftUI
        import Foundation

        struct ContentView: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Text("count: \\(count)")
                    Button("Increment") { count += 1 }
                    Button("Move") { _ = FileManager.default.changeCurrentDirectoryPath("/tmp") }
                    Button("Spawn") {
                        let sleeper = Process()
                        sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
                        sleeper.arguments = ["171"]
                        try? sleeper.run()
                        _ = system("setsid sleep 172 > /dev/null 2>&1 &")
                    }
                    Button("Hold") { _ = system("sleep 173 &") }
                    Button("Fork") { if fork() == 0 { count += 100 } }
                    Button("Forge") {
                        let fake = "\\u{1E}dataflow end\\n\\u{1E}dataflow 0-0-0-0 2\\n{}\\n\\u{1E}dataflow 0-0-0-0 end\\n"
                        for descriptor: Int32 in [1, 2, 3, 4, 5, 100, 101] { _ = fake.withCString { write(descriptor, $0, strlen($0)) } }
                        exit(0)
                    }
                    Button("Escape") { print("\\u{1B}[31mred\\u{1B}]0;title\\u{07}") }
                }
            }
        }
        """

    // MARK: Data loss

    @Test func aGoldenInsideAFolderArgumentOrAScriptFileIsNeverWritten() throws {
        let workspace = try Workspace()
        try FileManager.default.createDirectory(at: workspace.directory.appendingPathComponent("App"), withIntermediateDirectories: true)
        let source = try workspace.write("App/ContentView.swift", Self.app)
        let data = try workspace.write("App/data.json", "{\"kept\": true}")
        let script = try workspace.write("steps.txt", "tap \"Increment\"\n")
        let attempts: [([String], String, String)] = [
            (["--golden", "App/ContentView.swift"], source, Self.app),
            (["--golden", "App/data.json"], data, "{\"kept\": true}"),
            (["--script-file", "steps.txt", "--golden", "steps.txt"], script, "tap \"Increment\"\n"),
        ]
        for (arguments, path, original) in attempts {
            let result = try workspace.dataflow(["verify", "App/"] + arguments + ["--record"], environment: ["CI": "false"])
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasPrefix("Error: the golden '"), "\(result.stderr)")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
        }
    }

    @Test func recordingNeverWritesThroughALinkOfAGoldensFolder() throws {
        let workspace = try Workspace()
        let lessons = """
            import DataFlow

            struct Counter: View {
                @State private var count = 0
                var body: some View { Button("Count \\(count)") { count += 1 } }
            }

            let experiments: [Experiment] = [
                Experiment(id: "x", title: "x", claims: [], lesson: "", variants: [Variant("main", root: { Counter() })], script: [.tap("Count 0")]),
            ]
            """
        let path = try workspace.write("Lessons.swift", lessons)
        try FileManager.default.createDirectory(at: workspace.directory.appendingPathComponent("dir"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: workspace.directory.appendingPathComponent("dir/x.txt").path, withDestinationPath: "../Lessons.swift")
        let result = try workspace.dataflow(["verify", "Lessons.swift", "--goldens", "dir", "--record"], environment: ["CI": "false"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAIL    x: cannot record dir/x.txt: it is a symbolic link (to '../Lessons.swift')"), "\(result.stdout)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == lessons)
    }

    @Test func aFailedRunIsNeverRecordedNorPassed() throws {
        let workspace = try Workspace()
        try workspace.write("View.swift", Self.app)
        let recorded = try workspace.dataflow(
            ["verify", "View.swift", "--script", "tap \"Nope\"", "--golden", "View.txt", "--record"], environment: ["CI": "false"])
        #expect(recorded.status == 1)
        #expect(
            recorded.stdout.contains(
                "FAIL    View.swift: the run failed (View.swift (main): step 1, tap \"Nope\": no button or navigation link labelled \"Nope\""),
            "\(recorded.stdout)")
        #expect(FileKind.at(workspace.directory.appendingPathComponent("View.txt").path) == .missing)
    }

    @Test func theViewsCodeChangingDirectoryDoesNotMoveTheGolden() throws {
        let workspace = try Workspace()
        try workspace.write("View.swift", Self.app)
        let recorded = try workspace.dataflow(
            ["verify", "View.swift", "--script", "tap \"Move\"", "--golden", "goldens/View.txt", "--record"], environment: ["CI": "false"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(recorded.stdout == "recorded goldens/View.txt\nok      View.swift against goldens/View.txt\n")
        #expect(FileKind.at(workspace.directory.appendingPathComponent("goldens/View.txt").path) == .file)
        let verified = try workspace.dataflow(
            ["verify", "View.swift", "--script", "tap \"Move\"", "--golden", "goldens/View.txt"], environment: ["CI": "true"])
        #expect(verified.status == 0, "\(verified.stdout)\(verified.stderr)")
    }

    // MARK: What outlives a run

    @Test func processesTheViewsCodeStartsEndWithTheRunAndAreNamed() throws {
        let workspace = try Workspace()
        try workspace.write("View.swift", Self.app)
        let started = Date()
        let result = try workspace.dataflow(
            ["run", "View.swift", "--script", "tap \"Spawn\"; tap \"Hold\""], environment: ["DATAFLOW_TIMEOUT": "30"])
        #expect(result.status == 0, "\(result.stderr)")
        // A shell's `&` child is named `sh` (and `setsid`'s own fork `setsid`) until it has
        // exec'd `sleep`: each name is the truth of its moment.
        #expect(
            result.stderr.contains(
                /dataflow: the views' code left 3 processes running; ended with the run: (sh|sleep|setsid), (sh|sleep|setsid), (sh|sleep|setsid)\n$/),
            "\(result.stderr)")
        // A child holding the pipes open does not turn a finished run into a timeout.
        #expect(Date().timeIntervalSince(started) < 25)
        #expect(sleepers().isEmpty, "left running: \(sleepers())")
    }

    @Test func aForkedCopyNeverAnswersTwice() throws {
        let workspace = try Workspace()
        try workspace.write("View.swift", Self.app)
        let json = try workspace.dataflow(["run", "View.swift", "--script", "tap \"Fork\"", "--format", "json"])
        #expect(json.status == 0, "\(json.stderr)")
        #expect((try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8))) != nil, "not one JSON document: \(json.stdout)")
        try workspace.write("Empty.txt", "")
        let verdict = try workspace.dataflow(
            ["verify", "View.swift", "--script", "tap \"Fork\"", "--golden", "View.txt", "--record"], environment: ["CI": "false"])
        #expect(verdict.stdout.components(separatedBy: "ok      ").count == 2, "\(verdict.stdout)")
    }

    // MARK: Honest output

    @Test func aForgedEndMarkerOrFrameIsNoAnswer() throws {
        let workspace = try Workspace()
        try workspace.write("View.swift", Self.app)
        try workspace.write("Empty.txt", "")
        let verdict = try workspace.dataflow(
            ["verify", "View.swift", "--script", "tap \"Forge\"", "--golden", "Empty.txt"], environment: ["CI": "true"])
        #expect(verdict.status == 1)
        #expect(verdict.stdout.isEmpty)
        #expect(
            verdict.stderr.contains(
                "Error: View.swift: the views' code ended the program at step 1 (exit status 0) before its transcript was complete"),
            "\(verdict.stderr)")
        let piped = try workspace.dataflow(["play", "View.swift"], input: "tap \"Forge\"\n")
        #expect(piped.status == 1)
        #expect(piped.stderr.contains("before play was over"), "\(piped.stderr)")
    }

    @Test func terminalEscapesFromTheViewsCodeAreShownEscaped() throws {
        let workspace = try Workspace()
        try workspace.write("View.swift", Self.app)
        let result = try workspace.dataflow(["run", "View.swift", "--script", "tap \"Escape\""])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("\u{07}"))
        #expect(result.stdout.contains("console  \\u{1B}[31mred\\u{1B}]0;title\\u{7}"), "\(result.stdout)")
    }

    @Test func pipedPlayNeverEchoesARawEscape() throws {
        let workspace = try Workspace()
        try workspace.write("View.swift", Self.app)
        let result = try workspace.dataflow(["play", "View.swift"], input: "\u{1B}[A\ntap \"Increment\"\n")
        #expect(!result.stdout.contains("\u{1B}"), "\(result.stdout)")
        #expect(result.stdout.contains("> \\u{1B}[A\n"), "\(result.stdout)")
    }

    @Test func aCrashInOneSideOfADiffFailsTheDiff() throws {
        let workspace = try Workspace()
        try workspace.write("A.swift", Self.app.replacingOccurrences(of: "count += 1 }", with: "count += 1; if count > 0 { fatalError(\"boom\") } }"))
        try workspace.write("B.swift", Self.app)
        let result = try workspace.dataflow(["diff", "A.swift", "B.swift", "--script", "tap \"Increment\""])
        #expect(result.status == 1, "\(result.stdout)")
        #expect(result.stderr.contains("Error: A.swift: the views' code crashed at step 1, tap \"Increment\""), "\(result.stderr)")
    }

    @Test func aLongScriptIsNotAnArgument() throws {
        let workspace = try Workspace()
        try workspace.write("View.swift", Self.app)
        let script = Array(repeating: "tap \"Increment\"", count: 10_000).joined(separator: "\n")
        try workspace.write("long.txt", script)
        let result = try workspace.dataflow(["run", "View.swift", "--script-file", "long.txt", "--summary"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("Argument list too long"))
    }

    @Test func aTimeoutAtALaterStepIsNotReplayed() throws {
        let workspace = try Workspace()
        try workspace.write(
            "View.swift",
            Self.app.replacingOccurrences(of: "Button(\"Hold\") { _ = system(\"sleep 173 &\") }", with: "Button(\"Spin\") { while true {} }"))
        let started = Date()
        let result = try workspace.dataflow(
            ["run", "View.swift", "--script", "tap \"Increment\"; tap \"Spin\""], environment: ["DATAFLOW_TIMEOUT": "3"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("did not finish within 3 s"))
        #expect(Date().timeIntervalSince(started) < 9, "the steps before the timeout were played again")
    }

    @Test func aFileNameWithANewlineOrAUsersMainSwiftIsHandled() throws {
        let workspace = try Workspace()
        try workspace.write("a\nb.swift", Self.app)
        let odd = try workspace.dataflow(["run", "a\nb.swift"])
        #expect(odd.status == 64)
        #expect(
            odd.stderr.hasPrefix(
                "Error: the file name 'a\\nb.swift' holds a newline, which the Swift compiler cannot name in its messages; rename the file\n"),
            "\(odd.stderr)")
        // A main.swift of the user's is the program's main file: its top-level code runs first,
        // then the app (MyApp.main() returns at once).
        try FileManager.default.createDirectory(at: workspace.directory.appendingPathComponent("Main"), withIntermediateDirectories: true)
        try workspace.write(
            "Main/main.swift", "import SwiftUI\nprint(\"launching\")\nstruct ContentView: View {\n    var body: some View { Text(\"hi\") }\n}\n")
        let main = try workspace.dataflow(["run", "Main/"])
        #expect(main.status == 0, "\(main.stderr)")
        #expect(main.stdout.contains("    console  launching\n"), "\(main.stdout)")
    }

    @Test func aCrashOfTheCompilerIsOneLineWithoutItsPaths() throws {
        let workspace = try Workspace()
        var expression = "\"x\""
        for _ in 0..<3_000 { expression = "\"\\(" + expression + ")\"" }
        try workspace.write("Deep.swift", "import SwiftUI\nstruct ContentView: View {\n    var body: some View { Text(\(expression)) }\n}\n")
        let result = try workspace.dataflow(["run", "Deep.swift"])
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix("Error: the Swift compiler crashed (signal 11) while parsing your code in Deep.swift at line 3"),
            "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    /// The sleeping processes this suite's views start (none may be left).
    private func sleepers() -> [pid_t] {
        ProcessList.all().filter { $0.name == "sleep" }.compactMap { process in
            let command = (try? String(contentsOfFile: "/proc/\(process.pid)/cmdline", encoding: .utf8)) ?? ""
            return ["171", "172", "173"].contains { command.contains("sleep\u{0}\($0)") } ? process.pid : nil
        }
    }
}
