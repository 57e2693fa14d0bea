import SwiftUI

@main
struct PlannerApp: App {
    @State private var agenda = Agenda()

    var body: some Scene {
        WindowGroup {
            PlannerView()
                .environment(agenda)
        }
    }
}
