import DataFlow

extension Variant {
    static var navigationTitleOnContainer: Variant {
        Variant("on-container", "NavigationView { … }.navigationTitle(…)") { ContentView() }
    }
}

fileprivate struct ContentView: View {
    @State var title = "Title"

    var body: some View {
        NavigationView {
            VStack {
                Text("Hello")
                Button("Rename") { title = "Renamed" }
            }
        }
        .navigationTitle(title)
    }
}
