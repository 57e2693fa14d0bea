import SwiftUI

@main
struct ProfileEditorApp: App {
    @State private var profile = Profile()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(profile)
        }
    }
}
