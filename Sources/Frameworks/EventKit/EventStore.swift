import Foundation

/// The calendar and reminders database (`EKEventStore`), as an app without access sees it.
///
/// Access to events and reminders needs the user's answer to a prompt, and nobody answers in a
/// run: every request completes not granted (`false`, no error), as a prompt the user declined
/// would, and `authorizationStatus(for:)` stays `.notDetermined`, so an app shows its "allow
/// access" path deterministically. Without access, as on a device, the store has no calendars,
/// fetches find nothing, and saving or removing fails with `EKError.eventStoreNotAuthorized`.
open class EKEventStore: NSObject {
    public override init() {}

    open class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus { .notDetermined }

    open func requestFullAccessToEvents() async throws -> Bool { record("full access to events") }
    open func requestFullAccessToEvents(completion: @escaping (Bool, (any Error)?) -> Void) { completion(record("full access to events"), nil) }
    open func requestWriteOnlyAccessToEvents() async throws -> Bool { record("write-only access to events") }
    open func requestWriteOnlyAccessToEvents(completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(record("write-only access to events"), nil)
    }
    open func requestFullAccessToReminders() async throws -> Bool { record("full access to reminders") }
    open func requestFullAccessToReminders(completion: @escaping (Bool, (any Error)?) -> Void) { completion(record("full access to reminders"), nil) }
    open func requestAccess(to entityType: EKEntityType) async throws -> Bool { record("access to \(entityType == .event ? "events" : "reminders")") }
    open func requestAccess(to entityType: EKEntityType, completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(record("access to \(entityType == .event ? "events" : "reminders")"), nil)
    }

    private func record(_ what: String) -> Bool {
        Effects.record("EKEventStore asks for \(what) (no one answers here: not granted)")
        return false
    }

    open var defaultCalendarForNewEvents: EKCalendar? { nil }
    open func defaultCalendarForNewReminders() -> EKCalendar? { nil }
    open func calendars(for entityType: EKEntityType) -> [EKCalendar] { [] }
    open func calendar(withIdentifier identifier: String) -> EKCalendar? { nil }
    open var sources: [EKSource] { [] }

    open func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate { NSPredicate(value: false) }
    open func events(matching predicate: NSPredicate) -> [EKEvent] { [] }
    open func event(withIdentifier identifier: String) -> EKEvent? { nil }
    open func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate { NSPredicate(value: false) }
    open func predicateForIncompleteReminders(withDueDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate(value: false)
    }
    open func predicateForCompletedReminders(
        withCompletionDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?
    ) -> NSPredicate {
        NSPredicate(value: false)
    }
    open func fetchReminders(matching predicate: NSPredicate, completion: @escaping ([EKReminder]?) -> Void) -> Any {
        completion([])
        return predicate
    }
    open func cancelFetchRequest(_ fetchIdentifier: Any) {}

    open func save(_ event: EKEvent, span: EKSpan) throws { throw EKError(.eventStoreNotAuthorized) }
    open func save(_ event: EKEvent, span: EKSpan, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    open func remove(_ event: EKEvent, span: EKSpan) throws { throw EKError(.eventStoreNotAuthorized) }
    open func remove(_ event: EKEvent, span: EKSpan, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    open func save(_ reminder: EKReminder, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    open func remove(_ reminder: EKReminder, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    open func saveCalendar(_ calendar: EKCalendar, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    open func commit() throws {}
    open func reset() {}
    open func refreshSourcesIfNecessary() {}
}

public enum EKEntityType: UInt, Sendable {
    case event, reminder
}

public enum EKAuthorizationStatus: Int, Sendable {
    case notDetermined, restricted, denied, fullAccess, writeOnly
    public static let authorized = EKAuthorizationStatus.fullAccess
}

public enum EKSpan: Int, Sendable {
    case thisEvent, futureEvents
}

/// EventKit's errors.
public struct EKError: Error, Sendable {
    public enum Code: Int, Sendable {
        case eventNotMutable = 0, noCalendar, noStartDate, noEndDate, datesInverted, internalFailure, calendarReadOnly
        case eventStoreNotAuthorized = 29
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let eventStoreNotAuthorized = Code.eventStoreNotAuthorized
}

extension EKEventStore: CustomValueDescription {
    package func valueDescription(using describer: ValueDescriber) -> ValueDescription { .atom("EKEventStore(no access)") }
}
