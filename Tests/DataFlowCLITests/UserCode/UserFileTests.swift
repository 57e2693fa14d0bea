import Foundation
import Testing

@testable import DataFlow
@testable import DataFlowCLI

/// `dataflow run|list|verify <file.swift>` end to end: real files in a temporary directory,
/// compiled by the real compiler, run by the built `dataflow` executable.
@Suite(.serialized) struct UserFileTests {
    /// A temporary directory with the files of one test and a program cache of its own.
    final class Workspace: @unchecked Sendable {
        let directory: URL
        var cache: String { directory.appendingPathComponent("cache").path }

        init() throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("dataflow-usercode-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: directory) }

        @discardableResult
        func write(_ name: String, _ text: String) throws -> String {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }

        /// Runs the built `dataflow` in this directory.
        func dataflow(
            _ arguments: [String], environment: [String: String] = [:], executable: URL? = nil, input: String = ""
        ) throws -> (status: Int32, stdout: String, stderr: String) {
            try BuiltProducts.capture(
                executable ?? BuiltProducts.debugExecutable(), arguments,
                environment: ["DATAFLOW_CACHE": cache].merging(environment) { $1 }, directory: directory, input: input)
        }
    }

    /// A view as pasted from an app: `import SwiftUI`, Foundation names, a #Preview.
    static let counter = """
        import SwiftUI

        struct ContentView: View {
            @State private var count = 0
            let id = UUID()

            var body: some View {
                VStack {
                    Text("count: \\(count)")
                    Button("Increment") { count += 1 }
                    Label(isMany: count > 1)
                }
            }
        }

        struct Label: View {
            let isMany: Bool
            var body: some View { Text(isMany ? "many" : "few") }
        }

        #Preview {
            ContentView()
        }
        """

    @Test func aPastedViewRunsAndPrintsItsTranscript() throws {
        let workspace = try Workspace()
        try workspace.write("Counter.swift", Self.counter)
        let result = try workspace.dataflow(["run", "Counter.swift", "--script", "tap \"Increment\"; tap \"Increment\""])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        #expect(result.stdout.hasPrefix("Counter.swift\nContentView, from Counter.swift\n"))
        #expect(result.stdout.contains("[1] tap \"Increment\"\n  write    ContentView._count: 0 → 1\n"))
        #expect(result.stdout.contains("    skipped  Label: inputs equal, body not run"))
        #expect(result.stdout.contains("[2] tap \"Increment\""))
        #expect(result.stdout.contains("    ran      Label: @self changed."))
        #expect(result.stdout.contains("      Text \"many\""))

        let json = try workspace.dataflow(["run", "Counter.swift", "--script", "tap \"Increment\"", "--format", "json"])
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["experiment"] as? String == "Counter.swift")
        let steps = ((object?["variants"] as? [[String: Any]])?.first?["steps"] as? [[String: Any]]) ?? []
        #expect(steps.map { $0["action"] as? String } == ["mount", "tap \"Increment\""])

        // A selection the file's transcript does not have is a usage error, not an empty transcript.
        let variant = try workspace.dataflow(["run", "Counter.swift", "--variant", "x"])
        #expect(variant.status == 64)
        #expect(variant.stderr.hasPrefix("Error: no variant 'x' in Counter.swift (variants: main)\n"))
        let beyond = try workspace.dataflow(["run", "Counter.swift", "--script", "tap \"Increment\"", "--steps", "2"])
        #expect(beyond.status == 64)
        #expect(beyond.stderr.hasPrefix("Error: no step 2 in Counter.swift: its steps are 0–1 (0 is the mount)\n"))

