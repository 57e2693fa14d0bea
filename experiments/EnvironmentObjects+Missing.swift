import DataFlow

extension Variant {
    static var environmentObjectsMissing: Variant {
        Variant("missing", "@EnvironmentObject with no .environmentObject above", expectsFatalError: true) { ContentView() }
    }
}

fileprivate final class Model: ObservableObject {
    @Published var count = 0
}

fileprivate struct Counter: View {
    @EnvironmentObject var model: Model

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
    var body: some View {
        Middle()
    }
}
