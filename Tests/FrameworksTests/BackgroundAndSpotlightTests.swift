import DataFlow
import Foundation
import Testing

@testable import DataFlowBackgroundTasks
@testable import DataFlowCoreSpotlight

/// Background tasks are scheduled and never launched, Spotlight's index keeps what the app gives
/// it: each an effect of a step.
private struct Scheduling: View {
    @State private var state = "idle"

    var body: some View {
        VStack {
            Text(state)
            Button("Schedule") {
                BGTaskScheduler.shared.register(forTaskWithIdentifier: "refresh", using: nil) { _ in }
                do {
                    try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "refresh"))
                    try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "refresh"))
                    try BGTaskScheduler.shared.submit(BGProcessingTaskRequest(identifier: "cleanup"))
                } catch {
                    state = "refused \((error as? BGTaskScheduler.Error)?.code == .notPermitted ? "not permitted" : "?")"
                }
                BGTaskScheduler.shared.getPendingTaskRequests { requests in state += ", \(requests.map(\.identifier))" }
            }
            Button("Index") {
                let set = CSSearchableItemAttributeSet(contentType: .text)
                set.title = "Fern"
                let fern = CSSearchableItem(uniqueIdentifier: "fern", domainIdentifier: "plants", attributeSet: set)
                let ivy = CSSearchableItem(
                    uniqueIdentifier: "ivy", domainIdentifier: "plants", attributeSet: CSSearchableItemAttributeSet(itemContentType: "public.text"))
                CSSearchableIndex.default().indexSearchableItems([fern, ivy, fern])
                CSSearchableIndex.default().deleteSearchableItems(withIdentifiers: ["ivy"])
                state = "indexed \(CSSearchableIndex.default().indexedItems.map(\.uniqueIdentifier))"
            }
        }
    }
}

@Suite struct BackgroundAndSpotlightTests {
    @Test func aRequestStaysPendingAndAnUnregisteredOneIsRefused() throws {
        let session = Session(root: Scheduling())
        let step = try session.tap("Schedule")
        #expect(step.issues.filter { $0.text.hasPrefix("effect: BGTaskScheduler schedules \"refresh\"") }.count == 2)
        #expect(
            session.screen.contains("  Text \"refused not permitted, [\\\"refresh\\\"]\""), "one pending request per identifier: \(session.screen)")
    }

    @Test func theIndexKeepsTheItemsOfTheRun() throws {
        let session = Session(root: Scheduling())
        let step = try session.tap("Index")
        #expect(step.issues.contains { $0.text.hasPrefix("effect: CSSearchableIndex indexes 3 items for Spotlight (\"Fern\", \"ivy\", \"Fern\")") })
        #expect(step.issues.contains { $0.text.hasPrefix("effect: CSSearchableIndex deletes the items \"ivy\"") })
        #expect(session.screen.contains("  Text \"indexed [\\\"fern\\\"]\""), "\(session.screen)")
    }
}
