import DataFlow

extension Variant {
    static var navigationTitleDeeper: Variant {
        Variant("deeper", "set on a Text inside a VStack inside") { ContentView() }
    }
}

fileprivate struct ContentView: View {
    @State var title = "Title"

    var body: some View {
        NavigationView {
            VStack {
                VStack {
                    Text("Hello")
                        .navigationTitle(title)
                }
                Button("Rename") { title = "Renamed" }
            }
        }
    }
}
