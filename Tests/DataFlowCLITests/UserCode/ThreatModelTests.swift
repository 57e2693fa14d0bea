import DataFlowProgram
import Foundation
import Testing

@testable import DataFlowCLI

/// Other people's code, a third time (issue 38): each attack of that round, as a test. What
/// `--record` may replace, what a run leaves behind whatever the views' code does, what can pass
/// for the program's answer, and the errors a careless user meets.
@Suite(.serialized) struct ThreatModelTests {
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
                    Button("Daemon") { _ = system("setsid -f env -i sleep 181") }
                    Button("Detach") {
                        let shell = Process()
                        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
                        shell.arguments = ["-c", "(env -i setsid sleep 182 > /dev/null 2>&1 &)"]
                        shell.environment = [:]
                        try? shell.run()
                    }
                    Button("Descriptor") { let text = "from the views\\n"; _ = write(7, text, text.utf8.count) }
                    Button("Forge") { fputs("\\u{1E}dataflow step 7\\n", stderr); count += 1 }
                    Button("Crash") { fatalError("boom") }
                    Button("Long") { print(String(repeating: "x", count: 1_000_000)) }
                    Button("Spin") { while true {} }
                }
            }
        }
        """

    // MARK: Never overwrite a file dataflow did not write

    @Test func recordingInsideAFolderArgumentNeverReplacesItsFiles() throws {
        let workspace = try Workspace()
        try workspace.write("App/ContentView.swift", Self.app)
        let originals = [
            "App/App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{ archiveVersion = 1; }\n",
            "App/Model.xcdatamodeld/Model.xcdatamodel/contents": "<?xml version=\"1.0\"?><model></model>\n",
            "App/Assets.xcassets/Contents.json": "{\"info\": {\"author\": \"xcode\", \"version\": 1}}\n",
            "App/Info.plist": "<plist><dict/></plist>\n",
            "App/Big.json": "[" + String(repeating: "1,", count: 6_000_000) + "1]\n",
            "App/data.json": "{\"first\": true}\n",
            "App/More/data.json": "{\"second\": true}\n",
        ]
        for (path, text) in originals { try workspace.write(path, text) }
        for (path, text) in originals.sorted(by: { $0.key < $1.key }) {
            let result = try workspace.dataflow(["verify", "App/", "--golden", path, "--record"], environment: ["CI": "false"])
            #expect(result.status != 0, "\(path) was recorded over: \(result.stdout)")
            #expect(try String(contentsOfFile: workspace.directory.appendingPathComponent(path).path, encoding: .utf8) == text, "\(path)")
        }
    }

    @Test func aGoldenRecordedInTheFolderItVerifiesIsOutputNotInput() throws {
        let workspace = try Workspace()
        try workspace.write("In/ContentView.swift", Self.app)
        let arguments = ["verify", "In/", "--script", "tap \"Increment\"", "--golden", "In/golden.txt"]
        let recorded = try workspace.dataflow(arguments + ["--record"], environment: ["CI": "false"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        for _ in 0..<2 {
            let verified = try workspace.dataflow(arguments, environment: ["CI": "true"])
            #expect(verified.status == 0, "\(verified.stdout)\(verified.stderr)")
        }
        // Re-recorded over itself, it is replaced: it is a transcript dataflow wrote.
        #expect(try workspace.dataflow(arguments + ["--record"], environment: ["CI": "false"]).status == 0)
    }

    @Test func anExperimentIDThatIsAPathNamesNoGolden() {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dataflow-ids-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let transcript = GoldenStoreTests.transcript("x")
        let runs = ["../victim", "..", "a/b", ".hidden"].map { RenderedRun(id: $0, renders: ["text": transcript, "json": "{}"]) }
        let result = VerifyCommand(
            runs: runs, allExperimentIDs: runs.map(\.id), checksOrphans: false, mode: .all, goldens: directory + "/goldens", note: "",
            recordCommand: { _ in "" }
        ).run()
        #expect(result.exitCode == ExitCode.failure)
        #expect(result.stdout.contains("FAIL    ../victim: the experiment id '../victim' cannot name a golden file"), "\(result.stdout)")
        #expect(FileKind.at(directory + "/victim.txt") == .missing)
        #expect(FileKind.at(directory + "/goldens") == .missing)
    }

    @Test func aRefusedGoldenSuggestsAnotherName() throws {
        let workspace = try Workspace()
        try workspace.write("In/ContentView.swift", Self.app)
        try workspace.write("In/notes.txt", "my notes\n")
        let result = try workspace.dataflow(["verify", "In/", "--golden", "In/notes.txt", "--record"], environment: ["CI": "false"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("e.g. --golden 'In/notes.golden.txt'"), "\(result.stderr)")
    }

    // MARK: Nothing outlives the command

    @Test func whatTheViewsStartAndDetachEndsWithTheRun() throws {
        let workspace = try Workspace()
        try workspace.write("View.swift", Self.app)
        let result = try workspace.dataflow(["run", "View.swift", "--script", "tap \"Daemon\"; tap \"Detach\""])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("ended with the run"), "\(result.stderr)")
        #expect(sleepers(["181", "182"]).isEmpty, "left running: \(sleepers(["181", "182"]))")
    }

    @Test func aDescriptorTheCallerOpenedIsNotTheViews() throws {
        let workspace = try Workspace()
        try workspace.write("View.swift", Self.app)
        let log = workspace.directory.appendingPathComponent("ci.log").path
        let executable = try BuiltProducts.debugExecutable().path
        let result = try BuiltProducts.capture(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", "exec 7>>\(shellQuoted(log)); exec \(shellQuoted(executable)) run View.swift --script 'tap \"Descriptor\"'"],
            environment: ["DATAFLOW_CACHE": workspace.cache], directory: workspace.directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: log, encoding: .utf8) == "")
    }

    @Test func killingDataflowWithSIGKILLEndsTheRunAndTheNextRunTidiesItsFolder() throws {
        let workspace = try Workspace()
        try workspace.write(
            "View.swift",
            Self.app.replacingOccurrences(
                of: "Button(\"Spin\") { while true {} }", with: "Button(\"Spin\") { _ = system(\"setsid -f env -i sleep 183\"); while true {} }"))
        let temporary = workspace.directory.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        #expect(try workspace.dataflow(["run", "View.swift"]).status == 0)
        let process = Process()
        process.executableURL = try BuiltProducts.debugExecutable()
        process.arguments = ["run", "View.swift", "--script", "tap \"Spin\""]
        process.currentDirectoryURL = workspace.directory
        process.environment = ProcessInfo.processInfo.environment.merging(["DATAFLOW_CACHE": workspace.cache, "TMPDIR": temporary.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        #expect(wait { sleepers(["183"]).isEmpty ? nil : true } == true, "the views never started their daemon")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(wait { sleepers(["183"]).isEmpty ? true : nil } == true, "left running after kill -9: \(sleepers(["183"]))")
        let homes = { (try? FileManager.default.contentsOfDirectory(atPath: temporary.path))?.filter { $0.hasPrefix("dataflow-run-") } ?? [] }
        #expect(homes().count == 1, "the killed run's home: \(homes())")
        #expect(try workspace.dataflow(["run", "View.swift"], environment: ["TMPDIR": temporary.path]).status == 0)
        #expect(homes().isEmpty, "the next run leaves none: \(homes())")
    }

    // MARK: What can pass for the answer

    @Test func aUsersMainSwiftSeesNoRequestNorSecret() throws {
        let workspace = try Workspace()
        try workspace.write(
            "Main/main.swift",
            """
            import SwiftUI
            import Foundation
            print("arguments \\(CommandLine.arguments.count), request \\(fcntl(4, F_GETFD)), channel \\(fcntl(3, F_GETFD))")
            struct ContentView: View {
                var body: some View { Text("hi") }
            }
            """)
        let result = try workspace.dataflow(["run", "Main/"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("arguments 1, request -1, channel -1"), "\(result.stdout)")
    }

    @Test func aViewFilesOwnCFunctionsCannotSwallowTheAnswer() throws {
        let workspace = try Workspace()
        // A program that drops every write above standard error, and keeps every file it is
        // asked to remove: the answer and the run's isolation do not go through them.
        try workspace.write(
            "View.swift",
            Self.app + """

                @_cdecl("write")
                public func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
                    count
                }

                @_cdecl("unlink")
                public func unlink(_ path: UnsafePointer<CChar>?) -> Int32 { 0 }
                """)
        let result = try workspace.dataflow(["run", "View.swift", "--script", "tap \"Increment\""])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Text \"count: 1\""), "\(result.stdout)")
    }

    @Test func aForgedProgressLineDoesNotMoveACrash() throws {
        let workspace = try Workspace()
        try workspace.write("Sub/Fatal.swift", Self.app)
        let result = try workspace.dataflow(["run", "Sub/Fatal.swift", "--script", "tap \"Forge\"; tap \"Crash\""])
        #expect(result.status == 1)
        #expect(result.stderr.contains("the views' code crashed at step 2, tap \"Crash\""), "\(result.stderr)")
        // The fatal error names the file as typed, not as compiled (`UserCode/Fatal.swift`).
        #expect(result.stderr.contains(/\nSub\/Fatal.swift:\d+: Fatal error: boom\n/), "\(result.stderr)")
    }

    // MARK: Limits

    @Test func aMegabyteLineIsPrintedInLinearTime() throws {
        let workspace = try Workspace()
        try workspace.write("View.swift", Self.app)
        let started = Date()
        let result = try workspace.dataflow(["run", "View.swift", "--script", "tap \"Long\"; tap \"Long\"; tap \"Long\""])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.utf8.count > 3_000_000)
        // Quadratic wrapping took 12 s a line; the whole run now takes a few seconds at most.
        #expect(Date().timeIntervalSince(started) < 30)
    }

    @Test func theCompileTimeoutIsAnOptionAndSaysSo() throws {
        let workspace = try Workspace()
        try workspace.write("View.swift", Self.app)
        let result = try workspace.dataflow(["run", "View.swift", "--compile-timeout", "0.05"])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "Error: compiling 1 file did not finish within 0.05 s; stopped the compiler (--compile-timeout or DATAFLOW_COMPILE_TIMEOUT allows longer, none for no limit)"
            ), "\(result.stderr)")
        let bad = try workspace.dataflow(["run", "View.swift", "--compile-timeout", "soon"])
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("Error: invalid value 'soon' for '--compile-timeout': expected a positive number of seconds"))
    }

    @Test func escapeBytesInACompilersMessageAreShownAsText() throws {
        let workspace = try Workspace()
        try workspace.write("View.swift", Self.app + "\n#warning(\"\u{1B}[31mred\u{1B}]0;title\u{07}\")\nlet broken: Int = \"\u{1B}[2J\"\n")
        let result = try workspace.dataflow(["run", "View.swift"])
        #expect(result.status == 1)
        #expect(!result.stderr.contains("\u{1B}") && !result.stderr.contains("\u{07}"), "\(result.stderr)")
        #expect(result.stderr.contains("\\u{1B}[31mred"), "\(result.stderr)")
    }

    // MARK: Clear errors

    @Test func theRootOfTheFileSystemOrAHomeIsNotAnAppsFolder() throws {
        let workspace = try Workspace()
        let root = try workspace.dataflow(["run", "/"])
        #expect(root.status == 64)
        #expect(root.stderr.hasPrefix("Error: '/' is the root of the file system, not an app's folder"), "\(root.stderr)")
        let home = try workspace.dataflow(["run", workspace.directory.path], environment: ["HOME": workspace.directory.path])
        #expect(home.status == 64)
        #expect(home.stderr.contains("is your home folder, not an app's folder"), "\(home.stderr)")
    }

    @Test func anUnreadableFolderSaysSo() throws {
        // Root reads every folder: only an unprivileged user can see this refusal.
        guard getuid() != 0 else { return }
        let workspace = try Workspace()
        try workspace.write("App/ContentView.swift", Self.app)
        try workspace.write("App/Locked/Other.swift", Self.app)
        let locked = workspace.directory.appendingPathComponent("App/Locked").path
        chmod(locked, 0)
        defer { chmod(locked, 0o755) }
        let contents = try SourceFolder.expand([workspace.directory.appendingPathComponent("App").path])
        #expect(contents.unreadable.map(\.folder) == [locked])
        chmod(workspace.directory.appendingPathComponent("App").path, 0)
        defer { chmod(workspace.directory.appendingPathComponent("App").path, 0o755) }
        #expect(throws: UserCodeError.self) { try SourceFolder.expand([workspace.directory.appendingPathComponent("App").path]) }
    }

    @Test func aDiffWithAMissingSideShowsDiffsUsage() throws {
        let workspace = try Workspace()
        try workspace.write("A.swift", Self.app)
        let result = try workspace.dataflow(["diff", "A.swift", "Missing.swift"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("Usage: dataflow diff"), "\(result.stderr)")
        #expect(!result.stderr.contains("Usage: dataflow run"), "\(result.stderr)")
    }

    @Test func ciIgnoresDataflowRecordForAFileWithTheNote() throws {
        let workspace = try Workspace()
        try workspace.write("View.swift", Self.app)
        let result = try workspace.dataflow(
            ["verify", "View.swift", "--golden", "View.txt"], environment: ["CI": "1", "DATAFLOW_RECORD": "all"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("note: ignoring DATAFLOW_RECORD=all because CI is set"), "\(result.stderr)")
        #expect(FileKind.at(workspace.directory.appendingPathComponent("View.txt").path) == .missing)
    }

    @Test func aCacheEntryThatIsALinkIsNamed() throws {
        let workspace = try Workspace()
        try workspace.write("View.swift", Self.app)
        #expect(try workspace.dataflow(["run", "View.swift"]).status == 0)
        let entries = try FileManager.default.contentsOfDirectory(atPath: workspace.cache).filter { $0.hasPrefix("program-") }
        let entry = try #require(entries.first)
        try FileManager.default.removeItem(atPath: workspace.cache + "/" + entry)
        try FileManager.default.createSymbolicLink(atPath: workspace.cache + "/" + entry, withDestinationPath: "/tmp")
        let result = try workspace.dataflow(["run", "View.swift"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("holds a symbolic link at"), "\(result.stderr)")
        #expect(result.stderr.contains("never writes through nor removes what it did not make"), "\(result.stderr)")
    }

    // MARK: The second round (an attack of 112 inputs, as root and as nobody)

    @Test func withoutANamespaceKillingDataflowStillEndsWhatTheRunStarted() throws {
        let workspace = try Workspace()
        try workspace.write(
            "View.swift",
            Self.app.replacingOccurrences(
                of: "Button(\"Spin\") { while true {} }",
                with: "Button(\"Spin\") { _ = system(\"sleep 184 &\"); _ = system(\"setsid sleep 185 &\"); while true {} }"))
        #expect(try workspace.dataflow(["run", "View.swift"]).status == 0)
        let process = Process()
        process.executableURL = try BuiltProducts.debugExecutable()
        process.arguments = ["run", "View.swift", "--script", "tap \"Spin\""]
        process.currentDirectoryURL = workspace.directory
        process.environment = ProcessInfo.processInfo.environment.merging(["DATAFLOW_CACHE": workspace.cache, "DATAFLOW_ISOLATION": "none"]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        #expect(wait { sleepers(["184", "185"]).count == 2 ? true : nil } == true, "the views never started their sleepers")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(wait { sleepers(["184", "185"]).isEmpty ? true : nil } == true, "left running: \(sleepers(["184", "185"]))")
    }

    @Test func aRunsFolderIsRemovedWhateverTheViewsDidToItsPermissions() throws {
        let workspace = try Workspace()
        try workspace.write(
            "View.swift",
            Self.app.replacingOccurrences(
                of: "Button(\"Increment\") { count += 1 }",
                with: """
                    Button("Increment") {
                        let home = NSHomeDirectory()
                        try? FileManager.default.createDirectory(atPath: home + "/x/y", withIntermediateDirectories: true)
                        chmod(home + "/x", 0o500)
                        try? "x".write(toFile: home + "/../notes.log", atomically: false, encoding: .utf8)
                        count += 1
                    }
                    """))
        let temporary = workspace.directory.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let result = try workspace.dataflow(["run", "View.swift", "--script", "tap \"Increment\""], environment: ["TMPDIR": temporary.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).filter { $0.hasPrefix("dataflow-run-") }.isEmpty)
    }

    @Test func aViewFilesOwnProcessFunctionsCannotHangOrFoolTheRun() throws {
        let workspace = try Workspace()
        // poll that never waits, waitpid that never reaps, getpid that makes a fork the owner.
        try workspace.write(
            "View.swift",
            Self.app.replacingOccurrences(
                of: "Button(\"Increment\") { count += 1 }",
                with: "Button(\"Increment\") { if fork() == 0 { count += 100 } else { usleep(200_000); count += 1 } }")
                    + """

                    @_cdecl("poll")
                    public func poll(_ descriptors: UnsafeMutableRawPointer?, _ count: UInt, _ timeout: Int32) -> Int32 { 0 }

                    @_cdecl("waitpid")
                    public func waitpid(_ pid: Int32, _ status: UnsafeMutablePointer<Int32>?, _ options: Int32) -> Int32 { -1 }

                    nonisolated(unsafe) var firstPID: Int32 = 0
                    @_cdecl("getpid")
                    public func getpid() -> Int32 {
                        if firstPID == 0 { firstPID = Int32(truncatingIfNeeded: ProcessInfo.processInfo.processIdentifier) }
                        return firstPID
                    }
                    """)
        let started = Date()
        let result = try workspace.dataflow(["run", "View.swift", "--script", "tap \"Increment\""], environment: ["DATAFLOW_TIMEOUT": "30"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Text \"count: 1\""), "the forked copy's transcript was taken: \(result.stdout)")
        #expect(Date().timeIntervalSince(started) < 25)
    }

    @Test func aViewFilesOwnConstructorComesAfterTheLaunch() throws {
        let workspace = try Workspace()
        try workspace.write(
            "View.swift",
            Self.app + """

                @used @section(".init_array")
                let early: @convention(c) () -> Void = {
                    let line = "request \\(fcntl(4, F_GETFD)) channel \\(fcntl(3, F_GETFD))\\n"
                    _ = line.withCString { write(2, $0, strlen($0)) }
                }
                """)
        let result = try workspace.dataflow(["run", "View.swift"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("request -1 channel -1"), "\(result.stderr)")
    }

    @Test func theAnswerChannelCannotBeReopenedForReading() throws {
        let workspace = try Workspace()
        try workspace.write(
            "View.swift",
            Self.app.replacingOccurrences(
                of: "Button(\"Increment\") { count += 1 }",
                with: """
                    Button("Increment") {
                        let opened = (100..<110).filter { fcntl($0, F_GETFD) >= 0 }.map { open("/proc/self/fd/\\($0)", O_RDONLY) }
                        print("reopened \\(opened.filter { $0 >= 0 }.count) of \\(opened.count)")
                        count += 1
                    }
                    """))
        let result = try workspace.dataflow(["run", "View.swift", "--script", "tap \"Increment\""])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("reopened 0 of 1"), "\(result.stdout)")
    }

    @Test func escapesWrittenWithoutALineEndAreShownAsText() throws {
        let workspace = try Workspace()
        try workspace.write(
            "View.swift",
            Self.app.replacingOccurrences(
                of: "Button(\"Increment\") { count += 1 }",
                with: "Button(\"Increment\") { let raw = \"partial \\u{1B}]0;pwned\\u{07}\\u{1B}[31mRED\"; _ = write(1, raw, raw.utf8.count) }"))
        let result = try workspace.dataflow(["run", "View.swift", "--script", "tap \"Increment\""])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}") && !result.stderr.contains("\u{07}") && !result.stdout.contains("\u{1B}"), "\(result.stderr)")
    }

    @Test func badSettingsAreUsageErrorsNotCrashes() throws {
        let workspace = try Workspace()
        try workspace.write("View.swift", Self.app)
        let seed = try workspace.dataflow(["run", "View.swift"], environment: ["DATAFLOW_SEED": "x"])
        #expect(seed.status == 64)
        #expect(seed.stderr.hasPrefix("Error: invalid DATAFLOW_SEED 'x': expected a whole number"), "\(seed.stderr)")
        let width = DataflowCommand.run(["run", "state-of-array", "--width", "6000000000000000000"])
        #expect(width.exitCode == 64)
        #expect(width.stderr.hasPrefix("Error: invalid value '6000000000000000000' for '--width'"), "\(width.stderr)")
        let temporary = workspace.directory.appendingPathComponent("missing/tmp").path
        let tmp = try workspace.dataflow(["run", "View.swift"], environment: ["TMPDIR": temporary])
        #expect(tmp.status == 1)
        #expect(tmp.stderr.contains("the temporary folder '\(temporary)' does not exist"), "\(tmp.stderr)")
        #expect(FileKind.at(workspace.directory.appendingPathComponent("missing").path) == .missing, "TMPDIR's parent was created")
        let waited = try workspace.dataflow(["run", "View.swift", "--script", "wait 1e10; tap \"Increment\""])
        #expect(waited.status == 0, "\(waited.stderr)")
    }

    @Test func awkwardButReadableInputIsRead() throws {
        let workspace = try Workspace()
        try workspace.write("View.swift", Self.app)
        let piped = try workspace.dataflow(["run", "View.swift", "--script-file", "/dev/stdin"], input: "tap \"Increment\"\n")
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout.contains("Text \"count: 1\""))
        let badName = workspace.directory.appendingPathComponent("caf\u{FFFD}.swift").path
        let unnamed = try workspace.dataflow(["run", badName])
        #expect(unnamed.status == 64)
        #expect(unnamed.stderr.contains("is not valid UTF-8"), "\(unnamed.stderr)")
        let executable = try BuiltProducts.debugExecutable().path
        let gone = try BuiltProducts.capture(
            URL(fileURLWithPath: "/bin/sh"),
            [
                "-c",
                "mkdir gone && cd gone && rmdir ../gone && exec \(shellQuoted(executable)) run \(shellQuoted(workspace.directory.path + "/View.swift"))",
            ],
            environment: ["DATAFLOW_CACHE": workspace.cache], directory: workspace.directory)
        #expect(gone.status == 64)
        #expect(gone.stderr.hasPrefix("Error: the current directory no longer exists"), "\(gone.stderr)")
    }

    /// The sleeping processes with one of these arguments (the views' daemons).
    private func sleepers(_ arguments: [String]) -> [pid_t] {
        ProcessList.all().filter { $0.name == "sleep" && !$0.isZombie }.compactMap { process in
            let command = ProcessList.read("/proc/\(process.pid)/cmdline") ?? ""
            return arguments.contains { command.contains("sleep\u{0}\($0)") } ? process.pid : nil
        }
    }

    private func wait<T>(_ check: () -> T?) -> T? {
        for _ in 0..<200 {
            if let value = check() { return value }
            usleep(50_000)
        }
        return nil
    }
}
