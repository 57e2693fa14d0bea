import DataFlow

extension Experiment {
    /// §16 and the task rules: `.task(id:)` restarts, dismissal cancels.
    static var taskLifetime: Experiment {
        Experiment(
            id: "task-lifetime",
            title: ".task(id:) restarts when its id changes; a sheet's task is cancelled when it is dismissed",
            claims: ["§11", "§16", "§17", "§19", "D13"],
            lesson: """
                A search field drives `.task(id: query)`, which prints, waits (`Task.sleep`) and \
                then stores results. A task starts after the appear actions of the update that \
                showed its view (§16) and runs after the step's passes, as SwiftUI runs it on a \
                later turn of the main run loop; dataflow has no clock, so `Task.sleep` waits until \
                the script says `resume`. Typing changes the id: after the update SwiftUI cancels \
                the running task and starts a new one (like an onChange action, §11). The old task \
                wakes as cancelled (`Task.sleep` throws) and, reading `query` from an action, sees \
                the new value. Its "cancelled" line comes before the new task's first line: that is \
                the order dataflow models; on a device both hop to the main actor and their order \
                is not guaranteed (D13). Resuming lets the new search finish and write its results in a \
                transaction of its own. DETAILS presents a sheet whose view has its own `.task`; \
                dismissing the sheet destroys that identity, and its task is cancelled.
                """,
            variants: [.taskLifetimeMain],
            script: [.type("Search", "swift"), .resume(), .tap("DETAILS"), .dismiss])
    }
}

extension Variant {
    static var taskLifetimeMain: Variant {
        Variant("main") { ContentView() }
    }
}

fileprivate struct Details: View {
    @State private var status = "loading"

    var body: some View {
        Text("details: \(status)")
            .task {
                do {
                    try await Task.sleep(for: .seconds(2))
                    status = "loaded"
                } catch {
                    print("details task cancelled")
                }
            }
    }
}

fileprivate struct ContentView: View {
    @State private var query = ""
    @State private var results: [String] = []
    @State private var showsDetails = false

    var body: some View {
        VStack {
            TextField("Search", text: $query)
            Text("results: \(results.joined(separator: ", "))")
                .task(id: query) {
                    print("searching \"\(query)\"")
                    do {
                        try await Task.sleep(for: .milliseconds(300))
                        results = query.isEmpty ? [] : ["\(query) 1", "\(query) 2"]
                    } catch {
                        print("search for \"\(query)\" cancelled")
                    }
                }
            Button("DETAILS") { showsDetails = true }
        }
        .sheet(isPresented: $showsDetails) { Details() }
    }
}
