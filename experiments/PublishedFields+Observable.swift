import DataFlow

extension Variant {
    static var publishedFieldsObservable: Variant {
        Variant("observable", "@Observable, held in @State") { ContentView() }
    }
}

@Observable
fileprivate final class Model {
    var t1 = false
    var t2 = false
}

fileprivate struct ContentView: View {
    @State private var model = Model()

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
