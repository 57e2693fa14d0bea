import Testing

@testable import DataFlow

fileprivate struct Itself: View {
    var body: some View { Itself() }
}

fileprivate struct Row: View {
    let title: String
    @State private var open = false
    var body: some View {
        VStack {
            Text(title)
            Row(title: title)
        }
    }
}

fileprivate struct Countdown: View {
    let level: Int
    var body: some View {
        if level == 0 { Text("bottom") } else { Countdown(level: level - 1) }
    }
}

fileprivate struct DepthKey: EnvironmentKey {
    static let defaultValue = 0
}

fileprivate extension EnvironmentValues {
    var depth: Int {
        get { self[DepthKey.self] }
        set { self[DepthKey.self] = newValue }
    }
}

/// Equal inputs at every level; stops by what it reads from the environment.
fileprivate struct Indent: View {
    @Environment(\.depth) private var depth
    var body: some View {
        if depth < 200 { Indent().environment(\.depth, depth + 1) } else { Text("depth \(depth)") }
    }
}

/// D16: a view that makes an equal copy of itself in its body nests without end; dataflow ends the
/// run as the app's crash, in its own voice, and builds nothing more.
@Suite struct EndlessNestingTests {
    @Test func aBodyThatIsItsOwnViewCrashesTheApp() {
        let session = Session(root: Itself(), inspection: .events)
        #expect(
            session.fatalError?.hasPrefix("Itself nests itself without end: its body makes another Itself with the same inputs, 256 levels deep")
                == true)
        #expect(session.stopDescription?.hasPrefix("the app would crash here: Itself nests itself without end") == true)
        // In dataflow's voice: SwiftUI prints nothing of its own.
        let issues = session.mount.events.compactMap { if case .issue(let issue) = $0 { issue } else { nil } }
        #expect(issues.count == 1 && issues.first?.voice == "dataflow")
        let ran = session.mount.events.filter { if case .bodyEvaluated = $0 { true } else { false } }
        #expect(ran.count == ViewGraph.endlessNesting)  // the copy that would be one too many never runs
    }

    @Test func aRowThatHoldsAnEqualRowCrashesWithinItsStack() {
        let session = Session(root: List { Row(title: "a") }, inspection: .events)
        #expect(session.fatalError?.hasPrefix("Row nests itself without end") == true)
    }

    @Test func recursionWithOtherInputsIsOrdinary() {
        let harness = Harness(Countdown(level: 1_000))
        #expect(harness.session.fatalError == nil)
        #expect(harness.screen.last?.contains("bottom") == true)
    }

    @Test func recursionThatStopsByWhatItReadsIsNotMistaken() {
        let harness = Harness(Indent())
        #expect(harness.session.fatalError == nil)
        #expect(harness.screen.last?.contains("depth 200") == true)
    }
}
