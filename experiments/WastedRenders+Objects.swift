import DataFlow

extension Variant {
    static var wastedObject: Variant {
        Variant("object", "the rows observe an ObservableObject") { ObjectScreen() }
    }

    static var wastedObservable: Variant {
        Variant("observable", "the same model, @Observable") { ObservableScreen() }
    }
}

fileprivate final class Profile: ObservableObject {
    @Published var name = "Ada"
    @Published var changes = 0
}

fileprivate struct ObjectScreen: View {
    @StateObject private var profile = Profile()
    var body: some View {
        VStack {
            ObjectName(profile: profile)
            ObjectCount(profile: profile)
            Button("CHANGE") { profile.changes += 1 }
        }
    }
}

fileprivate struct ObjectName: View {
    @ObservedObject var profile: Profile
    var body: some View { Text(profile.name) }
}

fileprivate struct ObjectCount: View {
    @ObservedObject var profile: Profile
    var body: some View { Text("\(profile.changes) changes") }
}

@Observable fileprivate final class ObservableProfile {
    var name = "Ada"
    var changes = 0
}

fileprivate struct ObservableScreen: View {
    @State private var profile = ObservableProfile()
    var body: some View {
        VStack {
            ObservableName(profile: profile)
            ObservableCount(profile: profile)
            Button("CHANGE") { profile.changes += 1 }
        }
    }
}

fileprivate struct ObservableName: View {
    let profile: ObservableProfile
    var body: some View { Text(profile.name) }
}

fileprivate struct ObservableCount: View {
    let profile: ObservableProfile
    var body: some View { Text("\(profile.changes) changes") }
}
