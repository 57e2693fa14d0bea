import Foundation

/// What a Live Activity shows: fixed attributes, and a state the app updates.
public protocol ActivityAttributes: Sendable {
    associatedtype ContentState: Codable & Hashable & Sendable
}

/// The state an activity shows now, and when it goes stale.
public struct ActivityContent<State: Codable & Hashable & Sendable>: Sendable, Equatable {
    public let state: State
    public let staleDate: Date?
    public let relevanceScore: Double

    public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

/// A Live Activity the app started. The system shows it on the Lock Screen and in the Dynamic
/// Island; dataflow shows neither, so starting, updating and ending one is recorded in the step
/// as an effect (D18), in the order the app asks, and the activity keeps what it was told.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
    public let id: String
    public let attributes: Attributes
    public private(set) var content: ActivityContent<Attributes.ContentState>
    public private(set) var activityState: ActivityState = .active

    init(id: String, attributes: Attributes, content: ActivityContent<Attributes.ContentState>) {
        self.id = id
        self.attributes = attributes
        self.content = content
    }

    /// The activities this app started and has not ended, oldest first.
    public static var activities: [Activity<Attributes>] { ActivityRegistry.shared.activities(of: Attributes.self) }

    @discardableResult
    public static func request(
        attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        let activity = Activity(id: "activity-\(ActivityRegistry.shared.nextNumber())", attributes: attributes, content: content)
        ActivityRegistry.shared.add(activity)
        Effects.record("ActivityKit starts the Live Activity \(activity.id.quotedLiteral) (\(describe(content.state)))")
        return activity
    }

    public func update(_ content: ActivityContent<Attributes.ContentState>) async {
        self.content = content
        Effects.record("ActivityKit updates the Live Activity \(id.quotedLiteral) (\(Self.describe(content.state)))")
    }

    public func update(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration?) async {
        await update(content)
    }

    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        if let content { self.content = content }
        activityState = .ended
        ActivityRegistry.shared.remove(id)
        Effects.record("ActivityKit ends the Live Activity \(id.quotedLiteral)")
    }

    private static func describe(_ state: Attributes.ContentState) -> String {
        Ambient.current?.reporter.describer.describe(state).text ?? "\(state)"
    }
}

/// The activities a run started, in order (one registry per process; a run is one process).
final class ActivityRegistry: @unchecked Sendable {
    static let shared = ActivityRegistry()
    private var started: [AnyObject] = []
    private var count = 0
    private let lock = NSLock()

    func nextNumber() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }
    func add(_ activity: AnyObject) { lock.withLock { started.append(activity) } }
    func remove(_ id: String) {
        lock.withLock { started.removeAll { ($0 as? any Identifiable).map { "\($0.id)" == id } ?? false } }
    }
    func activities<A: ActivityAttributes>(of type: A.Type) -> [Activity<A>] { lock.withLock { started.compactMap { $0 as? Activity<A> } } }
}

public enum ActivityState: Sendable, Equatable { case active, ended, dismissed, stale, pending }

public struct PushType: Sendable, Equatable {
    public static let token = PushType()
}

public struct ActivityUIDismissalPolicy: Sendable {
    public static let `default` = ActivityUIDismissalPolicy()
    public static let immediate = ActivityUIDismissalPolicy()
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy() }
}

public struct AlertConfiguration: Sendable {
    public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {}
    /// The sound of an alert: the system's, or a sound file of the app's (none is played).
    public struct AlertSound: Equatable, Sendable {
        let name: String?
        public static let `default` = AlertSound(name: nil)
        public static func named(_ name: String) -> AlertSound { AlertSound(name: name) }
    }
}

/// Whether the user allows Live Activities: a run has no user to ask, so they are not enabled,
/// and an app's "not allowed" path runs (as for notifications, D18).
public struct ActivityAuthorizationInfo: Sendable {
    public init() {}
    public var areActivitiesEnabled: Bool { false }
    public var frequentPushesEnabled: Bool { false }
}
