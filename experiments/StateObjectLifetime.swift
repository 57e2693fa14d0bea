import DataFlow

extension Experiment {
    /// §1, §7: who owns an object. `@StateObject` keeps it for the identity's lifetime;
    /// `@ObservedObject var model = Model()` gets a new one every time its parent re-runs.
    static var stateObjectLifetime: Experiment {
        Experiment(
            id: "state-object-lifetime",
            title: "@StateObject keeps its object across parent re-renders; @ObservedObject = Model() does not",
            claims: ["§1", "§7", "D2"],
            lesson: """
                Two counters, each keeping its count in an ObservableObject. StateCounter declares \
                `@StateObject private var model = Counter(label: "state")`: the graph calls that \
                initializer once, at first install, and keeps the object for the identity's \
                lifetime (§7). ObservedCounter declares `@ObservedObject var model = \
                Counter(label: "observed")`: the expression runs every time the struct is created, \
                that is every time the parent's body runs, and the view observes whatever object \
                its latest struct holds. Both count to 2. "Re-render parent" changes a value the \
                parent passes to both (so both bodies run): StateCounter still shows 2; \
                ObservedCounter got a brand-new Counter and shows 0: its state is lost (the \
                console shows the allocations). Before that, nothing is stale: the screen shows \
                the object the view observes; that a re-render would replace it is a lesson about \
                lifetime, not a value the screen failed to show (D12). "New identity" changes the \
                `.id` of both: a new identity gets new storage, so even the StateObject is created \
                again (§1).
                """,
            variants: [.stateObjectLifetimeMain],
            script: [
                .tap("Add to state"), .tap("Add to state"), .tap("Add to observed"), .tap("Add to observed"),
                .tap("Re-render parent"), .tap("New identity"),
            ])
    }
}

extension Variant {
    static var stateObjectLifetimeMain: Variant {
        Variant("main") { ContentView() }
    }
}

fileprivate final class Counter: ObservableObject {
    @Published var count = 0

    init(label: String) {
        print("Counter(label: \"\(label)\") created")
    }
}

fileprivate struct StateCounter: View {
    let generation: Int
    @StateObject private var model = Counter(label: "state")

    var body: some View {
        HStack {
            Text("state: \(model.count) (render \(generation))")
            Button("Add to state") { model.count += 1 }
        }
    }
}

fileprivate struct ObservedCounter: View {
    let generation: Int
    @ObservedObject var model = Counter(label: "observed")

    var body: some View {
        HStack {
            Text("observed: \(model.count) (render \(generation))")
            Button("Add to observed") { model.count += 1 }
        }
    }
}

fileprivate struct ContentView: View {
    @State private var generation = 0
    @State private var identity = 0

    var body: some View {
        VStack {
            StateCounter(generation: generation).id(identity)
            ObservedCounter(generation: generation).id(identity)
            Button("Re-render parent") { generation += 1 }
            Button("New identity") { identity += 1 }
        }
    }
}
