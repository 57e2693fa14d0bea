/// Where the graph says what happens: trace events, SwiftUI's warnings, dataflow's notes and
/// write records (D1). The runtime never prints; a `TraceSink` receives the events.
///
/// Without a sink (a fresh render, the benchmark) nothing is built: every report first asks
/// `isTracing`, so describing values costs nothing when nobody reads them.
package final class Reporter {
    package let tracer: TraceSink?
    /// Names objects by creation order and describes values deterministically.
    package let describer: ValueDescriber

    init(tracer: TraceSink?, describer: ValueDescriber) {
        self.tracer = tracer
        self.describer = describer
        isTracing = tracer != nil
    }

    /// Whether anyone receives the events. Stored: it is asked for every compared view, and
    /// comparing `tracer` with nil retains and releases the reporter each time.
    package let isTracing: Bool

    /// Called before a task's event is traced, and around a firing of the run's clock: the
    /// session records there the object writes made since the last look, so that a write a task
    /// made before it waited is printed before the wait, in the order things happened (objects
    /// say nothing when they change, S0.6).
    package var beforeTaskEvent: (() -> Void)?

    package func trace(_ event: @autoclosure () -> TraceEvent) {
        guard let tracer else { return }
        let event = event()
        if case .task = event { beforeTaskEvent?() }
        tracer.record(event)
    }

    /// An issue or a console line, with the UUIDs in its text named as the run names them, so
    /// the transcript is the same every run.
    package func report(_ issue: Issue) {
        guard isTracing else { return }
        switch issue {
        case .swiftUI(let text): trace(.issue(.swiftUI(describer.namingUUIDs(in: text))))
        case .dataflow(let text): trace(.issue(.dataflow(describer.namingUUIDs(in: text))))
        }
    }

    package func console(_ text: String) {
        guard isTracing else { return }
        trace(.console(describer.namingUUIDs(in: text)))
    }

    // MARK: Writes

    package func recordWrite(target: String, old: Any, new: Any) {
        guard isTracing else { return }
        trace(.write(WriteRecord(target: target, old: describer.describe(old), new: describer.describe(new), outcome: .applied)))
    }

    /// A write equal to `stored` (§4). When the two print differently, a type's own `==` called
    /// them equal: the record keeps what was stored, for `why`.
    package func noteEqualWrite(target: String, value: Any, stored: Any) {
        guard isTracing else { return }
        var record = WriteRecord(target: target, old: nil, new: describer.describe(value), outcome: .ignoredEqual)
        let held = describer.describe(stored)
        if held.text != record.new.text { record.heldInstead = held }
        trace(.write(record))
    }

    /// D5: a write while bodies are evaluated is reported in SwiftUI's words and dropped.
    package func rejectWriteDuringUpdate(target: String, value: Any, inBodyOf body: String?) {
        report(.swiftUI(RuntimeWarning.modifyingStateDuringUpdate))
        guard isTracing else { return }
        let place = body.map { " (in the body of \($0))" } ?? ""
        trace(.write(WriteRecord(target: target, old: nil, new: describer.describe(value), outcome: .droppedDuringUpdate)))
        report(.dataflow("write to \(target) dropped: state cannot change while the graph is updating\(place) (D5)"))
    }

    /// §2: a write through a copy of a view that was never installed is dropped silently by SwiftUI.
    package func dropWriteToUninstalledState(type: Any.Type, value: Any) {
        guard isTracing else { return }
        let name = displayTypeName(type)
        trace(.write(WriteRecord(target: "uninstalled \(name)", old: nil, new: describer.describe(value), outcome: .droppedUninstalled)))
        report(
            .dataflow(
                "write of \(describer.describe(value).text) to a \(name) dropped: that State was never installed in the graph (only the graph's own copy of a view it shows gets storage), so writes go nowhere (§2)"
            ))
    }

    /// A write to a constant binding: SwiftUI ignores it without a word; dataflow says so.
    package func noteDroppedWrite(target: String, value: Any, reason: WriteRecord.Outcome) {
        guard isTracing else { return }
        trace(.write(WriteRecord(target: target, old: nil, new: describer.describe(value), outcome: reason)))
    }
}
