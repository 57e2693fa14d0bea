import DataFlow

extension Variant {
    static var preferenceTitleOverwrite: Variant {
        Variant("overwrite", "reduce: value = nextValue()") { ContentView() }
    }
}

fileprivate struct ContentView: View {
    @State var edition = 1

    var body: some View {
        MyContainerView(key: OverwriteTitleKey.self) {
            VStack {
                Text("Hello").preference(key: OverwriteTitleKey.self, value: "Title Hello \(edition)")
                Text("World").preference(key: OverwriteTitleKey.self, value: "Title World \(edition)")
                Button("Rename") { edition += 1 }
            }
        }
    }
}
