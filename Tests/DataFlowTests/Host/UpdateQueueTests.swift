import DataFlow
import Testing

fileprivate struct Counter: View {
    @State var count = 0
    var body: some View {
        VStack {
            Text("count \(count)")
            Button("twice") {
                count += 1
                print("after first write: \(count)")
                count += 1
            }
        }
    }
}

fileprivate struct Child: View {
    @Binding var count: Int
    var body: some View { Text("child \(count)") }
}

fileprivate struct Parent: View {
    @State var count = 0
    var body: some View {
        VStack {
            Text("parent \(count)")
            Child(count: $count)
            Button("inc") { count += 1 }
        }
    }
}

/// Records what bodies and onChange saw (a class, so nothing tracks it).
fileprivate final class Recorder {
    var bodies: [Int] = []
    var changes: [[Int]] = []
}

fileprivate struct Nested: View {
    let recorder: Recorder
    @State var value = 0
    var body: some View {
        let _ = recorder.bodies.append(value)
        Text("value \(value)")
            .onChange(of: value) { old, new in recorder.changes.append([old, new]) }
            .onAppear {
                value = 1
                value = 2
                withAnimation {
                    value = 3
                    value = 4
                }
            }
    }
}

fileprivate struct Loop: View {
    @State var a = 0
    @State var b = 0
    var body: some View {
        VStack {
            Text("\(a) \(b)")
            Button("start") { a += 1 }
        }
        .onChange(of: a) { b += 1 }
        .onChange(of: b) { a += 1 }
    }
}

fileprivate struct OldForm: View {
    @State var value = 0
    var body: some View {
        // A plain value captured by the closure: the old closure still holds the old one.
        let captured = value
        VStack {
            Button("inc") { value += 1 }
            Text("\(value)")
                .onChange(of: value) { newValue in print("captured \(captured), new \(newValue)") }
        }
    }
}

fileprivate struct Initial: View {
    @State var value = 7
    var body: some View {
        Text("\(value)").onChange(of: value, initial: true) { old, new in print("initial \(old) \(new)") }
    }
}

fileprivate struct WritesInBody: View {
    @State var value = 0
    var body: some View {
        let _ = { value = 1 }()
        Text("value \(value)")
    }
}

fileprivate struct Appearing: View {
    @State var show = false
    var body: some View {
        VStack {
            Button("show") { show = true }
            if show {
                Text("shown").onAppear { print("appeared") }.onDisappear { print("gone") }
            }
            Button("hide") { show = false }
        }
    }
}

/// §14, D8, D5, §11: writes apply at once, one pass per transaction, actions after passes.
@Suite struct TransactionTests {
    @Test func writesApplyAtOnceAndOneActionIsOnePass() {
        let harness = Harness(Counter())
        let step = harness.tap("twice")
        #expect(step.console == ["after first write: 1"])
        #expect(step.passes == 1)
        #expect(step.ran == ["Counter: _count changed."])
        #expect(harness.screen[1] == "  Text \"count 2\"")
    }

    @Test func parentsRunBeforeChildrenAndEachBodyOnce() {
        let harness = Harness(Parent())
        let step = harness.tap("inc")
        // Child is invalidated twice (its binding's source changed, its input changed) but runs once.
        #expect(step.ran == ["Parent: _count changed.", "Child: @self, _count changed."])
    }

    @Test func withAnimationIsItsOwnTransactionAndPass() {
        // The real-SwiftUI oracle of SEMANTICS D8 (OpenSwiftUI compatibility test nestedStateUpdate).
        let recorder = Recorder()
        let harness = Harness(Nested(recorder: recorder))
        #expect(recorder.bodies == [0, 2, 4])
        #expect(recorder.changes == [[0, 2], [2, 4]])
        #expect(harness.mount.passCauses == [.mount, .queuedActions, .animation])
    }

    @Test func aRunawayOnChangeLoopStopsWithSwiftUIsWords() {
        let harness = Harness(Loop())
        let step = harness.tap("start")
        #expect(step.swiftUIWarnings.contains("onChange(of: Int) action tried to update multiple times per frame."))
        #expect(step.passes < 10)
        // The graph is still usable: the next action runs and is stopped the same way, silently
        // this time (the detector logs once in its lifetime, as SwiftUI's does).
        let next = harness.tap("start")
        #expect(next.passes == step.passes && next.swiftUIWarnings.isEmpty)
        #expect(harness.screen[1] == "  Text \"6 4\"")
    }

    @Test func theOneArgumentFormRunsThePreviousClosureWithTheNewValue() {
        let harness = Harness(OldForm())
        let step = harness.tap("inc")
        // Its captured values are the old state (Apple: "captured values that represent the old state").
        #expect(step.console == ["captured 0, new 1"])
    }

