import Foundation

/// What an app attaches to its alarms (a recipe's name, a medication's dose): a marker, as in
/// AlarmKit.
public protocol AlarmMetadata: Codable, Hashable, Sendable {}

/// An alarm the system holds for the app: a fixed date, a time of day, or a countdown.
public struct Alarm: Identifiable, Codable, Sendable {
    public typealias ID = UUID

    public var id: UUID
    public var schedule: Schedule?
    public var countdownDuration: CountdownDuration?
    public var state: State

    init(id: UUID, schedule: Schedule?, countdownDuration: CountdownDuration?, state: State) {
        self.id = id
        self.schedule = schedule
        self.countdownDuration = countdownDuration
        self.state = state
    }

    /// Where an alarm is in its life.
    public enum State: Codable, Hashable, Sendable {
        case scheduled, countdown, paused, alerting
    }

    /// How long a countdown runs before the alert, and again after it (a snooze).
    public struct CountdownDuration: Codable, Equatable, Sendable {
        public var preAlert: TimeInterval?
        public var postAlert: TimeInterval?
        public init(preAlert: TimeInterval?, postAlert: TimeInterval?) {
            self.preAlert = preAlert
            self.postAlert = postAlert
        }
    }

    /// When an alarm fires: at a date, or at a time of day, once or on weekdays.
    public enum Schedule: Codable, Hashable, Sendable {
        case fixed(Date)
        case relative(Relative)

        public struct Relative: Codable, Hashable, Sendable {
            public var time: Time
            public var repeats: Recurrence

            public init(time: Time, repeats: Recurrence = .never) {
                self.time = time
                self.repeats = repeats
            }

            public struct Time: Codable, Hashable, Sendable {
                public var hour: Int
                public var minute: Int
                public init(hour: Int, minute: Int) {
                    self.hour = hour
                    self.minute = minute
                }
            }

            public enum Recurrence: Codable, Hashable, Sendable {
                case never
                case weekly([Locale.Weekday])
            }
        }
    }
}
