import DataFlow
import Testing

private struct Detail: View {
    let name: String
    @State private var likes = 0
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("\(name): \(likes) likes")
            Button("Like") { likes += 1 }
            Button("Done") { dismiss() }
        }
        .navigationTitle(name)
    }
}

private struct Store: View {
    @State private var path: [String] = []
    @State private var visits = 0
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Milk", value: "Milk")
                NavigationLink("Eggs", value: "Eggs")
                Button("Visit") { visits += 1 }
                Text("visits \(visits), path \(path)")
            }
            .navigationTitle("Store")
            .navigationDestination(for: String.self) { Detail(name: $0) }
        }
    }
}

private struct OwnPath: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Settings") { Detail(name: "Settings") }
        }
    }
}

private struct NoDestination: View {
    var body: some View {
        NavigationStack { NavigationLink("Number", value: 3) }
    }
}

private struct Deeper: View {
    let number: Int
    var body: some View {
        VStack {
            Text("detail \(number)")
            NavigationLink("Next", value: number + 1)
        }
        .navigationDestination(for: Int.self) { Text("inner \($0)") }
    }
}

private struct TypedPath: View {
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            NavigationLink("One", value: 1).navigationDestination(for: Int.self) { Deeper(number: $0) }
        }
    }
}

private struct MixedPath: View {
    @State private var path = NavigationPath()
    var body: some View {
        NavigationStack(path: $path) {
            NavigationLink("One", value: 1).navigationDestination(for: Int.self) { Deeper(number: $0) }
        }
    }
}

/// iOS 13's `NavigationLink(destination:isActive:)`: the Boolean is the push.
private struct ActiveLink: View {
    @State var showDetail = false
    var body: some View {
        NavigationView {
            VStack {
                Text(showDetail ? "open" : "closed")
                NavigationLink(destination: Text("Detail"), isActive: $showDetail) { Text("Open") }
                Button("Open from code") { showDetail = true }
            }
        }
    }
}

/// A pushed view that writes its parent's state: the link gets a new destination, and the pushed
/// view takes it (§18). A flag's destination is built in every run of the declaring body.
private struct Counting: View {
    @State private var count = 0
    @State private var flagged = false
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Open") { Counter(count: count) { count += 1 } }
                Button("Flag") { flagged = true }
            }
            .navigationDestination(isPresented: $flagged) { Flag(count: count) }
        }
    }
}

private struct Counter: View {
    let count: Int
    let bump: () -> Void
    @State private var taps = 0
    var body: some View {
        Button("count \(count), taps \(taps)") {
            bump()
            taps += 1
        }
    }
}

private struct Flag: View {
    let count: Int
    init(count: Int) {
        self.count = count
        print("Flag(count: \(count))")
    }
    var body: some View { Text("flag \(count)") }
}

@Suite struct NavigationStackTests {
    @Test func anIsActiveLinkPushesWhileItsBindingIsTrue() throws {
        let harness = Harness(ActiveLink())
        let tapped = harness.tap("Open")
        #expect(tapped.writes.map(\.target) == ["ActiveLink._showDetail"])
        #expect(harness.screen.contains { $0.hasSuffix("navigationDestination (pushed)") })
        #expect(harness.screen.contains { $0.hasSuffix("Text \"Detail\"") })
        // Going back sets it to false; code that sets it pushes, as a tap does.
        harness.play(.back)
        #expect(harness.screen.contains { $0.hasSuffix("Text \"closed\"") })
        #expect(!harness.screen.contains { $0.hasSuffix("Text \"Detail\"") })
        harness.tap("Open from code")
        #expect(harness.screen.contains { $0.hasSuffix("Text \"Detail\"") })
    }

