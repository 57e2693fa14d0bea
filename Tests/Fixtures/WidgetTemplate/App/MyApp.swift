import ActivityKit
import SwiftUI

@main
struct MyApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}

struct ContentView: View {
    @State private var count = 0
    @State private var activity: Activity<MyWidgetAttributes>?
    var body: some View {
        VStack {
            Button("Count \(count)") { count += 1 }
            Button("Start") {
                let content = ActivityContent(state: MyWidgetAttributes.ContentState(emoji: "😀"), staleDate: nil)
                activity = try? Activity.request(attributes: MyWidgetAttributes(name: "World"), content: content)
            }
            Button("Wink") {
                Task { await activity?.update(ActivityContent(state: .init(emoji: "😉"), staleDate: nil)) }
            }
            Text(ActivityAuthorizationInfo().areActivitiesEnabled ? "enabled" : "not enabled")
        }
    }
}
