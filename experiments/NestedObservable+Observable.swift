import DataFlow

extension Variant {
    static var nestedObservableObservable: Variant {
        Variant("observable", "both classes @Observable, Settings in @State") { ContentView() }
    }
}

@Observable
fileprivate final class Profile {
    var name = "Tim"
}

@Observable
fileprivate final class Settings {
    var profile = Profile()
}

fileprivate struct ContentView: View {
    @State private var settings = Settings()

    var body: some View {
        VStack {
            Text("name: \(settings.profile.name)")
            Button("Rename") { settings.profile.name = "Tom" }
        }
    }
}
