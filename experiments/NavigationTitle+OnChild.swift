import DataFlow

extension Variant {
    static var navigationTitleOnChild: Variant {
        Variant("on-child", "Text(\"Hello\").navigationTitle(…) inside") { ContentView() }
    }
}

fileprivate struct ContentView: View {
    @State var title = "Title"

    var body: some View {
        NavigationView {
            VStack {
                Text("Hello")
                    .navigationTitle(title)
                Button("Rename") { title = "Renamed" }
            }
        }
    }
}
