import Foundation

/// The system's notification center. Notifications are the system's: none is shown here, so
/// what the app asks of the center is recorded in the step as an effect (as widget reloads are),
/// and no user answers the permission prompt: authorization is not granted.
public final class UNUserNotificationCenter: @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()
    public static func current() -> UNUserNotificationCenter { shared }

    public func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, Error?) -> Void) {
        Effects.record("UNUserNotificationCenter asks permission to notify (no one answers here: not granted)")
        completionHandler(false, nil)
    }

    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        Effects.record("UNUserNotificationCenter asks permission to notify (no one answers here: not granted)")
        return false
    }

    public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {
        Effects.record("UNUserNotificationCenter schedules \(request.summary)")
        completionHandler?(nil)
    }

    public func add(_ request: UNNotificationRequest) async throws {
        Effects.record("UNUserNotificationCenter schedules \(request.summary)")
    }

    public func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        completionHandler(UNNotificationSettings())
    }
    public func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }
    public func removeAllPendingNotificationRequests() {
        Effects.record("UNUserNotificationCenter removes every pending notification")
    }
    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        Effects.record("UNUserNotificationCenter removes the pending notifications \(identifiers.map(\.quotedLiteral).joined(separator: ", "))")
    }
    public func removeAllDeliveredNotifications() {}
    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}

    /// The app icon's badge (iOS 16): recorded, as the system draws it.
    public func setBadgeCount(_ newBadgeCount: Int) async throws {
        Effects.record("UNUserNotificationCenter sets the app's badge to \(newBadgeCount)")
    }
    public func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {
        Effects.record("UNUserNotificationCenter sets the app's badge to \(newBadgeCount)")
        completionHandler?(nil)
    }

    /// The notification categories (their actions): kept, offered by no notification here.
    public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) { self.categories = categories }
    public func getNotificationCategories(completionHandler: @escaping (Set<UNNotificationCategory>) -> Void) { completionHandler(categories) }
    public func notificationCategories() async -> Set<UNNotificationCategory> { categories }
    private var categories: Set<UNNotificationCategory> = []

    public func pendingNotificationRequests() async -> [UNNotificationRequest] { [] }
    public func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) { completionHandler([]) }
    public func deliveredNotifications() async -> [UNNotification] { [] }

    /// Told when a notification arrives while the app is open, or is answered. No notification
    /// is delivered in a run: the delegate is kept and never called.
    public weak var delegate: (any UNUserNotificationCenterDelegate)?
}

/// What the notification center tells the app; a run delivers nothing, so it is never told.
public protocol UNUserNotificationCenterDelegate: AnyObject {
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async
        -> UNNotificationPresentationOptions
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async
        -> UNNotificationPresentationOptions
    { [] }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}
}

/// A delivered notification: its request and when it came.
public final class UNNotification: @unchecked Sendable {
    public let request: UNNotificationRequest
    public let date: Date
    init(request: UNNotificationRequest, date: Date) {
        self.request = request
        self.date = date
    }
}

/// The user's answer to a notification.
public final class UNNotificationResponse: @unchecked Sendable {
    public let notification: UNNotification
    public let actionIdentifier: String
    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
    public static let defaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
}

/// How a notification that arrives while the app is open is presented.
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1)
    public static let sound = UNNotificationPresentationOptions(rawValue: 2)
    public static let alert = UNNotificationPresentationOptions(rawValue: 4)
    public static let list = UNNotificationPresentationOptions(rawValue: 8)
    public static let banner = UNNotificationPresentationOptions(rawValue: 16)
}

public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1)
    public static let sound = UNAuthorizationOptions(rawValue: 2)
    public static let alert = UNAuthorizationOptions(rawValue: 4)
}

public enum UNAuthorizationStatus: Int, Sendable { case notDetermined, denied, authorized, provisional, ephemeral }

public final class UNNotificationSettings: @unchecked Sendable {
    public var authorizationStatus: UNAuthorizationStatus { .notDetermined }
}

public class UNNotificationContent: @unchecked Sendable {
    public var title = ""
    public var subtitle = ""
    public var body = ""
    public var sound: UNNotificationSound?
    public var badge: NSNumber?
    public var userInfo: [AnyHashable: Any] = [:]
    public var categoryIdentifier = ""
    public var threadIdentifier = ""
    public var targetContentIdentifier: String?
    public var interruptionLevel: UNNotificationInterruptionLevel = .active
    public var relevanceScore: Double = 0
    /// Files shown with the notification (an image, a sound).
    public var attachments: [UNNotificationAttachment] = []
    public init() {}
}

public enum UNNotificationInterruptionLevel: UInt, Sendable { case passive = 0, active, timeSensitive, critical }

public final class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {}

/// A file shown with a notification. UserNotifications takes the file when the attachment is
/// made and throws when there is none at the URL (`UNError.attachmentInvalidURL`); a run reads
/// only whether the file exists.
public final class UNNotificationAttachment: @unchecked Sendable {
    public let identifier: String
    public let url: URL
    /// The file's type: its extension's, as a run does not read the file.
    public let type: String

    public init(identifier: String, url: URL, options: [AnyHashable: Any]? = nil) throws {
        guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else {
            throw NSError(domain: "UNErrorDomain", code: 100, userInfo: [NSLocalizedDescriptionKey: "Invalid attachment file URL"])
        }
        self.identifier = identifier
        self.url = url
        type = url.pathExtension
    }
}

public final class UNNotificationSound: @unchecked Sendable {
    public static let `default` = UNNotificationSound()
}

public class UNNotificationTrigger: @unchecked Sendable {
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats }
    var summary: String { "" }
}

public final class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }
    override var summary: String { "in \(formatNumber(timeInterval)) s" + (repeats ? ", repeating" : "") }
}

public final class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }
    override var summary: String {
        let parts = [
            ("hour", dateComponents.hour), ("minute", dateComponents.minute), ("day", dateComponents.day), ("weekday", dateComponents.weekday),
        ]
        let text = parts.compactMap { name, value in value.map { "\(name) \($0)" } }.joined(separator: ", ")
        return "at \(text.isEmpty ? "a date" : text)" + (repeats ? ", repeating" : "")
    }
}

public final class UNNotificationRequest: @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
    }

    /// `"reminder-1" ("Water the plants", in 3600 s)`: what the step says was scheduled.
    var summary: String {
        let details = [content.title.isEmpty ? nil : content.title.quotedLiteral, trigger.map(\.summary)].compactMap { $0 }
        return identifier.quotedLiteral + (details.isEmpty ? "" : " (" + details.joined(separator: ", ") + ")")
    }
}

/// A button a notification offers.
open class UNNotificationAction: NSObject, @unchecked Sendable {
    public let identifier: String
    public let title: String
    public let options: UNNotificationActionOptions
    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.identifier = identifier
        self.title = title
        self.options = options
    }
}

public struct UNNotificationActionOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1)
    public static let destructive = UNNotificationActionOptions(rawValue: 2)
    public static let foreground = UNNotificationActionOptions(rawValue: 4)
}

/// A kind of notification and the actions it offers.
open class UNNotificationCategory: NSObject, @unchecked Sendable {
    public let identifier: String
    public let actions: [UNNotificationAction]
    public let intentIdentifiers: [String]
    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
    }
}

public struct UNNotificationCategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1)
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 2)
}

/// The action identifier of a notification the user opened, and of one dismissed.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
