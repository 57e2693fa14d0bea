import DataFlow

extension Variant {
    static var sheetStaleReadInBody: Variant {
        Variant("read-in-body", "the body shows n as well") { ContentView() }
    }
}

fileprivate struct ContentView: View {
    @State private var n = 1
    @State private var show = false

    var body: some View {
        VStack {
            Text("body: n = \(n)")
            Button("SHOW") {
                n = 2
                show = true
            }
        }
        .sheet(isPresented: $show) {
            Text("n = \(n)")
        }
    }
}
