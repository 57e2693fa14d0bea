import DataFlow

extension Variant {
    static var preferenceTitleAncestor: Variant {
        Variant("ancestor", "the VStack also sets the title") { ContentView() }
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
            .preference(key: OverwriteTitleKey.self, value: "Title VStack \(edition)")
        }
    }
}
