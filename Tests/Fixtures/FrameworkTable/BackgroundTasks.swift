import BackgroundTasks
import CoreSpotlight
import SwiftUI

// claim: Text "BackgroundTasks: 1 pending, unregistered refused; Spotlight: 2 indexed"
// claim: effect: BGTaskScheduler schedules "com.example.refresh"
// claim: effect: CSSearchableIndex indexes 2 items for Spotlight ("Tea", "Coffee")
struct BackgroundTasksRow: View {
    @State private var summary = "?"

    var body: some View {
        Text("BackgroundTasks: \(summary)")
            .task { summary = await schedule() }
    }

    private func schedule() async -> String {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.refresh", using: nil) { task in
            task.setTaskCompleted(success: true)
        }
        let request = BGAppRefreshTaskRequest(identifier: "com.example.refresh")
        request.earliestBeginDate = Date(timeIntervalSinceNow: 3600)
        try? BGTaskScheduler.shared.submit(request)
        let refused = (try? BGTaskScheduler.shared.submit(BGProcessingTaskRequest(identifier: "com.example.other"))) == nil
        let pending = await BGTaskScheduler.shared.pendingTaskRequests().count
        let items = ["Tea", "Coffee"].map { title in
            let attributes = CSSearchableItemAttributeSet(contentType: .text)
            attributes.title = title
            return CSSearchableItem(uniqueIdentifier: title, domainIdentifier: "drinks", attributeSet: attributes)
        }
        let indexed = (try? await CSSearchableIndex.default().indexSearchableItems(items)) != nil ? items.count : 0
        return "\(pending) pending, \(refused ? "unregistered refused" : "unregistered scheduled"); Spotlight: \(indexed) indexed"
    }
}
