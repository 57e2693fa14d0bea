import DataFlowCLI
import Foundation
import Testing

/// `dataflow why`: each kind of answer on a catalog lesson, the ways to name a view, its errors,
/// JSON, and a user's file.
@Suite struct WhyTests {
    func why(_ arguments: [String]) -> CommandResult {
        DataflowCommand.run(["why"] + arguments + ["--width", "1000"])
    }

    /// Not tracked: a class element's property changed; nothing SwiftUI tracks saw it (S0.6).
    @Test func aWriteNothingTracksIsTheAnswerForAStaleView() {
        let result = why(["state-of-array", "ContentView", "--variant", "class", "--step", "1"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("why ContentView: state-of-array, variant class, step 1: tap \"SWITCH\"\n"))
        #expect(
            result.stdout.contains(
                "  stale: the screen shows Toggle \"AAA\" on; a fresh render of the current values would show Toggle \"AAA\" off  [D12]\n"))
        #expect(result.stdout.contains("  not run: nothing ContentView reads changed in this step"))
        #expect(
            result.stdout.contains(
                "    ToggleType#1.isEnabled: true → false: a class instance's property, which nothing SwiftUI tracks: no view is told  [S0.6]\n"))
        // The hint gives the fix, once.
        #expect(result.stdout.contains("  hint: it shows Toggle \"AAA\" on, where the current values give Toggle \"AAA\" off"))
        #expect(result.stdout.contains("to change: make ToggleType @Observable"))
        #expect(!result.stdout.contains("to update: make the class @Observable"))
        // A later step that wrote nothing points back to the step whose write it missed.
        let later = why(["state-of-array", "ContentView", "--variant", "class", "--step", "2"])
        #expect(later.stdout.contains("stale since step 1 (tap \"SWITCH\"): ask about that step (--step 1)"))
        #expect(later.stdout.contains("the step wrote nothing"))
    }

    /// Not read (yet): a write to state only a closure had read invalidates nothing (D4).
    @Test func aWriteNoBodyHadReadIsTheAnswer() {
        let result = why(["sheet-stale-value", "\"n = 1\"", "--variant", "captured", "--step", "1"])
        #expect(result.stdout.contains("  (it shows Text \"n = 1\")\n"))
        #expect(result.stdout.contains("ContentView._n: 1 → 2: no body had read it during an update when it was written"))
        #expect(result.stdout.contains("[D4]"))
        #expect(result.stdout.contains("ContentView._show: false → true: ContentView does not read it  [§3]"))
    }

    /// A row's content closure ran on its own: the line it made changed although no body ran (§8).
    @Test func aRowsOwnClosureIsTheAnswerForItsLine() {
        let result = why(["list-rows", "\"Persuasion\"", "--variant", "rows", "--step", "1"])
        #expect(result.stdout.contains("  not run: nothing LibraryView reads changed in this step"))
        #expect(
            result.stdout.contains(
                "  the line is made by a ForEach row's content closure, which ran again on its own because an @Observable property it read changed (Book#2.title): the closure's views took what it returned, without LibraryView's body running  [§8]\n"
            ))
        #expect(result.stdout.contains("    written: Book#2.title: \"Emma\" → \"Persuasion\"\n"))
        // Where the body read the title too, the body's own run is the answer.
        let body = why(["list-rows", "LibraryView", "--variant", "body", "--step", "1"])
        #expect(body.stdout.contains("@dependencies: an @Observable property its body read changed: Book#2.title"))
    }

    /// Inputs equal: the parent re-ran, the child compared equal and was skipped (§5).
    @Test func equalInputsAreTheAnswerForASkippedView() {
        let result = why(["environment-font", "Plain", "--variant", "font-modifier", "--step", "1"])
        #expect(
            result.stdout.contains(
                "  skipped: ContentView re-ran, and the inputs it gave Plain compared equal to the last ones; nothing Plain reads changed, so its body did not run  [§5]\n"
            ))
    }

    /// Skipped by the view's own `==`, although an input changed: that is the answer (§5, §20).
    @Test func aViewsOwnEqualityIsNamedWhenItDecided() {
        let result = why(["equatable-view", "Score", "--variant", "equatable", "--step", "1"])
        #expect(
            result.stdout.contains(
                "  skipped: ContentView re-ran, and Score's own == called the inputs it gave equal to the last ones, although they differ; nothing Score reads changed, so its body did not run  [§5]\n"
            ))
        #expect(result.stdout.contains("SwiftUI uses a view's own == inside .equatable()"))
    }

    /// Re-ran: `@self` leads to the parent that re-ran and to the write that re-ran it; a
    /// binding's source and a kept @State are named.
    @Test func aRerunIsFollowedBackToItsWrite() {
        let result = why(["equatable-view", "Score", "--variant", "default", "--step", "1"])
        #expect(
            result.stdout.contains(
                """
                  ran: Score: @self changed.  [§12]
                    @self: ContentView re-ran and gave it inputs that do not compare equal to the last ones
                """))
        #expect(
            result.stdout.contains(
                """
                      ran: ContentView: _updatedAt changed.  [§12]
                        _updatedAt: its own @State changed: ContentView._updatedAt: 0 → 1  [§3]
                """))
        let path = "ContentView/VStack[0]/HStack/ForEach[1]/PlaceholderView"
        let binding = why(["passcode", path, "--variant", "binding", "--step", "1"])
        #expect(
            binding.stdout.contains(
                "    _lockState: the state its @Binding reads, ContentView._lockStates, changed: ContentView._lockStates[0]: .inactive → .active  [§6]\n"
            ))
        let state = why(["passcode", path, "--variant", "state", "--step", "1"])
        #expect(
            state.stdout.contains(
                "its own @State kept its values (_backgroundColor = .clear, _borderColor = .blue, _lockState = .inactive): new inputs never replace a @State's value"
            ))
    }

    /// A view that appeared in the step ran because it is new: no parent's new inputs, no kept
    /// state, no property that "changed" (it had none before).
    @Test func aViewThatAppearedRanBecauseItIsNew() {
        let mount = why(["state-of-array", "ContentView", "--step", "0"])
        #expect(
            mount.stdout.contains(
                """
                  ran: ContentView: @self, @identity, _toggles changed.  [§12]
                    first render: ContentView appeared in this step
                """))
        #expect(!mount.stdout.contains("do not compare equal") && !mount.stdout.contains("kept its values"))
        let presented = why(["task-lifetime", "Details", "--step", "3"])
        #expect(presented.stdout.contains("first render: Details appeared in this step"), "\(presented.stdout)\(presented.stderr)")
    }

    @Test func aViewIsNamedByTypePathOrTextAndAmbiguityIsAnError() {
        #expect(why(["equatable-view", "ContentView/VStack[0][if]/Score", "--variant", "equatable", "--step", "1"]).stdout.contains("skipped"))
        let ambiguous = why(["passcode", "PlaceholderView"])
        #expect(ambiguous.exitCode == 64)
        #expect(
            ambiguous.stderr.hasPrefix(
                "Error: passcode (variant state): 'PlaceholderView' names 4 views: name one by its path (ContentView/VStack[0]/HStack/ForEach[0]/PlaceholderView, "
            ))
        let missing = why(["state-of-array", "Nope"])
        #expect(
            missing.stderr.hasPrefix(
                "Error: state-of-array (variant struct): no view 'Nope' at this step: name a view by its type (ContentView), its identity path, or text it shows\n"
            ))
        #expect(
            why(["state-of-array", "ContentView", "--step", "9"]).stderr.hasPrefix(
                "Error: state-of-array (variant struct): no step 9: the steps are 0–3 (0 is the mount)\n"))
        #expect(why(["state-of-array"]).stderr.hasPrefix("Error: missing view: dataflow why <experiment|file.swift> <view>\n"))
        #expect(why(["state-of-array", "ContentView", "--format", "html"]).exitCode == 64)
        #expect(why(["state-of-array", "ContentView", "--root", "X"]).exitCode == 64)
    }

    @Test func jsonCarriesTheSameAnswer() throws {
        let result = why(["equatable-view", "Score", "--variant", "equatable", "--step", "1", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let answer = try #require((object["answers"] as? [[String: Any]])?.first)
        #expect(answer["verdict"] as? String == "skipped")
        #expect(answer["id"] as? String == "ContentView/VStack[0][if]/Score")
        #expect((answer["reasons"] as? [[String: Any]])?.first?["rule"] as? String == "§5")
    }

    /// A user's file: the question is asked of the program its views compile into.
    @Test func aUsersFileIsAnsweredToo() throws {
        let workspace = try UserFileTests.Workspace()
        try workspace.write(
            "Counter.swift",
            """
            import SwiftUI

            final class Model { var clicks = 0 }

            struct ContentView: View {
                @State private var model = Model()
                var body: some View {
                    VStack {
                        Text("clicks: \\(model.clicks)")
                        Button("Click") { model.clicks += 1 }
                    }
                }
            }
            """)
        let result = try workspace.dataflow(["why", "Counter.swift", "\"clicks: 0\"", "--script", "tap \"Click\"", "--width", "1000"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("why ContentView: Counter.swift, step 1: tap \"Click\"\n  (it shows Text \"clicks: 0\")\n"))
        #expect(result.stdout.contains("Model#1.clicks: 0 → 1: a class instance's property, which nothing SwiftUI tracks: no view is told  [S0.6]"))
    }

    /// An equal value published from a background thread: the answer names the announcement,
    /// SwiftUI's warning with the thread, and the fix, beside "ran for nothing" (issue 39).
    @Test func aBackgroundPublishIsNamedWithItsThreadAndFix() throws {
        let workspace = try UserFileTests.Workspace()
        try workspace.write(
            "Feed.swift",
            """
            import SwiftUI

            final class Feed: ObservableObject {
                @Published var items: [String] = ["a"]
                func reload() { DispatchQueue.global().async { self.items = ["a"] } }
            }

            struct FeedView: View {
                @StateObject private var feed = Feed()
                var body: some View {
                    VStack {
                        Text("items \\(feed.items.count)")
                        Button("Reload") { feed.reload() }
                    }
                }
            }
            """)
        let result = try workspace.dataflow(["why", "Feed.swift", "FeedView", "--script", "tap \"Reload\"", "--width", "1000"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains("_feed: the object it observes, Feed#1, announced a change (objectWillChange), although no value of it changed"))
        #expect(result.stdout.contains("SwiftUI warned: Publishing changes from background threads is not allowed"))
        #expect(result.stdout.contains("mark the model @MainActor"))
        #expect(result.stdout.contains("ran for nothing:"))
    }
}
