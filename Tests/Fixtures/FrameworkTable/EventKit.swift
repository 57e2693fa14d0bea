import EventKit
import SwiftUI

// claim: Text "EventKit: granted false"
// claim: effect: EKEventStore asks for full access to events
struct EventKitRow: View {
    @State private var granted: Bool?
    private let store = EKEventStore()

    var body: some View {
        Text("EventKit: granted \(granted.map(String.init) ?? "?")")
            .task { granted = (try? await store.requestFullAccessToEvents()) ?? false }
    }
}
