import DataFlow

extension Variant {
    static var sheetStaleCaptured: Variant {
        Variant("captured", "n only in the sheet's closure and the button's action") { ContentView() }
    }
}

fileprivate struct ContentView: View {
    @State private var n = 1
    @State private var show = false

    var body: some View {
        Button("SHOW") {
            n = 2
            show = true
        }
        .sheet(isPresented: $show) {
            Text("n = \(n)")
        }
    }
}
