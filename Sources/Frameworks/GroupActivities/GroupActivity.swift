import Foundation

/// SharePlay (GroupActivities), on a phone in no FaceTime call with no one to answer a prompt
/// (D19): preparing an activity completes `.cancelled`, as a prompt the user dismissed would,
/// activating one returns `false`, and no session ever arrives: `sessions()` ends at once, so
/// code waiting for one goes on. Each request is noted as an effect.
public protocol GroupActivity: Codable, Sendable {
    static var activityIdentifier: String { get }
    var metadata: GroupActivityMetadata { get async }
}

extension GroupActivity {
    public static var activityIdentifier: String { String(describing: Self.self) }

    public func prepareForActivation() async -> GroupActivityActivationResult {
        Effects.record("SharePlay is asked to start \(Self.activityIdentifier) (no FaceTime call, no one answers here: cancelled)")
        return .cancelled
    }

    @discardableResult
    public func activate() async throws -> Bool {
        Effects.record("SharePlay is asked to activate \(Self.activityIdentifier) (no FaceTime call here: not activated)")
        return false
    }

    public static func sessions() -> GroupSessions<Self> { GroupSessions() }
}

public enum GroupActivityActivationResult: Sendable { case activationDisabled, activationPreferred, cancelled }

/// What the system shows of an activity.
public struct GroupActivityMetadata: Sendable {
    public enum ActivityType: Sendable {
        case generic, watchTogether, listenTogether, createTogether, workoutTogether, learnTogether, exploreTogether, shopTogether
    }

    public var title: String?
    public var subtitle: String?
    public var previewImage: CGImage?
    public var fallbackURL: URL?
    public var type: ActivityType = .generic
    public var supportsContinuationOnTV = false
    public var sceneAssociationBehavior: SceneAssociationBehavior = .default

    public init() {}

    public enum SceneAssociationBehavior: Sendable {
        case `default`, none
        case content(String)
    }
}

/// The sessions of an activity the system hands the app: none, here.
public struct GroupSessions<Activity: GroupActivity>: AsyncSequence, Sendable {
    public typealias Element = GroupSession<Activity>
    public struct AsyncIterator: AsyncIteratorProtocol {
        public mutating func next() async -> GroupSession<Activity>? { nil }
    }
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
}

/// A shared session; never made here, declared so the app's code compiles.
public final class GroupSession<Activity: GroupActivity>: @unchecked Sendable {
    public enum State: Sendable { case waiting, joined, invalidated(reason: any Error) }

    public let activity: Activity
    public private(set) var state: State = .waiting
    /// The participants, and as they change (`session.$activeParticipants.values`).
    @Observed public private(set) var activeParticipants: Set<Participant> = []
    public let localParticipant = Participant(id: UUID())

    init(activity: Activity) { self.activity = activity }

    public func join() {}
    public func leave() {}
    public func end() {}
}

/// A session's value and its changes (`$value.values`).
@propertyWrapper
public struct Observed<Value: Sendable>: Sendable {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var projectedValue: Changes<Value> { Changes(current: wrappedValue) }
}

/// A value's changes, as an async sequence that yields the current value and ends.
public struct Changes<Value: Sendable>: Sendable {
    let current: Value
    public var values: AsyncStream<Value> {
        AsyncStream { continuation in
            continuation.yield(current)
            continuation.finish()
        }
    }
}

public struct Participant: Hashable, Identifiable, Sendable {
    public let id: UUID
}

/// Sends and receives the session's messages: with no session, none arrive.
public final class GroupSessionMessenger: @unchecked Sendable {
    public struct MessageContext: Sendable {
        public let source: Participant
    }

    public init<Activity: GroupActivity>(session: GroupSession<Activity>) {}

    public func send<Message: Codable & Sendable>(_ value: Message, to participants: Participants = .all) async throws {}

    public func messages<Message: Codable & Sendable>(of type: Message.Type) -> AsyncStream<(Message, MessageContext)> {
        AsyncStream { $0.finish() }
    }

    public struct Participants: Sendable {
        let recipients: Set<Participant>?
        public static var all: Participants { Participants(recipients: nil) }
        public static func only(_ participant: Participant) -> Participants { Participants(recipients: [participant]) }
        public static func only(_ participants: Set<Participant>) -> Participants { Participants(recipients: participants) }
    }
}

/// Whether the user could start SharePlay now: no, in no FaceTime call.
public final class GroupStateObserver: @unchecked Sendable {
    public init() {}
    public var isEligibleForGroupSession: Bool { false }
}
