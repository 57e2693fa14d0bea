import DataFlowActivityKit
import Foundation

/// A button of an alarm's alert or Live Activity.
public struct AlarmButton: Codable, Sendable {
    public var text: LocalizedStringResource
    public var textColor: Color
    public var systemImageName: String

    public init(text: LocalizedStringResource, textColor: Color, systemImageName: String) {
        self.text = text
        self.textColor = textColor
        self.systemImageName = systemImageName
    }

    private enum CodingKeys: String, CodingKey { case text, systemImageName }

    // The colour is appearance (D15): it is not written, and reads back as the accent colour.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        text = try container.decode(LocalizedStringResource.self, forKey: .text)
        textColor = .accentColor
        systemImageName = try container.decode(String.self, forKey: .systemImageName)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(systemImageName, forKey: .systemImageName)
    }
}

/// What the system shows for an alarm: its alert, and for a countdown its running and paused
/// states.
public struct AlarmPresentation: Codable, Sendable {
    public var alert: Alert
    public var countdown: Countdown?
    public var paused: Paused?

    public init(alert: Alert, countdown: Countdown? = nil, paused: Paused? = nil) {
        self.alert = alert
        self.countdown = countdown
        self.paused = paused
    }

    public struct Alert: Codable, Sendable {
        public var title: LocalizedStringResource
        public var stopButton: AlarmButton
        public var secondaryButton: AlarmButton?
        public var secondaryButtonBehavior: SecondaryButtonBehavior?

        public init(
            title: LocalizedStringResource, stopButton: AlarmButton, secondaryButton: AlarmButton? = nil,
            secondaryButtonBehavior: SecondaryButtonBehavior? = nil
        ) {
            self.title = title
            self.stopButton = stopButton
            self.secondaryButton = secondaryButton
            self.secondaryButtonBehavior = secondaryButtonBehavior
        }

        /// iOS 26.1's alert, whose stop button the system supplies.
        public init(title: LocalizedStringResource, secondaryButton: AlarmButton? = nil, secondaryButtonBehavior: SecondaryButtonBehavior? = nil) {
            self.init(
                title: title, stopButton: AlarmButton(text: "Stop", textColor: .white, systemImageName: "stop.circle"),
                secondaryButton: secondaryButton, secondaryButtonBehavior: secondaryButtonBehavior)
        }

        public enum SecondaryButtonBehavior: Codable, Hashable, Sendable {
            case countdown, custom
        }
    }

    public struct Countdown: Codable, Sendable {
        public var title: LocalizedStringResource
        public var pauseButton: AlarmButton?
        public init(title: LocalizedStringResource, pauseButton: AlarmButton? = nil) {
            self.title = title
            self.pauseButton = pauseButton
        }
    }

    public struct Paused: Codable, Sendable {
        public var title: LocalizedStringResource
        public var resumeButton: AlarmButton
        public init(title: LocalizedStringResource, resumeButton: AlarmButton) {
            self.title = title
            self.resumeButton = resumeButton
        }
    }
}

/// An alarm's Live Activity: how it is presented, the app's metadata and its tint. AlarmKit
/// starts and ends the activity itself.
public struct AlarmAttributes<Metadata: AlarmMetadata>: ActivityAttributes, Codable, Sendable {
    public typealias ContentState = AlarmPresentationState

    public var presentation: AlarmPresentation
    public var metadata: Metadata?
    public var tintColor: Color

    public init(presentation: AlarmPresentation, metadata: Metadata? = nil, tintColor: Color) {
        self.presentation = presentation
        self.metadata = metadata
        self.tintColor = tintColor
    }

    private enum CodingKeys: String, CodingKey { case presentation, metadata }

    // The tint is appearance (D15): not written, read back as the accent colour.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        presentation = try container.decode(AlarmPresentation.self, forKey: .presentation)
        metadata = try container.decodeIfPresent(Metadata.self, forKey: .metadata)
        tintColor = .accentColor
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(presentation, forKey: .presentation)
        try container.encodeIfPresent(metadata, forKey: .metadata)
    }
}

/// The state an alarm's Live Activity shows: alerting, counting down or paused.
public struct AlarmPresentationState: Codable, Hashable, Sendable {
    public var alarmID: Alarm.ID
    public var mode: Mode

    public init(alarmID: Alarm.ID, mode: Mode) {
        self.alarmID = alarmID
        self.mode = mode
    }

    public enum Mode: Codable, Hashable, Sendable {
        case alert(Alert)
        case countdown(Countdown)
        case paused(Paused)

        public struct Alert: Codable, Hashable, Sendable {
            public var time: Alarm.Schedule.Relative.Time
            public init(time: Alarm.Schedule.Relative.Time) { self.time = time }
        }

        public struct Countdown: Codable, Hashable, Sendable {
            public var totalCountdownDuration: TimeInterval
            public var previouslyElapsedDuration: TimeInterval
            public var startDate: Date
            public var fireDate: Date
            public init(totalCountdownDuration: TimeInterval, previouslyElapsedDuration: TimeInterval, startDate: Date, fireDate: Date) {
                self.totalCountdownDuration = totalCountdownDuration
                self.previouslyElapsedDuration = previouslyElapsedDuration
                self.startDate = startDate
                self.fireDate = fireDate
            }
        }

        public struct Paused: Codable, Hashable, Sendable {
            public var totalCountdownDuration: TimeInterval
            public var previouslyElapsedDuration: TimeInterval
            public init(totalCountdownDuration: TimeInterval, previouslyElapsedDuration: TimeInterval) {
                self.totalCountdownDuration = totalCountdownDuration
                self.previouslyElapsedDuration = previouslyElapsedDuration
            }
        }
    }
}
