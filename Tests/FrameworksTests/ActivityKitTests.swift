import DataFlow
import Foundation
import Testing

@testable import DataFlowActivityKit

struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var minutesLeft: Int
    }

    var order: String
}

/// Starting, updating and ending a Live Activity are the system's: effects in the step (D18).
struct DeliveryScreen: View {
    @State private var activity: Activity<DeliveryAttributes>?
    var body: some View {
        VStack {
            Button("Start") {
                activity = try? Activity.request(
                    attributes: DeliveryAttributes(order: "A1"), content: ActivityContent(state: .init(minutesLeft: 10), staleDate: nil))
            }
            Text("activities: \(Activity<DeliveryAttributes>.activities.count)")
        }
    }
}

@Suite struct ActivityKitTests {
    @Test func startingALiveActivityIsAnEffectAndTheActivityIsKept() throws {
        let session = Session(DeliveryScreen())
        let step = try session.play(.tap("Start"))
        #expect(step.notes.contains { $0.hasPrefix("effect: ActivityKit starts the Live Activity \"activity-") })
        #expect(Activity<DeliveryAttributes>.activities.last?.content.state.minutesLeft == 10)
        #expect(ActivityAuthorizationInfo().areActivitiesEnabled == false, "no user allows them in a run")
    }
}
