import SwiftUI

@main
struct LandmarksApp: App {
    @State private var modelData = ModelData()
    @StateObject private var sync = SyncStatus()

    var body: some Scene {
        WindowGroup {
            LandmarkList()
                .environment(modelData)
                .environmentObject(sync)
        }
    }
}
