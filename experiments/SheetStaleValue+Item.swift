import DataFlow

extension Variant {
    static var sheetStaleItem: Variant {
        Variant("item", ".sheet(item:) passes the value to the closure") { ContentView() }
    }
}

fileprivate struct Number: Identifiable {
    let value: Int
    var id: Int { value }
}

fileprivate struct ContentView: View {
    @State private var shown: Number?

    var body: some View {
        Button("SHOW") { shown = Number(value: 2) }
            .sheet(item: $shown) { number in
                Text("n = \(number.value)")
            }
    }
}
