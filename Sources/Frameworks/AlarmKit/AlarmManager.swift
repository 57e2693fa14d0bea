import DataFlowActivityKit
import DataFlowAppIntents
import Foundation

/// The system's alarms for this app, as a phone whose user never answers the prompt has them
/// (D19): scheduling alarms needs the user's permission, and nobody answers in a run.
///
/// `authorizationState` stays `.notDetermined`; `requestAuthorization()` is recorded as an effect
/// and answers `.denied` (not granted, as Contacts and EventKit answer); `schedule` asks for the
/// permission as AlarmKit does when it was never asked, and fails (an effect). So the app holds
/// no alarm: `alarms` is empty, `alarmUpdates` gives the empty list and then waits for a change
/// that never comes, and cancelling, stopping, pausing or resuming changes nothing.
public final class AlarmManager: @unchecked Sendable {
    public static let shared = AlarmManager()

    private init() {}

    public var authorizationState: AuthorizationState { .notDetermined }

    public func requestAuthorization() async throws -> AuthorizationState {
        Effects.record("AlarmKit asks to schedule alarms (no one answers here: not authorized)")
        return .denied
    }

    public func schedule<Metadata: AlarmMetadata>(id: Alarm.ID, configuration: AlarmConfiguration<Metadata>) async throws -> Alarm {
        Effects.record("AlarmKit is asked to schedule \(configuration.kind) (no one answers the prompt here: not authorized)")
        throw NotAuthorized()
    }

    public func cancel(id: Alarm.ID) throws {}
    public func stop(id: Alarm.ID) throws {}
    public func countdown(id: Alarm.ID) throws {}
    public func pause(id: Alarm.ID) throws {}
    public func resume(id: Alarm.ID) throws {}

    public var alarms: [Alarm] { get throws { [] } }

    /// The app's alarms now, then each time they change (never, in a run).
    public var alarmUpdates: AlarmUpdates { AlarmUpdates() }

    /// The authorization state now, then each time the user changes it (never, in a run).
    public var authorizationUpdates: AlarmAuthorizationStateUpdates { AlarmAuthorizationStateUpdates() }

    /// What the app may do with alarms.
    public enum AuthorizationState: Codable, Hashable, Sendable {
        case notDetermined, denied, authorized
    }

    /// AlarmKit's own error.
    public enum AlarmError: Error, Hashable, Sendable {
        case maximumLimitReached
    }

    /// Scheduling without the user's permission: the request the system refuses.
    struct NotAuthorized: LocalizedError {
        var errorDescription: String? { "The app is not authorized to schedule alarms." }
    }

    /// An alarm to schedule: a fixed or relative alarm, or a timer.
    public struct AlarmConfiguration<Metadata: AlarmMetadata> {
        let countdownDuration: Alarm.CountdownDuration?
        let schedule: Alarm.Schedule?
        let attributes: AlarmAttributes<Metadata>

        public init(
            countdownDuration: Alarm.CountdownDuration? = nil, schedule: Alarm.Schedule? = nil, attributes: AlarmAttributes<Metadata>,
            stopIntent: (any LiveActivityIntent)? = nil, secondaryIntent: (any LiveActivityIntent)? = nil,
            sound: AlertConfiguration.AlertSound = .default
        ) {
            self.countdownDuration = countdownDuration
            self.schedule = schedule
            self.attributes = attributes
        }

        public static func alarm(
            schedule: Alarm.Schedule? = nil, attributes: AlarmAttributes<Metadata>, stopIntent: (any LiveActivityIntent)? = nil,
            secondaryIntent: (any LiveActivityIntent)? = nil, sound: AlertConfiguration.AlertSound = .default
        ) -> AlarmConfiguration<Metadata> {
            AlarmConfiguration(schedule: schedule, attributes: attributes, stopIntent: stopIntent, secondaryIntent: secondaryIntent, sound: sound)
        }

        public static func timer(
            duration: TimeInterval, attributes: AlarmAttributes<Metadata>, stopIntent: (any LiveActivityIntent)? = nil,
            secondaryIntent: (any LiveActivityIntent)? = nil, sound: AlertConfiguration.AlertSound = .default
        ) -> AlarmConfiguration<Metadata> {
            AlarmConfiguration(
                countdownDuration: Alarm.CountdownDuration(preAlert: duration, postAlert: nil), attributes: attributes, stopIntent: stopIntent,
                secondaryIntent: secondaryIntent, sound: sound)
        }

        /// The alarm in a word, for the effect: "a timer of 300 s", "an alarm".
        var kind: String {
            if schedule == nil, let seconds = countdownDuration?.preAlert { return "a timer of \(Int(seconds)) s" }
            return "an alarm"
        }
    }

    /// The app's alarms, now and at each change.
    public struct AlarmUpdates: AsyncSequence {
        public typealias Element = [Alarm]
        public typealias Failure = Never

        public struct Iterator: AsyncIteratorProtocol {
            var current: [Alarm]? = []
            public mutating func next() async -> [Alarm]? {
                if let now = current {
                    current = nil
                    return now
                }
                return await UnchangingValue.waitForever()
            }
        }

        public func makeAsyncIterator() -> Iterator { Iterator() }
    }

    /// The authorization state, now and at each change.
    public struct AlarmAuthorizationStateUpdates: AsyncSequence {
        public typealias Element = AuthorizationState
        public typealias Failure = Never

        public struct Iterator: AsyncIteratorProtocol {
            var current: AuthorizationState? = .notDetermined
            public mutating func next() async -> AuthorizationState? {
                if let now = current {
                    current = nil
                    return now
                }
                return await UnchangingValue.waitForever()
            }
        }

        public func makeAsyncIterator() -> Iterator { Iterator() }
    }
}

/// Waiting for a change that never comes: the iteration stays suspended, as on a phone where
/// nothing changes, until its task is cancelled (its view left): then it ends, as a cancelled
/// iteration of the system's updates does.
enum UnchangingValue {
    static func waitForever<T>() async -> T? {
        let wait = Wait<T>()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { wait.start($0) }
        } onCancel: {
            wait.cancel()
        }
    }

    /// One suspended wait, ended by its task's cancellation (whichever comes first of the two).
    private final class Wait<T>: @unchecked Sendable {
        private let lock = NSLock()
        private var continuation: CheckedContinuation<T?, Never>?
        private var cancelled = false

        func start(_ continuation: CheckedContinuation<T?, Never>) {
            lock.lock()
            if cancelled {
                lock.unlock()
                continuation.resume(returning: nil)
                return
            }
            self.continuation = continuation
            lock.unlock()
        }

        func cancel() {
            lock.lock()
            cancelled = true
            let waiting = continuation
            continuation = nil
            lock.unlock()
            waiting?.resume(returning: nil)
        }
    }
}
