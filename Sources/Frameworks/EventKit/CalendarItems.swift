import Foundation

/// Where calendars come from (iCloud, the device).
open class EKSource: NSObject {
    open var title: String { "" }
    open var sourceIdentifier: String { "" }
}

/// A calendar of events or reminders.
open class EKCalendar: NSObject {
    open var title = ""
    open var calendarIdentifier: String { "" }
    open var cgColor: CGColor?
    open var source: EKSource?
    open var allowsContentModifications: Bool { true }
    open var isSubscribed: Bool { false }
    open var type: Int { 0 }

    public init(for entityType: EKEntityType, eventStore: EKEventStore) {}
}

/// What events and reminders share.
open class EKCalendarItem: NSObject {
    open var calendar: EKCalendar?
    open var title: String! = ""
    open var location: String?
    open var notes: String?
    open var url: URL?
    open var calendarItemIdentifier: String { "" }
    open var hasAlarms: Bool { !(alarms ?? []).isEmpty }
    open var alarms: [EKAlarm]?
    open var hasRecurrenceRules: Bool { !(recurrenceRules ?? []).isEmpty }
    open var recurrenceRules: [EKRecurrenceRule]?
    open var timeZone: TimeZone?
    open func addAlarm(_ alarm: EKAlarm) { alarms = (alarms ?? []) + [alarm] }
    open func removeAlarm(_ alarm: EKAlarm) { alarms?.removeAll { $0 === alarm } }
    open func addRecurrenceRule(_ rule: EKRecurrenceRule) { recurrenceRules = (recurrenceRules ?? []) + [rule] }
}

/// An event: what the app fills in before saving it (which fails without access: see
/// `EKEventStore`).
open class EKEvent: EKCalendarItem {
    open var startDate: Date!
    open var endDate: Date!
    open var isAllDay = false
    open var eventIdentifier: String! { nil }
    open var availability: Int = 0
    open var status: Int { 0 }

    public init(eventStore: EKEventStore) {}
}

/// A reminder.
open class EKReminder: EKCalendarItem {
    open var startDateComponents: DateComponents?
    open var dueDateComponents: DateComponents?
    open var isCompleted = false
    open var completionDate: Date?
    open var priority = 0

    public init(eventStore: EKEventStore) {}
}

/// An alert before an event.
open class EKAlarm: NSObject {
    open var relativeOffset: TimeInterval = 0
    open var absoluteDate: Date?
    public init(relativeOffset offset: TimeInterval) { relativeOffset = offset }
    public init(absoluteDate date: Date) { absoluteDate = date }
}

/// How an event repeats.
open class EKRecurrenceRule: NSObject {
    open var frequency: EKRecurrenceFrequency
    open var interval: Int
    open var recurrenceEnd: EKRecurrenceEnd?
    public init(recurrenceWith type: EKRecurrenceFrequency, interval: Int, end: EKRecurrenceEnd?) {
        frequency = type
        self.interval = interval
        recurrenceEnd = end
    }
}

public enum EKRecurrenceFrequency: Int, Sendable {
    case daily, weekly, monthly, yearly
}

open class EKRecurrenceEnd: NSObject {
    open var endDate: Date?
    open var occurrenceCount = 0
    public init(end endDate: Date) { self.endDate = endDate }
    public init(occurrenceCount: Int) { self.occurrenceCount = occurrenceCount }
}
