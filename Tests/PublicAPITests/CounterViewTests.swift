import DataFlow
import Testing

// A view as it would be in an app (there: `import SwiftUI`).
struct CounterView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Header(title: "Counter")
            Text("count: \(count)")
            Button("Increment") { count += 1 }
            Parity(isEven: count % 2 == 0)
        }
    }
}

struct Header: View {
    let title: String
    var body: some View { Text(title) }
}

struct Parity: View {
    let isEven: Bool
    var body: some View { Text(isEven ? "even" : "odd") }
}

@Suite struct CounterViewTests {
    @Test func incrementRerunsTheCounterAndOnlyTheChildrenWhoseInputsChanged() throws {
        let session = Session(CounterView())
        #expect(session.mount.ranViews == ["CounterView", "Header", "Parity"])

        let step = try session.tap("Increment")
        // `_printChanges` words: the owner re-ran for its state, Parity for its new input.
        #expect(step.bodies.map(\.changes) == ["CounterView: _count changed.", "Parity: @self changed."])
        // Header's input ("Counter") compared equal: its body was skipped.
        #expect(step.skipped.map(\.view) == ["Header"])
        #expect(step.writes.map(\.target) == ["CounterView._count"])
        #expect(step.screen.contains("  Text \"odd\""))
        #expect(step.stale.isEmpty && step.warnings.isEmpty)

        // Ending the session closes the window: every view disappears, nothing more can be played.
        #expect(session.end().screen.isEmpty)
        #expect(throws: ScriptFailure.self) { try session.tap("Increment") }
    }

    @Test func aTimerFiringIsAnExternalEvent() {
        let ticks = Ticks()
        let session = Session(Clock(ticks: ticks))
        let step = session.perform("timer fires") { ticks.count += 1 }
        #expect(step.ranViews == ["Clock"])
        #expect(step.screen == ["Text \"1 tick(s)\""])
    }

    @Test func aControlThatIsNotOnScreenThrows() {
        let session = Session(CounterView())
        #expect(throws: ScriptFailure.self) { try session.tap("Reset") }
    }
}

@Observable final class Ticks {
    var count = 0
}

struct Clock: View {
    let ticks: Ticks
    var body: some View { Text("\(ticks.count) tick(s)") }
}
