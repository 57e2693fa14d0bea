import GroupActivities
import SwiftUI

// script: tap "Share Together"
// claim: Text "GroupActivities: cancelled, eligible false"
struct WatchTogether: GroupActivity {
    var metadata: GroupActivityMetadata {
        var metadata = GroupActivityMetadata()
        metadata.title = "Watch together"
        metadata.type = .watchTogether
        return metadata
    }
}

struct GroupActivitiesRow: View {
    @State private var outcome = "?"

    var body: some View {
        VStack {
            Text("GroupActivities: \(outcome), eligible \(GroupStateObserver().isEligibleForGroupSession)")
            Button("Share Together") {
                Task {
                    switch await WatchTogether().prepareForActivation() {
                    case .activationPreferred: outcome = "preferred"
                    case .activationDisabled: outcome = "disabled"
                    case .cancelled: outcome = "cancelled"
                    }
                }
            }
        }
    }
}
