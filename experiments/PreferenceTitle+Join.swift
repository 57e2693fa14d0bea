import DataFlow

extension Variant {
    static var preferenceTitleJoin: Variant {
        Variant("join", "reduce: value += \" \" + nextValue()") { ContentView() }
    }
}

fileprivate struct ContentView: View {
    @State var edition = 1

    var body: some View {
        MyContainerView(key: JoinTitleKey.self) {
            VStack {
                Text("Hello").preference(key: JoinTitleKey.self, value: "Title Hello \(edition)")
                Text("World").preference(key: JoinTitleKey.self, value: "Title World \(edition)")
                Button("Rename") { edition += 1 }
            }
        }
    }
}
