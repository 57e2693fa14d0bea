import DataFlow

extension Variant {
    static var nestedObservableForwarding: Variant {
        Variant("forwarding", "Settings re-publishes its profile's changes") { ContentView() }
    }
}

fileprivate final class Profile: ObservableObject {
    @Published var name = "Tim"
}

fileprivate final class Settings: ObservableObject {
    @Published var profile = Profile()
    private var forwarding: AnyCancellable?

    init() {
        forwarding = profile.objectWillChange.sink { [weak self] in
            self?.objectWillChange.send()
        }
    }
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
