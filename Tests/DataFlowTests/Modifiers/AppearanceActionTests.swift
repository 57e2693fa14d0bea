import DataFlow
import Testing

private struct Nested: View {
    var body: some View {
        VStack {
            Group {
                Text("leaf").onAppear { print("Text") }
            }
            .onAppear { print("Group") }
        }
        .onAppear { print("VStack") }
    }
}

private struct Replaced: View {
    @State private var first = true
    let transition: AnyTransition?
    var body: some View {
        VStack {
            if first {
                branch("A")
            } else {
                branch("B")
            }
            Button("Flip") { first.toggle() }
        }
    }

    @ViewBuilder private func branch(_ name: String) -> some View {
        let text = Text(name).onAppear { print("appear \(name)") }.onDisappear { print("disappear \(name)") }
        if let transition { text.transition(transition) } else { text }
    }
}

/// An app's own transition (iOS 17).
private struct Spin: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.rotationEffect(.degrees(phase.isIdentity ? 0 : 180))
    }
}

private struct Identified: View {
    @State private var id = 0
    let outside: Bool
    var body: some View {
        VStack {
            if outside {
                Text("content").id(id).onAppear { print("appear") }
            } else {
                Text("content").onAppear { print("appear") }.id(id)
            }
            Button("Bump") { id += 1 }
        }
    }
}

/// §16: the order of appear and disappear actions.
/// `onChange(of:initial: true)` in a tab: its initial call is an appear action (§11).
private struct InitialOnChange: View {
    @State private var value = 1
    var body: some View {
        Text("second").onChange(of: value, initial: true) { old, new in print("onChange \(old) → \(new)") }
    }
}

private struct InitialTabs: View {
    var body: some View {
        TabView {
            Text("first").tabItem { Text("One") }
            InitialOnChange().tabItem { Text("Two") }
        }
    }
}

@Suite struct AppearanceActionTests {
    @Test func appearActionsRunDeepestFirst() {
        let harness = Harness(Nested())
        #expect(harness.mount.console == ["Text", "Group", "VStack"])
    }

    @Test func aReplacedViewDisappearsAfterItsReplacementAppeared() {
        let harness = Harness(Replaced(transition: nil))
        #expect(harness.tap("Flip").console == ["appear B", "disappear A"])
    }

    @Test func withoutATransitionTheOutgoingViewDisappearsFirst() {
        let harness = Harness(Replaced(transition: .identity))
        #expect(harness.tap("Flip").console == ["disappear A", "appear B"])
        let other = Harness(Replaced(transition: .opacity))
        #expect(other.tap("Flip").console == ["appear B", "disappear A"])
    }

    /// iOS 17's transition types count as their `AnyTransition`s: `IdentityTransition` is the
    /// identity, an app's own `Transition` is not.
    @Test func transitionTypesOrderActionsAsTheirErasedForms() {
        #expect(Harness(Replaced(transition: AnyTransition(IdentityTransition()))).tap("Flip").console == ["disappear A", "appear B"])
        #expect(Harness(Replaced(transition: AnyTransition(Spin()))).tap("Flip").console == ["appear B", "disappear A"])
    }

    @Test func anOnAppearOutsideIDBelongsToTheStableIdentity() {
        #expect(Harness(Identified(outside: true)).tap("Bump").console.isEmpty)
        #expect(Harness(Identified(outside: false)).tap("Bump").console == ["appear"])
    }

    @Test func anInitialOnChangeRunsAgainWhenItsTabIsShownAgain() {
        let harness = Harness(InitialTabs())
        #expect(harness.play(.selectTab("Two")).console == ["onChange 1 → 1"])
        #expect(harness.play(.selectTab("One")).console.isEmpty)
        #expect(harness.play(.selectTab("Two")).console == ["onChange 1 → 1"])
    }
}

/// §16: `.onScrollVisibilityChange` runs as the view appears (`true`) and disappears (`false`).
fileprivate struct VisibilityLog: View {
    @State private var shown = true
    @State private var log: [Bool] = []
    var body: some View {
        VStack {
            if shown { Text("video").onScrollVisibilityChange { log.append($0) } }
            Text("log \(log.map(String.init).joined(separator: ","))")
            Button("hide") { shown = false }
        }
    }
}

@Suite struct ScrollVisibilityChangeTests {
    @Test func visibleWhenItAppearsAndNotWhenItLeaves() {
        let harness = Harness(VisibilityLog())
        #expect(harness.mount.actions.contains { $0.hasPrefix("onScrollVisibilityChange(true) of") })
        #expect(harness.screen.contains { $0.hasSuffix("Text \"log true\"") })
        let step = harness.tap("hide")
        #expect(step.actions.contains { $0.hasPrefix("onScrollVisibilityChange(false) of") })
        #expect(harness.screen.contains { $0.hasSuffix("Text \"log true,false\"") })
    }
}