        // The pictures draw the user's views: ContentView ran, Label was skipped, _count written.
        let mermaid = try workspace.dataflow(["run", "Counter.swift", "--script", "tap \"Increment\"", "--format", "mermaid"])
        #expect(mermaid.status == 0)
        #expect(mermaid.stdout.contains("title: 'Counter.swift · main · step 1: tap \"Increment\"'\n"))
        #expect(mermaid.stdout.contains("  v0 --> v1\n") && mermaid.stdout.contains("  class v0 ran\n  class v1 skipped\n"))
        let html = try workspace.dataflow(["run", "Counter.swift", "--script", "tap \"Increment\"", "--format", "html"])
        #expect(html.status == 0 && html.stdout.hasPrefix("<!DOCTYPE html>") && html.stdout.contains("Counter.swift"))
    }

    /// `play` on a file: the program reads the piped actions itself and echoes them; `script`
    /// prints the run command that replays them.
    @Test func aScriptFileOfDashIsStandardInput() throws {
        let workspace = try Workspace()
        try workspace.write("Counter.swift", Self.counter)
        let run = try workspace.dataflow(["run", "Counter.swift", "--script-file", "-"], input: "tap \"Increment\"\ntap \"Increment\"\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("[2] tap \"Increment\"\n  write    ContentView._count: 1 → 2\n"))
        // Standard input is read once: the re-record hint carries the script's text.
        let verify = try workspace.dataflow(
            ["verify", "Counter.swift", "--script-file", "-", "--golden", "Counter.txt"], environment: ["CI": "true"], input: "tap \"Increment\"\n")
        #expect(verify.stdout.contains("record it with: dataflow verify Counter.swift --script 'tap \"Increment\"' --golden Counter.txt --record\n"))
    }

    @Test func aFileCanBePlayedFromPipedInput() throws {
        let workspace = try Workspace()
        try workspace.write("Counter.swift", Self.counter)
        let result = try workspace.dataflow(["play", "Counter.swift"], input: "1\ntap \"Increment\"\nundo\nscript\nquit\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        #expect(result.stdout.hasPrefix("ContentView, from Counter.swift\n"))
        #expect(result.stdout.contains("controls\n   1  tap \"Increment\"\n> 1\n\n[1] tap \"Increment\"\n  write    ContentView._count: 0 → 1\n"))
        #expect(result.stdout.contains("> tap \"Increment\"\n\n[2] tap \"Increment\"\n"))
        #expect(result.stdout.contains("> undo\nundid tap \"Increment\"; back at step 1\n  screen\n    VStack\n      Text \"count: 1\"\n"))
        #expect(result.stdout.hasSuffix("> script\ndataflow run Counter.swift --script 'tap \"Increment\"'\n> quit\n"))

        try workspace.write("Lessons.swift", "import DataFlow\nlet experiments: [Experiment] = []\n")
        let refused = try workspace.dataflow(["play", "Lessons.swift"])
        #expect(refused.status == 64)
        #expect(refused.stderr.hasPrefix("Error: Lessons.swift declares experiments; play a file of views"))
    }

    @Test func aRecursiveViewsPathsFoldTheirRepeatsUnlessAskedInFull() throws {
        let workspace = try Workspace()
        try workspace.write(
            "Nest.swift",
            """
            import SwiftUI

            struct Nest: View {
                let level: Int
                @State private var count = 0
                var body: some View {
                    if level == 0 { Button("Tap \\(count)") { count += 1 } } else { Nest(level: level - 1) }
                }
            }

            struct ContentView: View {
                var body: some View { Nest(level: 30) }
            }

            struct Deep: View {
                var body: some View { Nest(level: 20_000) }
            }
            """)
        let short = try workspace.dataflow(["run", "Nest.swift", "--script", "tap \"Tap 0\""])
        #expect(short.status == 0, "\(short.stderr)")
        #expect(short.stdout.contains("  write    ContentView/Nest[else]×30/Nest._count: 0 → 1\n"))
        #expect(short.stdout.contains("    ran      Nest: _count changed.  (ContentView/Nest[else]×30/Nest)\n"))
        let full = try workspace.dataflow(["run", "Nest.swift", "--script", "tap \"Tap 0\"", "--paths", "full"])
        #expect(!full.stdout.contains("×"))
        #expect(full.stdout.count > 2 * short.stdout.count)
        // 20,000 levels (issue 22): every line fits, and the text grows with the views, not with
        // their depth squared (a few hundred bytes a level).
        let deep = try workspace.dataflow(["run", "Nest.swift", "--root", "Deep", "--script", "tap \"Tap 0\""])
        #expect(deep.status == 0, "\(deep.stderr)")
        #expect(deep.stdout.contains("  write    Deep/Nest[else]×20,000/Nest._count: 0 → 1\n"))
        #expect(deep.stdout.utf8.count < 20_000 * 200)
        #expect(deep.stdout.split(separator: "\n").allSatisfy { $0.count <= 100 })
    }

    /// An iOS-only view (`#if os(iOS)`) is compiled, and the user's types may be named like
    /// dataflow's own (`UserProgram`, `Source`) without clashing with the generated main.
    @Test func anIOSOnlyViewWithTypesNamedLikeDataflowsRuns() throws {
        let workspace = try Workspace()
        try workspace.write(
            "Settings.swift",
            """
            import SwiftUI
            #if canImport(UIKit)
            import UIKit
            #endif

            struct UserProgram { var name = "mine" }
            struct Source { var path = "" }

            #if os(iOS)
            struct ContentView: View {
                @State private var on = false
                var body: some View {
                    Toggle(UserProgram().name, isOn: $on)
                    #if os(macOS)
                        .toggleStyle(.checkbox)
                    #else
                        .toggleStyle(.switch)
                    #endif
                }
            }
            #endif
            """)
        let result = try workspace.dataflow(["run", "Settings.swift", "--script", "toggle \"mine\""])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("  write    ContentView._on: false → true\n"))
    }

    /// A run builds the app as Xcode's Run action does, in the Debug configuration: `DEBUG` is
    /// set, so preview data kept under `#if DEBUG` compiles and runs.
    @Test func debugCodeIsBuiltAsXcodesRunActionBuildsIt() throws {
        let workspace = try Workspace()
        try workspace.write(
            "Build.swift",
            """
            import SwiftUI

            struct BuildView: View {
                var body: some View {
                    #if DEBUG
                    Text("debug")
                    #else
                    Text("release")
                    #endif
                }
            }
            """)
        let result = try workspace.dataflow(["run", "Build.swift"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Text \"debug\""))
    }

    /// Bare `/regex/` literals compile, as Xcode's project templates enable them.
    @Test func bareSlashRegexLiteralsCompileAsInXcode() throws {
        let workspace = try Workspace()
        try workspace.write(
            "Regex.swift",
            """
            import SwiftUI

            struct RegexView: View {
                var body: some View {
                    Text("day \\("March 14".firstMatch(of: /\\d+/).map { String($0.output) } ?? "none")")
                }
            }
            """)
        let result = try workspace.dataflow(["run", "Regex.swift"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Text \"day 14\""))
    }

    @Test func aCompilerThatFailsSilentlySaysSoNotThatItsMessagesAreAbove() throws {
        let workspace = try Workspace()
        try workspace.write("Counter.swift", Self.counter)
        let result = try workspace.dataflow(["run", "Counter.swift"], environment: ["DATAFLOW_SWIFTC": "/bin/false"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "Error: the compiler /bin/false exited with status 1 and printed nothing; check that it is a Swift 6 swiftc (DATAFLOW_SWIFTC chooses another)\n"
        )
    }

    /// Issue 19: `GeometryReader` reports a fixed screen, and an option sets it.
    @Test func theScreenSizeIsAnIPhonesUnlessChosen() throws {
        let workspace = try Workspace()
        try workspace.write(
            "Geo.swift",
            """
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    GeometryReader { proxy in
                        Text(proxy.size.width > 600 ? "wide \\(Int(proxy.size.width))" : "narrow \\(Int(proxy.size.width))")
                    }
                    Text("screen \\(Int(UIScreen.main.bounds.height))")
                }
            }
            """)
        let phone = try workspace.dataflow(["run", "Geo.swift"])
        #expect(phone.status == 0, "\(phone.stderr)")
        #expect(phone.stdout.contains("Text \"narrow 393\"") && phone.stdout.contains("Text \"screen 852\""))
        #expect(!phone.stdout.contains("--screen"))
        let tablet = try workspace.dataflow(["run", "Geo.swift", "--screen", "820x1180"])
        #expect(tablet.stdout.contains("Text \"wide 820\"") && tablet.stdout.contains("Text \"screen 1180\""))
        #expect(tablet.stdout.contains("The screen is 820 × 1180"))
    }

    /// `Date()` in an app's code is the run's clock (§24): every run prints the same time, and
    /// `wait` moves it on; the monotonic clocks stay the system's.
    @Test func theWallClockIsTheRunsClock() throws {
        let workspace = try Workspace()
        try workspace.write(
            "Clock.swift",
            """
            import SwiftUI
            struct ContentView: View {
                @State private var stamp = "none"
                var body: some View {
                    Button("Stamp") { stamp = Date.now.formatted(.iso8601) }
                    Text(stamp)
                }
            }
            """)
        let result = try workspace.dataflow(["run", "Clock.swift", "--script", "tap \"Stamp\"; wait 90; tap \"Stamp\""])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Text \"2024-01-01T10:00:00Z\""))
        #expect(result.stdout.contains("Text \"2024-01-01T10:01:30Z\""))
    }

    @Test func aSecondRunOfAnUnchangedFileUsesTheCachedProgram() throws {
        let workspace = try Workspace()
        let path = try workspace.write("Counter.swift", Self.counter)
        let builder = ProgramBuilder(
            toolchain: try Toolchain.locate(environment: ProcessInfo.processInfo.environment), cacheDirectory: workspace.cache)
        let file = try UserFile.read(path)
        let first = try builder.build([file], entry: .root(.init(type: "ContentView", isApp: false, reason: "the view named ContentView")))
        let second = try builder.build([file], entry: .root(.init(type: "ContentView", isApp: false, reason: "the view named ContentView")))
        #expect(!first.cached && second.cached && first.program == second.program)
        // Another text is another program.
        var edited = file
        edited.text += "\n// edited\n"
        #expect(
            try builder.build([edited], entry: .root(.init(type: "ContentView", isApp: false, reason: "the view named ContentView"))).cached == false)
    }

    /// Issue 29: the compiler's first failing file hid the others' errors; every file's are shown,
    /// and the names missing across them are listed once.
    @Test func everyFilesErrorsAreShownAndTheirMissingNamesListed() throws {
        let workspace = try Workspace()
        try workspace.write("App/ContentView.swift", "import SwiftUI\n\nstruct ContentView: View {\n    var body: some View { BadgeView() }\n}\n")
        try workspace.write(
            "App/Settings.swift", "import SwiftUI\n\nstruct SettingsView: View {\n    var body: some View { Text(\"x\").haptic() }\n}\n")
        let result = try workspace.dataflow(["run", "App/"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("ContentView.swift:4:27: error: cannot find 'BadgeView' in scope"))
        #expect(result.stderr.contains("Settings.swift:4:37: error: value of type 'Text' has no member 'haptic'"))
        #expect(result.stderr.contains("note: the compiler could not find 2 names:\nnote:   'BadgeView' (ContentView.swift:4): "))
        #expect(result.stderr.contains("note:   'haptic' (Settings.swift:4): "))
    }

    @Test func aCompileErrorShowsTheCompilersMessageWithTheUsersPathAndAHint() throws {
        let workspace = try Workspace()
        try workspace.write(
            "Broken.swift",
            """
            import SwiftUI

            struct ContentView: View {
                @State private var shown = false
                var body: some View {
                    Button("Show") { shown = true }
                        .accessibilityChartDescriptor(nil as Int?)
                }
            }
            """)
        let result = try workspace.dataflow(["run", "Broken.swift"])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("Broken.swift:7:14: error: value of type 'Button<Text>' has no member 'accessibilityChartDescriptor'"))
        #expect(result.stderr.contains("note:   'accessibilityChartDescriptor' (Broken.swift:7): SwiftUI's, not modelled by dataflow yet"))
        #expect(result.stderr.hasSuffix("Error: Broken.swift did not compile (the compiler's messages are above)\n"))
        #expect(!result.stderr.contains("building-"), "the staging path leaked into the diagnostics")
    }

    @Test func anUnknownRootListsTheViewTypes() throws {
        let workspace = try Workspace()
        try workspace.write("Counter.swift", Self.counter)
        let missing = try workspace.dataflow(["run", "Counter.swift", "--root", "Settings"])
        #expect(missing.status == 64)
        #expect(missing.stderr.hasPrefix("Error: no type Settings in Counter.swift; the View types it declares: ContentView, Label\n"))
        try workspace.write("Plain.swift", "import SwiftUI\nstruct Model { var x = 0 }\n")
        let notAView = try workspace.dataflow(["run", "Plain.swift", "--root", "Model"])
        #expect(notAView.status == 64)
        #expect(notAView.stderr.hasPrefix("Error: Model in Plain.swift is not a View; it declares no View types\n"))
    }

    @Test func aRootThatNeedsArgumentsSaysHowToMakeOne() throws {
        let workspace = try Workspace()
        try workspace.write("Counter.swift", Self.counter)
        let result = try workspace.dataflow(["run", "Counter.swift", "--root", "Label"])
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix(
                "Error: dataflow creates the root view as Label(), but Label has no init without arguments "
                    + "(missing argument for parameter 'isMany' in call); give it defaults, or choose another root with --root\n"))
    }

    @Test func aMalformedScriptIsAUsageErrorBeforeAnythingCompiles() throws {
        let workspace = try Workspace()
        try workspace.write("Counter.swift", Self.counter)
        let result = try workspace.dataflow(["run", "Counter.swift", "--script", "tap \"Increment\"\ntoggel \"Wi-Fi\""])
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix(
                "Error: --script: script line 2, column 1: unknown action 'toggel'. Did you mean 'toggle'? (actions: \(ScriptAction.verbs.joined(separator: ", ")))\n"
            ))
        #expect(!FileManager.default.fileExists(atPath: workspace.cache))
    }

    @Test func aFileCanDeclareExperiments() throws {
        let workspace = try Workspace()
        try workspace.write(
            "Lessons.swift",
            """
            import DataFlow

            private struct Counter: View {
                @State private var count = 0
                var body: some View { Button("count \\(count)") { count += 1 } }
            }

            let experiments: [Experiment] = [
                Experiment(
                    id: "my-counter", title: "A counter of my own", claims: ["§3"], lesson: "Tapping writes the state.",
                    variants: [Variant("main") { Counter() }], script: [.tap("count 0")]),
            ]
            """)
        let list = try workspace.dataflow(["list", "Lessons.swift"])
        #expect(list.status == 0)
        #expect(list.stdout == "my-counter  A counter of my own  [§3]\n")
        let run = try workspace.dataflow(["run", "Lessons.swift"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("my-counter\nA counter of my own\nclaims: §3  ('dataflow explain <id>' says what each means)\n"))
        // `dataflow show` prints only the catalog's code: the header does not send the reader there.
        #expect(!run.stdout.contains("dataflow show"))
        #expect(run.stdout.contains("[1] tap \"count 0\""))
        let withScript = try workspace.dataflow(["run", "Lessons.swift", "--script", "tap \"x\""])
        #expect(withScript.status == 64)
        let listViews = try workspace.dataflow(["list", "NoLessons.swift"])
        #expect(listViews.status == 64)
    }

    @Test func verifyComparesAFilesTranscriptWithItsGolden() throws {
        let workspace = try Workspace()
        try workspace.write("Counter.swift", Self.counter)
        let arguments = ["verify", "Counter.swift", "--script", "tap \"Increment\"", "--golden", "Counter.txt"]
        let missing = try workspace.dataflow(arguments, environment: ["CI": "true"])
        #expect(missing.status == 1)
        #expect(
            missing.stdout.contains(
                "FAIL    Counter.swift: missing golden Counter.txt; record it with: dataflow verify Counter.swift --script 'tap \"Increment\"' --golden Counter.txt --record"
            ))
        // Recording is refused under CI; this test records on purpose, as a developer would.
        let recorded = try workspace.dataflow(arguments + ["--record"], environment: ["CI": "false"])
        #expect(recorded.status == 0 && recorded.stdout.hasPrefix("recorded Counter.txt\n"), "\(recorded)")
        let golden = try String(contentsOf: workspace.directory.appendingPathComponent("Counter.txt"), encoding: .utf8)
        #expect(golden == (try workspace.dataflow(["run", "Counter.swift", "--script", "tap \"Increment\""])).stdout)
        #expect(try workspace.dataflow(arguments, environment: ["CI": "true"]).status == 0)
        // Another script, another transcript: a diff and exit 1.
        var changed = arguments
        changed[3] = "tap \"Increment\"; tap \"Increment\""
        let differs = try workspace.dataflow(changed, environment: ["CI": "true"])
        #expect(differs.status == 1)
        #expect(differs.stdout.contains("FAIL    Counter.swift: transcript differs from Counter.txt"))
        #expect(differs.stdout.contains("+[2] tap \"Increment\""))
    }

    @Test func aCrashInTheViewsCodeIsReportedNotRethrown() throws {
        let workspace = try Workspace()
        try workspace.write(
            "Crash.swift",
            """
            import SwiftUI
            struct ContentView: View {
                @State private var items = [1]
                var body: some View { Button("Read") { print(items[5]) } }
            }
            """)
        let result = try workspace.dataflow(["run", "Crash.swift", "--script", "tap \"Read\""])
        #expect(result.status == 1)
        #expect(result.stderr.contains("Fatal error: Index out of range\n"))
        #expect(result.stderr.contains("Error: Crash.swift: the views' code crashed at step 1, tap \"Read\" (signal 4: a Swift runtime error"))
        #expect(result.stderr.hasSuffix("as it would in the app; the transcript above stops before it\n"))
        #expect(!result.stderr.contains("Backtrace") && !result.stderr.contains("stack trace"), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "\nnote: to print the transcript above, the mount was played again: their side effects (prints, files) happened twice\n"))
        #expect(result.stderr.split(separator: "\n").count == 3, "the fatal error, the replay and the explanation, nothing else: \(result.stderr)")
        // The steps before the crash are still shown.
        #expect(result.stdout.contains("[0] mount\n") && !result.stdout.contains("[1] "))
    }

    /// A build directory named by DATAFLOW_BUILD_DIR must hold the modules; if not, one line says
    /// so (without it, a binary away from its build builds a runtime: `InstallTests`).
    @Test func aWrongBuildDirectorySaysHowToFindTheModules() throws {
        let workspace = try Workspace()
        try workspace.write("Counter.swift", Self.counter)
        let lost = try workspace.dataflow(["run", "Counter.swift"], environment: ["DATAFLOW_BUILD_DIR": workspace.directory.path])
        #expect(lost.status == 1)
        #expect(lost.stderr.hasPrefix("Error: cannot find DataFlow's compiled modules next to this dataflow"))
        #expect(lost.stderr.contains("set DATAFLOW_BUILD_DIR"))
        #expect(lost.stderr.split(separator: "\n").count == 1)
        let copy = workspace.directory.appendingPathComponent("dataflow")
        try FileManager.default.copyItem(at: try BuiltProducts.debugExecutable(), to: copy)
        let buildDirectory = try BuiltProducts.debugExecutable().deletingLastPathComponent().path
        let found = try workspace.dataflow(["run", "Counter.swift"], environment: ["DATAFLOW_BUILD_DIR": buildDirectory], executable: copy)
        #expect(found.status == 0, "\(found.stderr)")
    }
}
