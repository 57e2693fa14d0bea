import DataFlowCLI
import Foundation
import Testing

/// `dataflow diff`: two variants of a lesson, two versions of a user's file, and the errors.
@Suite struct DiffTests {
    @Test func twoVariantsShowOnlyWhatDiffers() {
        let result = DataflowCommand.run(["diff", "state-of-array", "--width", "1000"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            result.stdout.hasPrefix(
                "diff state-of-array: variant struct and variant class, the same script on both (only what differs)\n--- struct\n+++ class\n"))
        #expect(
            result.stdout.contains(
                """
                [1] tap "SWITCH"
                  ran
                    - ContentView: _toggles changed.
                  writes
                    - ContentView._toggles[0].isEnabled: true → false (applied)
                    + ToggleType#1.isEnabled: true → false (untracked)
                """))
        #expect(result.stdout.contains("  stale\n    + Toggle \"AAA\" on → Toggle \"AAA\" off  (ContentView/Form[0]/ForEach[0]/Toggle)\n"))
        #expect(result.stdout.hasSuffix("\nsteps that differ: 1, 2, 3; alike: 0\n"))
        // The mount is alike, so it is not printed.
        #expect(!result.stdout.contains("[0] mount"))
    }

    @Test func aVariantComparedWithItselfIsAlike() {
        let result = DataflowCommand.run(["diff", "state-of-array", "--variant", "class,class"])
        #expect(result.stdout.hasSuffix("\nno step differs: the two play the script alike\n"))
    }

    @Test func badRequestsAreUsageErrors() {
        let cases: [([String], String)] = [
            (["diff"], "Error: missing experiment: name one from 'dataflow list', or two .swift files or folders\n"),
            (
                ["diff", "state-of-array", "--variant", "struct"],
                "Error: '--variant' takes the two variants to compare, separated by a comma (such as struct,class)\n"
            ),
            (["diff", "state-of-array", "--variant", "struct,klass"], "Error: no variant 'klass' in state-of-array (variants: struct, class)\n"),
            (["diff", "A.swift"], "Error: diff compares two versions of your code: give two files or folders, not 1\n"),
            (
                ["diff", "A.swift", "B.swift", "--script-file", "-"],
                "Error: diff plays the script twice: give it with --script, or --script-file <path>, not standard input\n"
            ),
            (["diff", "state-of-array", "--script", "tap \"x\""], "Error: --script is for your own files: dataflow run MyView.swift --script …\n"),
        ]
        for (arguments, message) in cases {
            let result = DataflowCommand.run(arguments)
            #expect(result.exitCode == 64, "\(arguments)")
            #expect(result.stderr.hasPrefix(message), "\(arguments): \(result.stderr)")
        }
    }

    /// Issue 23: two files that differ by @StateObject and @ObservedObject, under one script.
    @Test func stateObjectAgainstObservedObject() throws {
        let workspace = try UserFileTests.Workspace()
        let source = """
            import SwiftUI

            final class Tally: ObservableObject {
                @Published var count = 0
            }

            struct Counter: View {
                @StateObject var tally = Tally()
                var body: some View {
                    Button("Tally \\(tally.count)") { tally.count += 1 }
                }
            }

            struct ContentView: View {
                @State private var refreshes = 0
                var body: some View {
                    VStack {
                        Button("Refresh \\(refreshes)") { refreshes += 1 }
                        Counter()
                    }
                }
            }
            """
        try workspace.write("StateObject.swift", source)
        try workspace.write("ObservedObject.swift", source.replacingOccurrences(of: "@StateObject", with: "@ObservedObject"))
        let result = try workspace.dataflow([
            "diff", "StateObject.swift", "ObservedObject.swift", "--script", "tap \"Tally 0\"; tap \"Refresh 0\"", "--width", "1000",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                diff StateObject.swift and ObservedObject.swift, the same script on both (only what differs)
                --- StateObject.swift
                +++ ObservedObject.swift

                [2] tap "Refresh 0"
                  ran
                    + Counter: @self, _tally changed.  (ContentView/VStack[1]/Counter)
                  skipped
                    - Counter  (ContentView/VStack[1]/Counter)
                  screen
                    -   Button "Tally 1"
                    +   Button "Tally 0"

                steps that differ: 2; alike: 0, 1

                """)
        // A side that does not compile says so, as `run` would.
        try workspace.write("Broken.swift", "import SwiftUI\nstruct ContentView: View { var body: some View { Txet(\"x\") } }\n")
        let broken = try workspace.dataflow(["diff", "StateObject.swift", "Broken.swift"])
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("Broken.swift did not compile"))
    }
}
