import DataFlow

extension Variant {
    static var nestedObservableObserveInner: Variant {
        Variant("observe-inner", "a subview observes the inner Profile") { ContentView() }
    }
}

fileprivate final class Profile: ObservableObject {
    @Published var name = "Tim"
}

fileprivate final class Settings: ObservableObject {
    @Published var profile = Profile()
}

fileprivate struct ProfileView: View {
    @ObservedObject var profile: Profile

    var body: some View {
        Text("name: \(profile.name)")
    }
}

fileprivate struct ContentView: View {
    @StateObject private var settings = Settings()

    var body: some View {
        VStack {
            ProfileView(profile: settings.profile)
            Button("Rename") { settings.profile.name = "Tom" }
        }
    }
}
