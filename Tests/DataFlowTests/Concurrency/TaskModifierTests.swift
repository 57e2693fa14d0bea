import DataFlow
import Testing

private struct Loader: View {
    @State private var status = "idle"
    var body: some View {
        Text(status)
            .onAppear { status = "appeared" }
            .task {
                status = "loading (was \(status))"
                try? await Task.sleep(for: .seconds(1))
                status = Task.isCancelled ? "cancelled" : "loaded"
            }
    }
}

private struct Host: View {
    @State private var showing = true
    @State private var query = "a"
    var body: some View {
        VStack {
            if showing { Loader() }
            Button("Hide") { showing = false }
            Text("results for \(query)")
                .task(id: query) {
                    print("searching \(query)")
                    try? await Task.sleep(for: .milliseconds(300))
                    print(Task.isCancelled ? "search \(query) cancelled" : "search \(query) done")
                }
            Button("Type b") { query = "b" }
        }
    }
}

/// A task declared before a sibling's appear action, in tree order (§0, §19).
private struct TaskFirst: View {
    var body: some View {
        VStack {
            Text("first").task { print("first task") }
            Text("second").onAppear { print("second appeared") }
        }
    }
}

@Suite struct TaskModifierTests {
    @Test func tasksStartAfterEveryAppearActionOfThePassWhateverTheirOrderInTheTree() {
        let mount = Session(TaskFirst()).mount
        #expect(mount.console == ["second appeared", "first task"])
    }

    @Test func aTaskStartsAfterTheAppearActionsAndRunsInATransactionOfItsOwn() {
        let session = Session(Loader())
        let mount = session.mount
        #expect(mount.queuedActions == ["onAppear of Loader"])
        #expect(
            mount.taskEvents == [
                ".task of Loader started", ".task of Loader waits at Task.sleep(for: 1.0 seconds)",
            ])
        #expect(mount.screen == ["Text \"loading (was appeared)\""])
        #expect(session.controls == ["resume \"Task.sleep(for: 1.0 seconds) in .task of Loader\""])
    }

    @Test func resumeLetsTheAwaitGoOn() throws {
        let session = Session(Loader())
        let step = try session.play(.resume())
        #expect(step.taskEvents == ["resumed Task.sleep(for: 1.0 seconds) in .task of Loader", ".task of Loader finished"])
        #expect(step.screen == ["Text \"loaded\""])
        #expect(session.controls.isEmpty)
    }

    @Test func aTaskIsCancelledWhenItsViewDisappears() throws {
        let session = Session(Host())
        let step = try session.tap("Hide")
        #expect(step.taskEvents == [".task of Host/VStack[0][if]/Loader cancelled", ".task of Host/VStack[0][if]/Loader finished (cancelled)"])
        #expect(session.controls.allSatisfy { !$0.contains("Loader") })
    }

    @Test func aFinishedTaskIsNotCancelledWhenItsViewDisappears() throws {
        let session = Session(Host())
        _ = try session.play(.resume())
        let step = try session.tap("Hide")
        #expect(step.taskEvents.isEmpty, "cancelling a finished task does nothing (§19)")
    }

    @Test func aTaskWithAnIDRestartsWhenTheIDChanges() throws {
        let session = Session(Host())
        #expect(session.mount.console == ["searching a"])
        let step = try session.tap("Type b")
        #expect(step.queuedActions == ["restart .task(id:) of Host (id: \"a\" → \"b\")"])
        // The old task reads `query` as it is now (an action's read of @State is live, §2).
        #expect(step.console == ["search b cancelled", "searching b"])
        let resumed = try session.play(.resume(".task(id:)"))
        #expect(resumed.console == ["search b done"])
    }
}

/// A model a task writes before and after it waits (issue 31: the trace keeps the order).
@Observable fileprivate final class Loading {
    var status = "idle"
}

fileprivate struct LoadingView: View {
    @State private var loading = Loading()
    var body: some View {
        Text(loading.status)
            .task {
                loading.status = "loading"
                try? await Task.sleep(for: .seconds(1))
                loading.status = "loaded"
            }
    }
}

@Suite struct TaskOrderTests {
    @Test func anObjectWriteIsTracedWhereTheTaskMadeIt() throws {
        let session = Session(LoadingView())
        let order = session.mount.events.compactMap { event -> String? in
            switch event {
            case .task(let text): text.hasPrefix(".task") ? String(text.split(separator: " ").last ?? "") : nil
            case .write(let write): write.target
            default: nil
            }
        }
        #expect(order == ["started", "Loading#1.status", "seconds)"])
        let resumed = try session.play(.resume())
        let later = resumed.events.compactMap { event -> String? in
            if case .write(let write) = event { return write.target }
            if case .task(let text) = event { return text.hasSuffix("finished") ? "finished" : "resumed" }
            return nil
        }
        #expect(later == ["resumed", "Loading#1.status", "finished"])
    }
}
