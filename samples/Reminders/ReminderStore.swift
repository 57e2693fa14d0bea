//
//  ReminderStore.swift
//  Reminders
//

import Foundation
import Observation
import UserNotifications
import WidgetKit

struct Reminder: Identifiable, Hashable {
    let id: Int
    var title: String
    var minutes: Int
    var isDone = false
}

@Observable
final class ReminderStore {
    private(set) var reminders: [Reminder] = []
    private var nextID = 1

    var pending: Int { reminders.filter { !$0.isDone }.count }

    func requestPermission() {
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { _, _ in }
    }

    func add(title: String, minutes: Int) {
        let reminder = Reminder(id: nextID, title: title, minutes: minutes)
        nextID += 1
        reminders.append(reminder)
        schedule(reminder)
        WidgetCenter.shared.reloadAllTimelines()
    }

    func complete(_ reminder: Reminder) {
        guard let index = reminders.firstIndex(where: { $0.id == reminder.id }) else { return }
        reminders[index].isDone = true
        UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: ["reminder-\(reminder.id)"])
        WidgetCenter.shared.reloadTimelines(ofKind: "PendingReminders")
    }

    private func schedule(_ reminder: Reminder) {
        let content = UNMutableNotificationContent()
        content.title = reminder.title
        content.sound = .default
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: TimeInterval(reminder.minutes * 60), repeats: false)
        let request = UNNotificationRequest(identifier: "reminder-\(reminder.id)", content: content, trigger: trigger)
        UNUserNotificationCenter.current().add(request)
    }
}
