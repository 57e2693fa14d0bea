import Testing

@testable import DataFlow

private final class Profile: ObservableObject {
    @Published var name = ""
}

private struct Editor: View {
    @EnvironmentObject var profile: Profile
    var body: some View {
        VStack {
            TextField("Name", text: $profile.name)
            Text("name: \(profile.name)")
        }
    }
}

/// §9: `$profile.name` of an `@EnvironmentObject` is a binding into the object (its own
/// `EnvironmentObject.Wrapper`, as SwiftUI's): typing writes the object and the view re-runs.
@Suite struct EnvironmentObjectWrapperTests {
    @Test func aProjectedBindingWritesTheObject() {
        let profile = Profile()
        let harness = Harness(Editor().environmentObject(profile))
        harness.play(.type("Name", "Grace"))
        #expect(profile.name == "Grace")
        #expect(harness.screen.contains("  Text \"name: Grace\""))
    }
}