    @Test func initialTrueRunsTheActionOnAppear() {
        let harness = Harness(Initial())
        #expect(harness.mount.console == ["initial 7 7"])
    }

    @Test func aWriteDuringBodyIsDroppedWithSwiftUIsWarning() {
        let harness = Harness(WritesInBody())
        #expect(harness.mount.swiftUIWarnings == ["Modifying state during view update, this will cause undefined behavior."])
        #expect(harness.mount.writes.map(\.outcome) == [.droppedDuringUpdate])
        #expect(harness.screen == ["Text \"value 0\""])
        #expect(harness.graph.host.fatalError == nil)
    }

    @Test func appearAndDisappearActionsRunAfterThePass() {
        let harness = Harness(Appearing())
        let shown = harness.tap("show")
        #expect(shown.console == ["appeared"])
        #expect(
            shown.events.firstIndex { if case .passBegan = $0 { true } else { false } }!
                < shown.events.firstIndex { if case .actionRan = $0 { true } else { false } }!)
        #expect(harness.tap("hide").console == ["gone"])
    }
}

fileprivate final class Ticker: ObservableObject {
    @Published var ticks = 0
    var taps = 0
}

/// Publishes during its own body: SwiftUI warns, and the invalidation re-runs the body forever.
fileprivate struct Restless: View {
    @ObservedObject var ticker: Ticker
    var body: some View {
        let _ = ticker.ticks += 1
        VStack {
            Text("taps \(ticker.taps)")
            Button("Tap") { ticker.taps += 1 }
        }
    }
}

fileprivate struct PingPong: View {
    @State private var a = 0
    @State private var b = 0
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("a \(a) b \(b) taps \(taps)")
                .onChange(of: a) { b += 1 }
                .onChange(of: b) { a += 1 }
            Button("Start") { a += 1 }
            Button("Tap") { taps += 1 }
        }
    }
}

/// Writes its own state in every body evaluation, and has a button that writes another.
fileprivate struct WritesInBodyWithButton: View {
    @State private var value = 0
    @State private var taps = 0
    var body: some View {
        let _ = { value += 1 }()
        VStack {
            Text("value \(value) taps \(taps)")
            Button("Tap") { taps += 1 }
        }
    }
}

fileprivate struct TitleKey: PreferenceKey {
    static let defaultValue = ""
    static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
}

/// Its preference changes whenever its action runs, and its action runs whenever it changes.
fileprivate struct PreferenceLoop: View {
    @State private var count = 0
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("taps \(taps)")
            Button("Tap") { taps += 1 }
        }
        .preference(key: TitleKey.self, value: "\(count)")
        .onPreferenceChange(TitleKey.self) { _ in count += 1 }
    }
}

/// After a loop guard stops a step, the graph stays consistent and the next action updates.
@Suite struct LoopGuardRecoveryTests {
    @Test func afterTheRoundLimitTheNextActionStillUpdates() {
        let harness = Harness(Restless(ticker: Ticker()))
        #expect(harness.mount.issues.contains { $0.text.hasPrefix("stopped after 100 update rounds") })
        harness.tap("Tap")
        #expect(harness.screen.contains("  Text \"taps 1\""))
        harness.tap("Tap")
        #expect(harness.screen.contains("  Text \"taps 2\""))
    }

    @Test func afterADroppedWriteDuringBodyTheNextActionStillUpdates() {
        let harness = Harness(WritesInBodyWithButton())
        #expect(harness.mount.swiftUIWarnings == ["Modifying state during view update, this will cause undefined behavior."])
        let step = harness.tap("Tap")
        #expect(step.ran.count == 1)
        #expect(harness.screen[1] == "  Text \"value 0 taps 1\"")
        #expect(harness.stale.isEmpty)
    }

    @Test func afterThePreferenceLoopGuardTheNextActionStillUpdates() {
        let harness = Harness(PreferenceLoop())
        #expect(harness.mount.swiftUIWarnings == ["Bound preference TitleKey tried to update multiple times per frame."])
        harness.tap("Tap")
        #expect(harness.screen[1] == "  Text \"taps 1\"")
        harness.tap("Tap")
        #expect(harness.screen[1] == "  Text \"taps 2\"")
        #expect(harness.graph.host.fatalError == nil)
    }

    @Test func afterSwiftUIsCycleGuardTheNextActionStillUpdates() {
        let harness = Harness(PingPong())
        let loop = harness.tap("Start")
        #expect(loop.swiftUIWarnings.contains { $0.hasSuffix("tried to update multiple times per frame.") })
        harness.tap("Tap")
        #expect(harness.screen[1].hasSuffix("taps 1\""))
        #expect(harness.stale.isEmpty)
    }
}
