import ActivityKit
import SwiftUI

// claim: Text "ActivityKit: enabled false"
struct ActivityKitRow: View {
    var body: some View {
        Text("ActivityKit: enabled \(ActivityAuthorizationInfo().areActivitiesEnabled)")
    }
}
