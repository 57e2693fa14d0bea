import DataFlow

extension Variant {
    static var nestedObservableNested: Variant {
        Variant("nested", "ContentView observes Settings only") { ContentView() }
    }
}

fileprivate final class Profile: ObservableObject {
    @Published var name = "Tim"
}

fileprivate final class Settings: ObservableObject {
    @Published var profile = Profile()
}

fileprivate struct ContentView: View {
    @StateObject private var settings = Settings()

    var body: some View {
        VStack {
            Text("name: \(settings.profile.name)")
            Button("Rename") { settings.profile.name = "Tom" }
        }
    }
}
