import DataFlow
import Testing

private struct Message: Identifiable {
    let id: Int
}

/// iOS 17's position by id, both ways: set by the app, written by a swipe.
private struct Inbox: View {
    let messages = (1...100).map { Message(id: $0) }
    @State private var top: Int?
    var body: some View {
        VStack {
            Text("top: \(top.map(String.init) ?? "none")")
            Button("Jump to 50") { top = 50 }
            ScrollView {
                LazyVStack {
                    ForEach(messages) { Text("Message \($0.id)").frame(height: 60) }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $top)
        }
    }
}

/// A chat starts at its bottom.
private struct Chat: View {
    let messages = (1...100).map { Message(id: $0) }
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(messages) { message in
                    Text("Message \(message.id)").onAppear { print("appear \(message.id)") }
                }
            }
        }
        .defaultScrollAnchor(.bottom)
    }
}

/// Geometry and phase actions hear the scroll.
private struct Tracked: View {
    @State private var pastTop = false
    @State private var phases: [String] = []
    var body: some View {
        VStack {
            Text(pastTop ? "scrolled" : "at the top")
            Text("phases: \(phases.joined(separator: " "))")
            ScrollViewReader { proxy in
                Button("Jump") { proxy.scrollTo(40) }
                List {
                    ForEach(0..<80, id: \.self) { Text("Row \($0)") }
                }
                .onScrollGeometryChange(for: Bool.self) {
                    $0.contentOffset.y > 10
                } action: { _, new in
                    pastTop = new
                }
                .onScrollPhaseChange { _, new in phases.append("\(new)") }
            }
        }
    }
}

/// §33: what hears a scroll view scroll.
@Suite struct ScrollObserverTests {
    @Test func aPositionByIDScrollsWhenSetAndIsWrittenByASwipe() {
        let harness = Harness(Inbox())
        #expect(harness.screen.contains("  Text \"top: none\""))
        let jump = harness.tap("Jump to 50")
        #expect(jump.ranViews.contains("Inbox"))
        #expect(harness.screen.contains { $0.contains("Text \"Message 50\"") })
        #expect(!harness.screen.contains { $0.contains("Text \"Message 1\"") })
        harness.play(.scroll(.up))
        // The swipe writes the first row on screen back into the binding.
        #expect(harness.screen.contains { $0.contains("Text \"top: ") && !$0.contains("top: 50") && !$0.contains("none") })
    }

    @Test func aDefaultAnchorAtTheBottomStartsAtTheLastMessages() {
        let harness = Harness(Chat())
        #expect(harness.mount.console.contains("appear 100"))
        #expect(!harness.mount.console.contains("appear 1"))
    }

    @Test func geometryAndPhaseActionsHearASwipe() {
        let harness = Harness(Tracked())
        #expect(harness.mount.actions.isEmpty)
        harness.play(.scroll(.down))
        #expect(harness.screen.contains("  Text \"scrolled\""))
        #expect(harness.screen.contains("  Text \"phases: tracking interacting decelerating idle\""))
    }

    @Test func theAppsOwnScrollChangesTheGeometryButNoPhase() {
        let harness = Harness(Tracked())
        harness.tap("Jump")
        #expect(harness.screen.contains("  Text \"scrolled\""))
        #expect(harness.screen.contains("  Text \"phases: \""))
    }
}

/// iOS 18's visible targets: the ids of the rows on screen, as they change.
private struct Reader: View {
    @State private var visible: [Int] = []
    var body: some View {
        VStack {
            Text("first visible: \(visible.first.map(String.init) ?? "none"), \(visible.count) in all")
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<100, id: \.self) { Text("Page \($0)").frame(height: 100) }
                }
                .scrollTargetLayout()
            }
            .onScrollTargetVisibilityChange(idType: Int.self) { visible = $0 }
        }
    }
}

@Suite struct ScrollTargetVisibilityTests {
    @Test func theVisibleIDsArriveAtFirstAndAsTheyChange() {
        let harness = Harness(Reader())
        // 759 points of 100-point rows: 0 to 7 at least half visible (7 shows 59 of 100).
        #expect(harness.screen.contains("  Text \"first visible: 0, 8 in all\""))
        // One screen down (759 points): 7 shows 41 of its 100 and 15 shows 18; 8 to 14 count.
        harness.play(.scroll(.down))
        #expect(harness.screen.contains("  Text \"first visible: 8, 7 in all\""))
    }
}

/// iOS 18's position: a swipe marks it positioned by the user, at the first row on screen.
private struct Gallery: View {
    @State private var position = ScrollPosition(idType: Int.self)
    var body: some View {
        VStack {
            Text(position.isPositionedByUser ? "user at \(position.viewID(type: Int.self) ?? -1)" : "app")
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<50, id: \.self) { Text("Photo \($0)").frame(height: 100) }
                }
            }
            .scrollPosition($position)
        }
    }
}

@Suite struct ScrollPositionBySwipeTests {
    @Test func aSwipeMarksThePositionAsTheUsers() {
        let harness = Harness(Gallery())
        #expect(harness.screen.contains("  Text \"app\""))
        harness.play(.scroll(.down))
        // One screen (759 points) down: row 7 spans 700–800, the first on screen.
        #expect(harness.screen.contains("  Text \"user at 7\""))
    }
}
