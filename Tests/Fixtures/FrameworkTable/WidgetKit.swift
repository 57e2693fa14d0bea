import SwiftUI
import UserNotifications
import WidgetKit

// script: tap "Remind"
// claim: effect: WidgetCenter reloads all widgets' timelines
// claim: effect: UNUserNotificationCenter schedules "water"
struct WidgetKitRow: View {
    var body: some View {
        Button("Remind") {
            WidgetCenter.shared.reloadAllTimelines()
            let content = UNMutableNotificationContent()
            content.title = "Drink water"
            let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
            UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "water", content: content, trigger: trigger))
        }
    }
}
