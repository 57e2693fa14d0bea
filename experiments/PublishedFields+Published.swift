import DataFlow

extension Variant {
    static var publishedFieldsPublished: Variant {
        Variant("published", "ObservableObject, both @Published, owned with @StateObject") { ContentView() }
    }
}

fileprivate final class Model: ObservableObject {
    @Published var t1 = false
    @Published var t2 = false
}

fileprivate struct ContentView: View {
    @StateObject private var model = Model()

    var body: some View {
        VStack {
            Subview(condition: model.t1)
            Subview(condition: model.t2)
            Button("Toggle t1") { model.t1.toggle() }
            Button("Toggle t2") { model.t2.toggle() }
            Button("Set t1 again") { model.t1 = model.t1 }
        }
    }
}
