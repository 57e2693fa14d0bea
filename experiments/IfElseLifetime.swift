import DataFlow

extension Experiment {
    /// §1: an `if`/`else` branch is an identity; its state lives only while the branch is shown.
    static var ifElseLifetime: Experiment {
        Experiment(
            id: "if-else-lifetime",
            title: "if/else: state lives as long as its branch; the two branches are different identities",
            claims: ["§1", "§14", "§16"],
            lesson: """
                A view's state lives as long as its identity (§1). The detail counter sits in the \
                `if` branch of a condition: hiding it removes that identity and destroys its \
                state (onDisappear runs after the pass), showing it again creates fresh storage \
                from the initial value (onAppear runs, the count is back to 0). The branch counter \
                shows the same type in both branches of `if useFirst { Counter } else { Counter }`: \
                the `if` and `else` branches are different identities, so switching branches also \
                starts from 0, even though the code on both sides is identical. When one branch \
                replaces the other, the incoming branch's onAppear runs before the outgoing one's \
                onDisappear (§16: the default transition keeps the old view on screen while the \
                new one appears; with `.transition(.identity)` the order is reversed).
                """,
            variants: [.ifElseLifetimeMain],
            script: [
                .tap("Add detail"), .tap("Add detail"), .tap("Hide or show detail"), .tap("Hide or show detail"),
                .tap("Add branch"), .tap("Switch branch"),
            ])
    }
}

extension Variant {
    static var ifElseLifetimeMain: Variant {
        Variant("main") { ContentView() }
    }
}

fileprivate struct Counter: View {
    let label: String
    @State private var count = 0

    var body: some View {
        HStack {
            Text("\(label): \(count)")
            Button("Add \(label)") { count += 1 }
        }
        .onAppear { print("\(label) appeared") }
        .onDisappear { print("\(label) disappeared") }
    }
}

fileprivate struct ContentView: View {
    @State private var showDetail = true
    @State private var useFirst = true

    var body: some View {
        VStack {
            if showDetail {
                Counter(label: "detail")
            } else {
                Text("detail hidden")
            }
            Button("Hide or show detail") { showDetail.toggle() }
            if useFirst {
                Counter(label: "branch")
            } else {
                Counter(label: "branch")
            }
            Button("Switch branch") { useFirst.toggle() }
        }
    }
}
