import SwiftUI

@main
struct TunedApp: App {
    @State private var player = Player()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(player)
        }
    }
}
