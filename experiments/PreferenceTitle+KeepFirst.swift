import DataFlow

extension Variant {
    static var preferenceTitleKeepFirst: Variant {
        Variant("keep-first", "reduce does nothing") { ContentView() }
    }
}

fileprivate struct ContentView: View {
    @State var edition = 1

    var body: some View {
        MyContainerView(key: KeepFirstTitleKey.self) {
            VStack {
                Text("Hello").preference(key: KeepFirstTitleKey.self, value: "Title Hello \(edition)")
                Text("World").preference(key: KeepFirstTitleKey.self, value: "Title World \(edition)")
                Button("Rename") { edition += 1 }
            }
        }
    }
}