    /// §18: a path of one element type is served by the root's destinations only.
    @Test func aHomogeneousPathIgnoresDestinationsDeclaredInPushedViews() {
        let harness = Harness(TypedPath())
        #expect(
            harness.tap("One").swiftUIWarnings == [
                "Only root-level navigation destinations are effective for a navigation stack with a homogeneous path."
            ])
        harness.tap("Next")
        #expect(harness.screen.contains("    Text \"detail 2\""))
    }

    /// §18: a type declared again deeper than its first declaration: the one closest to the root wins.
    @Test func aDestinationDeclaredAgainDeeperIsReportedAndTheRootsWins() {
        let harness = Harness(MixedPath())
        #expect(
            harness.tap("One").swiftUIWarnings == [
                "A navigationDestination for \u{201C}Swift.Int\u{201D} was declared earlier on the stack. "
                    + "Only the destination declared closest to the root view of the stack will be used."
            ])
        harness.tap("Next")
        #expect(harness.screen.contains("    Text \"detail 2\""))
    }

    @Test func aLinkPushesItsValueOntoThePathAndTheDestinationShows() {
        let harness = Harness(Store())
        #expect(harness.screen[0] == "NavigationStack title: \"Store\"")
        let step = harness.tap("Milk")
        #expect(step.writes.map(\.target) == ["Store._path"])
        #expect(
            harness.screen == [
                "NavigationStack title: \"Milk\", 1 pushed", "  VStack", "    Text \"Milk: 0 likes\"",
                "    Button \"Like\"", "    Button \"Done\"",
            ])
        // Only the top view can be operated, and back.
        #expect(harness.session.controls == ["back", "tap \"Like\"", "tap \"Done\""])
    }

    @Test func thePushedViewsStateLivesUntilItIsPoppedAndTheRootsSurvives() {
        let harness = Harness(Store())
        harness.tap("Visit")
        harness.tap("Milk")
        harness.tap("Like")
        #expect(harness.screen.contains("    Text \"Milk: 1 likes\""))
        harness.play(.back)
        #expect(harness.screen.contains("    Text \"visits 1, path []\""))
        harness.tap("Milk")
        #expect(harness.screen.contains("    Text \"Milk: 0 likes\""))  // a new identity, fresh state
    }

    @Test func dismissInAPushedViewPopsIt() {
        let harness = Harness(Store())
        harness.tap("Eggs")
        let step = harness.tap("Done")
        #expect(step.writes.map(\.target) == ["Store._path"])
        #expect(harness.screen[0] == "NavigationStack title: \"Store\"")
    }

    @Test func aStackWithoutAPathKeepsItsOwnAndPushesDestinationViews() {
        let harness = Harness(OwnPath())
        harness.tap("Settings")
        #expect(harness.screen[0] == "NavigationStack title: \"Settings\", 1 pushed")
        #expect(harness.stale.isEmpty)
        harness.play(.back)
        #expect(harness.screen == ["NavigationStack (no title)", "  NavigationLink \"Settings\""])
    }

    @Test func aValueWithoutADestinationGetsSwiftUIsWarning() {
        let harness = Harness(NoDestination())
        let step = harness.tap("Number")
        #expect(
            step.swiftUIWarnings == [
                "A NavigationLink is presenting a value of type \u{201C}Int\u{201D} but there is no matching navigationDestination "
                    + "declaration visible from the location of the link. The link cannot be activated.\n\n"
                    + "Note: Links search for destinations in any surrounding NavigationStack, then within the same column of a "
                    + "NavigationSplitView."
            ])
        #expect(harness.screen == ["NavigationStack (no title)", "  NavigationLink \"Number\""])
    }

    @Test func aPushedLinkDestinationFollowsItsParent() {
        let harness = Harness(Counting())
        harness.tap("Open")
        let step = harness.tap("count 0, taps 0")
        #expect(step.ran == ["Counting: _count changed.", "Counter: @self, _taps changed."])
        #expect(harness.screen.contains("  Button \"count 1, taps 1\""), "the new destination, with the pushed view's state kept")
        #expect(harness.stale.isEmpty)
    }

    @Test func aFlagsDestinationIsBuiltInEveryBodyRunPushedOrNot() {
        let harness = Harness(Counting())
        #expect(harness.mount.console == ["Flag(count: 0)"], "built at the mount, not pushed")
        harness.tap("Open")
        let step = harness.tap("count 0, taps 0")
        #expect(step.console == ["Flag(count: 1)"])
    }
}
