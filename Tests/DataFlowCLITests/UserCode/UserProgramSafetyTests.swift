import Foundation
import Testing

@testable import DataFlowCLI

/// Running other people's code: nothing outlives the command, nothing the user wrote is lost,
/// and no verdict is given on an incomplete transcript (issue 20, items 2–5, 7–9).
@Suite(.serialized) struct UserProgramSafetyTests {
    typealias Workspace = UserFileTests.Workspace

    static let behaviours = """
        import SwiftUI
        import Foundation

        struct ContentView: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Text("count: \\(count)")
                    Button("Increment") { count += 1 }
                    Button("Quit") { exit(0) }
                    Button("Fail") { exit(3) }
                    Button("Raw") {
                        print("printed first")
                        FileHandle.standardOutput.write("written {\\"not\\": json}\\n".data(using: .utf8)!)
                        fputs("from fputs\\n", stdout)
                        print("printed last")
                    }
                    Button("Spin") { while true {} }
                    Button("Crash") { print([1][count + 5]) }
                }
            }
        }
        """

    @Test func aGoldenThatIsOneOfTheInputsIsRefusedBeforeAnythingIsWritten() throws {
        let workspace = try Workspace()
        let source = try workspace.write("View.swift", Self.behaviours)
        try FileManager.default.createSymbolicLink(
            atPath: workspace.directory.appendingPathComponent("alias.txt").path, withDestinationPath: "View.swift")
        for (golden, environment) in [("View.swift", ["CI": "false"]), ("./alias.txt", ["CI": "false", "DATAFLOW_RECORD": "failed"])] {
            var arguments = ["verify", "View.swift", "--golden", golden]
            if environment["DATAFLOW_RECORD"] == nil { arguments.append("--record") }
            let result = try workspace.dataflow(arguments, environment: environment)
            #expect(result.status == 64)
            #expect(
                result.stderr.hasPrefix(
                    "Error: the golden '\(golden)' is one of the files being run ('View.swift'); name a transcript file, e.g. --golden 'View.txt'\n"),
                "\(result.stderr)")
            #expect(try String(contentsOfFile: source, encoding: .utf8) == Self.behaviours)
        }
    }

    @Test func exitInTheViewsCodeIsAnErrorNeverAPass() throws {
        let workspace = try Workspace()
        try workspace.write("View.swift", Self.behaviours)
        let quit = try workspace.dataflow(["run", "View.swift", "--script", "tap \"Increment\"; tap \"Quit\""])
        #expect(quit.status == 1)
        #expect(quit.stdout == "")
        #expect(
            quit.stderr
                == "Error: View.swift: the views' code ended the program at step 2 (exit status 0) before its transcript was complete; nothing was checked or printed\n"
        )
        let fail = try workspace.dataflow(["run", "View.swift", "--script", "tap \"Fail\""])
        #expect(fail.status == 1 && fail.stderr.contains("(exit status 3)"))
        // verify: a golden of nothing does not pass against a program that exits early.
        try workspace.write("Empty.txt", "")
        let verdict = try workspace.dataflow(
            ["verify", "View.swift", "--script", "tap \"Quit\"", "--golden", "Empty.txt"], environment: ["CI": "true"])
        #expect(verdict.status == 1)
        #expect(verdict.stderr.contains("ended the program"))
    }

    @Test func rawWritesToStandardOutputAreConsoleLinesNotTranscript() throws {
        let workspace = try Workspace()
        try workspace.write("View.swift", Self.behaviours)
        let text = try workspace.dataflow(["run", "View.swift", "--script", "tap \"Raw\""])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(
            text.stdout.contains(
                """
                [1] tap "Raw"
                  console  printed first
                  console  written {"not": json}
                  console  from fputs
                  console  printed last
                """))
        let json = try workspace.dataflow(["run", "View.swift", "--script", "tap \"Raw\"", "--format", "json"])
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let steps = ((object?["variants"] as? [[String: Any]])?.first?["steps"] as? [[String: Any]]) ?? []
        #expect(steps.last?["console"] as? [String] == ["printed first", "written {\"not\": json}", "from fputs", "printed last"])
    }

    @Test func aCrashAfterStepsSaysTheyWerePlayedAgain() throws {
        let workspace = try Workspace()
        try workspace.write("View.swift", Self.behaviours)
        let result = try workspace.dataflow(["run", "View.swift", "--script", "tap \"Raw\"; tap \"Crash\""])
        #expect(result.status == 1)
        #expect(result.stdout.contains("[1] tap \"Raw\"") && !result.stdout.contains("[2] "))
        #expect(
            result.stderr.contains(
                "note: to print the transcript above, the mount and step 1 were played again: their side effects (prints, files) happened twice\n"),
            "\(result.stderr)")
        // A page shows the steps before the crash with the files' code, as a whole run's would.
        let page = try workspace.dataflow(["run", "View.swift", "--script", "tap \"Raw\"; tap \"Crash\"", "--format", "markdown"])
        #expect(page.status == 1)
        #expect(page.stdout.contains("View.swift") && page.stdout.contains("struct ") && page.stdout.contains("tap \"Raw\""), "\(page.stdout)")
    }

    /// Issue 20 item 11: endless view recursion grew memory until the timeout; it is a crash, said
    /// at once (D16).
    @Test func aViewThatIsItsOwnBodyEndsAtOnceAsACrash() throws {
        let workspace = try Workspace()
        try workspace.write("Loop.swift", "import SwiftUI\n\nstruct ContentView: View {\n    var body: some View { ContentView() }\n}\n")
        let result = try workspace.dataflow(["run", "Loop.swift"], environment: ["DATAFLOW_TIMEOUT": "20"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("at mount: the app would crash here: ContentView nests itself without end"))
        #expect(result.stdout.contains("  (ContentView×255/ContentView)\n"))
    }

    /// §15: a removed row's `Binding(get:)` reading a captured index of an object's array traps in
    /// the views' own code, as in the app; one reading a `@State` array reads the snapshot (§2).
    @Test func aRemovedRowsHandWrittenBindingTrapsOnAnObjectsArray() throws {
        let workspace = try Workspace()
        let source = """
            import SwiftUI

            struct Item { var name: String; var done = false }

            final class Store: ObservableObject {
                @Published var items = [Item(name: "Milk"), Item(name: "Tea")]
            }

            struct ContentView: View {
                @StateObject private var store = Store()
                var body: some View {
                    List {
                        ForEach(store.items.indices, id: \\.self) { i in
                            Toggle(store.items[i].name, isOn: Binding(get: { store.items[i].done }, set: { store.items[i].done = $0 }))
                        }
                        .onDelete { store.items.remove(atOffsets: $0) }
                    }
                }
            }
            """
        try workspace.write("Store.swift", source)
        let crashed = try workspace.dataflow(["run", "Store.swift", "--script", "delete \"Tea\""])
        #expect(crashed.status == 1)
        #expect(crashed.stderr.contains("Fatal error: Index out of range"))
        #expect(crashed.stderr.contains("the views' code crashed at step 1, delete \"Tea\""))
    }

    @Test func aBadTimeoutIsAUsageError() throws {
        let workspace = try Workspace()
        try workspace.write("View.swift", Self.behaviours)
        for value in ["0", "-5", "abc", "3s", "inf", "nan"] {
            let result = try workspace.dataflow(["run", "View.swift"], environment: ["DATAFLOW_TIMEOUT": value])
            #expect(result.status == 64, "\(value)")
            #expect(
                result.stderr.hasPrefix(
                    "Error: invalid DATAFLOW_TIMEOUT '\(value)': expected a positive number of seconds (e.g. 120), or none for no limit\n"))
        }
    }

    @Test func playWithPipedInputHasATimeoutAndReportsAFullDisk() throws {
        let workspace = try Workspace()
        try workspace.write("View.swift", Self.behaviours)
        let spun = try workspace.dataflow(["play", "View.swift"], environment: ["DATAFLOW_TIMEOUT": "3"], input: "tap \"Spin\"\n")
        #expect(spun.status == 1)
        #expect(spun.stderr.contains("did not finish within 3 s"), "\(spun.stderr)")
        let full = try runShell(
            "\(shellQuoted(try BuiltProducts.debugExecutable().path)) play View.swift > /dev/full <<< 'tap \"Increment\"'", in: workspace)
        #expect(full.status == 1)
        #expect(full.stderr.contains("Error: cannot write the output to standard output: No space left on device"), "\(full.stderr)")
    }

    @Test func interruptingOrKillingDataflowEndsTheViewsProgram() throws {
        let workspace = try Workspace()
        try workspace.write("View.swift", Self.behaviours)
        // Compiled first, so that the runs below start the program at once.
        #expect(try workspace.dataflow(["run", "View.swift"]).status == 0)
        for signal in [SIGTERM, SIGINT, SIGKILL] {
            let process = Process()
            process.executableURL = try BuiltProducts.debugExecutable()
            process.arguments = ["run", "View.swift", "--script", "tap \"Spin\""]
            process.currentDirectoryURL = workspace.directory
            process.environment = ProcessInfo.processInfo.environment.merging(["DATAFLOW_CACHE": workspace.cache]) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let program = try #require(waitFor { programs(in: workspace).first }, "the views' program never started")
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            #expect(waitFor { ProcessTree.isAlive(program) ? nil : true } == true, "the views' program outlived dataflow after signal \(signal)")
            if signal != SIGKILL {
                #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
            }
        }
    }

    @Test func interruptingACompileStopsTheCompilerAndRemovesItsFolder() throws {
        let workspace = try Workspace()
        try workspace.write("View.swift", Self.behaviours)
        let process = Process()
        process.executableURL = try BuiltProducts.debugExecutable()
        process.arguments = ["run", "View.swift"]
        process.currentDirectoryURL = workspace.directory
        process.environment = ProcessInfo.processInfo.environment.merging(["DATAFLOW_CACHE": workspace.cache]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The driver starts swift-frontend in a process group of its own: wait for it too.
        let started: Bool? = waitFor { compilers(in: workspace).count > 1 ? true : nil }
        try #require(started == true, "the compiler's jobs never started")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGINT)
        #expect(
            waitFor { compilers(in: workspace).allSatisfy { !ProcessTree.isAlive($0) } ? true : nil } == true,
            "the compiler outlived dataflow: \(compilers(in: workspace))")
        let names = try FileManager.default.contentsOfDirectory(atPath: workspace.cache)
        #expect(names.filter { $0.hasPrefix("building-") }.isEmpty, "\(names)")
    }

    @Test func parallelRunsOnAnEmptyCacheAllSucceed() throws {
        let workspace = try Workspace()
        try workspace.write("View.swift", Self.behaviours)
        let statuses = Statuses()
        DispatchQueue.concurrentPerform(iterations: 6) { _ in
            let result = try? workspace.dataflow(["run", "View.swift", "--script", "tap \"Increment\""])
            let passed = result.map { $0.status == 0 && $0.stdout.contains("Text \"count: 1\"") } ?? false
            statuses.add(passed ? "ok" : "exit \(result?.status ?? -1): \(result?.stderr ?? "no result")")
        }
        #expect(statuses.values == Array(repeating: "ok", count: 6))
        let names = try FileManager.default.contentsOfDirectory(atPath: workspace.cache)
        #expect(names.filter { $0.hasPrefix("program-") }.count == 1)
        #expect(names.filter { $0.hasPrefix("building-") }.isEmpty)
    }

    // MARK: Helpers

    /// The processes running a program from this workspace's cache.
    private func programs(in workspace: Workspace) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")) ?? ""
            return exe.hasPrefix(workspace.cache + "/")
        }
    }

    /// Compiler processes building in this workspace's cache.
    private func compilers(in workspace: Workspace) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            let command = (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)) ?? ""
            return command.contains("swift") && command.contains(workspace.cache + "/building-")
        }
    }

    /// Polls for up to 10 seconds.
    private func waitFor<T>(_ check: () -> T?) -> T? {
        for _ in 0..<200 {
            if let value = check() { return value }
            usleep(50_000)
        }
        return nil
    }

    private func runShell(_ command: String, in workspace: Workspace) throws -> (status: Int32, stdout: String, stderr: String) {
        try BuiltProducts.capture(
            URL(fileURLWithPath: "/bin/bash"), ["-c", command], environment: ["DATAFLOW_CACHE": workspace.cache], directory: workspace.directory)
    }

    private final class Statuses: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var values: [String] = []
        func add(_ value: String) {
            lock.lock()
            values.append(value)
            lock.unlock()
        }
    }
}
