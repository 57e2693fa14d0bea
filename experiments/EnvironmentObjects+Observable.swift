import DataFlow

extension Variant {
    static var environmentObjectsObservable: Variant {
        Variant("environment-observable", ".environment(model) and @Environment(Model.self)") { ContentView() }
    }
}

@Observable
fileprivate final class Model {
    var count = 0
}

fileprivate struct Counter: View {
    @Environment(Model.self) private var model

    var body: some View {
        HStack {
            Text("count: \(model.count)")
            Button("Increment") { model.count += 1 }
        }
    }
}

fileprivate struct Middle: View {
    var body: some View {
        VStack { Counter() }
    }
}

fileprivate struct ContentView: View {
    @State private var model = Model()

    var body: some View {
        Middle()
            .environment(model)
    }
}
