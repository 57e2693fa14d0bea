import DataFlow

extension Experiment {
    /// Navigation: the path is state; pushed views live until popped.
    static var navigationPathState: Experiment {
        Experiment(
            id: "navigation-path",
            title: "A NavigationStack whose path is state, and what survives a pop",
            claims: ["§1", "§3", "§18"],
            lesson: """
                `NavigationStack(path: $path)` shows a root list of links; tapping one appends its \
                value to `path`, and `.navigationDestination(for: String.self)` turns it into a \
                Detail view. A pushed view is an identity of its own (keyed, as dataflow models it, \
                by its depth and value: Medium, §18): created when pushed, alive while covered, \
                destroyed when popped (§1). So Detail's \
                `likes` survive pushing another view on top and coming back, and are gone after \
                BACK: pushing Milk again starts from 0. The root's state (`visits`) survives every \
                pop. ContentView never reads `path` in its body, so pushes and pops run no body \
                of its (§3): the stack reads the binding itself, as a control does (Medium: this \
                follows from §3; no observation of it on a device is recorded).
                """,
            variants: [.navigationPathStateMain],
            script: [
                .tap("VISIT"), .tap("Milk"), .tap("LIKE"), .tap("Eggs"), .back, .tap("LIKE"), .back, .tap("Milk"),
            ])
    }
}

extension Variant {
    static var navigationPathStateMain: Variant {
        Variant("main") { ContentView() }
    }
}

fileprivate struct Detail: View {
    let name: String
    @State private var likes = 0

    var body: some View {
        VStack {
            Text("\(name): \(likes) likes")
            Button("LIKE") { likes += 1 }
            NavigationLink("Eggs", value: "Eggs")
        }
        .navigationTitle(name)
    }
}

fileprivate struct ContentView: View {
    @State private var path: [String] = []
    @State private var visits = 0

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Milk", value: "Milk")
                Button("VISIT") { visits += 1 }
                Text("visits: \(visits)")
            }
            .navigationTitle("Groceries")
            .navigationDestination(for: String.self) { Detail(name: $0) }
        }
    }
}
