import DataFlow
import Testing

/// The reporter says what happens (D1): in SwiftUI's words where SwiftUI speaks, in dataflow's
/// where it is silent, and builds nothing when nobody listens.
@Suite struct ReporterTests {
    @Test func withoutATracerNoEventIsBuilt() {
        let reporter = GraphHost(tracer: nil).reporter
        var built = false
        reporter.trace(
            {
                built = true
                return .console("x")
            }())
        #expect(!built)

        let events = TraceLog()
        let heard = GraphHost(tracer: events).reporter
        heard.trace(
            {
                built = true
                return .console("x")
            }())
        #expect(built)
        #expect(events.events == [.console("x")])
    }

    @Test func aWriteDuringAnUpdateIsDroppedInSwiftUIsWordsAndExplained() {
        let events = TraceLog()
        let reporter = GraphHost(tracer: events).reporter
        reporter.rejectWriteDuringUpdate(target: "ContentView._count", value: 3, inBodyOf: "ContentView")
        #expect(events.events.first == .issue(.swiftUI(RuntimeWarning.modifyingStateDuringUpdate)))
        #expect(RuntimeWarning.modifyingStateDuringUpdate == "Modifying state during view update, this will cause undefined behavior.")
        guard events.events.count == 3, case .write(let write) = events.events[1], case .issue(.dataflow(let note)) = events.events[2] else {
            Testing.Issue.record("expected the warning, the dropped write and a note, got \(events.events)")
            return
        }
        #expect(write.target == "ContentView._count")
        #expect(write.outcome == .droppedDuringUpdate)
        #expect(note.contains("(in the body of ContentView)"))
        #expect(note.hasSuffix("(D5)"))
    }

    @Test func anEqualWriteIsRecordedAsIgnored() {
        let events = TraceLog()
        let reporter = GraphHost(tracer: events).reporter
        reporter.noteEqualWrite(target: "ContentView._name", value: "Tim", stored: "Tim")
        guard case .write(let write) = events.events.first else {
            Testing.Issue.record("no write record")
            return
        }
        #expect(write.outcome == .ignoredEqual)
        #expect(write.old == nil)
        #expect(write.new.text == "\"Tim\"")
        #expect(write.heldInstead == nil)
    }

    @Test func anEqualWriteThatPrintsDifferentlyKeepsTheStoredValue() {
        let events = TraceLog()
        let reporter = GraphHost(tracer: events).reporter
        reporter.noteEqualWrite(target: "ContentView._name", value: "Tim", stored: "tim")
        guard case .write(let write) = events.events.first else {
            Testing.Issue.record("no write record")
            return
        }
        #expect(write.heldInstead?.text == "\"tim\"")
    }
}
