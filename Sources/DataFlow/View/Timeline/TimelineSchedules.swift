import Foundation

/// When a timeline view updates: a sequence of dates in increasing order, from around a start.
///
/// SwiftUI's timeline view asks for the entries from the moment it appears and updates at each;
/// dataflow's does the same on the run's clock (`TimelineView.swift`). The mode says whether the
/// system wants fewer updates (`.lowFrequency`, watchOS's lowered wrist): an iPhone app in the
/// foreground is always `.normal`.
public protocol TimelineSchedule {
    typealias Mode = TimelineScheduleMode
    /// The dates of the schedule, in increasing order.
    associatedtype Entries: Sequence where Self.Entries.Element == Date
    /// The dates from around `startDate` on: the first may be before it (the start of the minute
    /// of an `.everyMinute` schedule).
    func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// Entries every `interval` seconds from a start date, at the same phase: for a start of 10:09:30
/// and 60 s, half past every minute.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The entries from the latest one at or before `startDate` (the schedule's own start when
    /// that is later), one interval apart. A schedule whose interval is not positive has its
    /// start as its only entry.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        guard interval > 0 else { return Entries(upcoming: self.startDate, interval: nil) }
        let elapsed = startDate.timeIntervalSince(self.startDate)
        let first = elapsed <= 0 ? self.startDate : self.startDate.addingTimeInterval((elapsed / interval).rounded(.down) * interval)
        return Entries(upcoming: first, interval: interval)
    }

    /// The dates of a periodic schedule: endless, one interval apart.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval?

        public mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            upcoming = interval.map { date.addingTimeInterval($0) }
            return date
        }
    }
}

/// Entries at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}

    /// The start of `startDate`'s minute (`startDate` itself when it is one), then every minute.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> EveryMinuteTimelineSchedule.Entries {
        let seconds = startDate.timeIntervalSince1970
        return Entries(upcoming: Date(timeIntervalSince1970: (seconds / 60).rounded(.down) * 60))
    }

    /// The dates of a per-minute schedule: endless, a minute apart.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date

        public mutating func next() -> Date? {
            let date = upcoming
            upcoming = date.addingTimeInterval(60)
            return date
        }
    }
}

/// Entries as often as an animation draws frames: every `minimumInterval` seconds, or 1/60 s.
/// A paused schedule has only its start (the view's first update), as a paused animation draws
/// no frames.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    public func entries(from start: Date, mode: TimelineScheduleMode) -> AnimationTimelineSchedule.Entries {
        let interval = minimumInterval.map { $0 > 0 ? $0 : 1.0 / 60 } ?? 1.0 / 60
        return Entries(upcoming: start, interval: paused ? nil : interval)
    }

    /// The frame dates of an animation schedule: endless unless paused.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: Double?

        public mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            upcoming = interval.map { date.addingTimeInterval($0) }
            return date
        }
    }
}

/// Entries at exactly the dates given, in their order, whatever the start date: a timeline view
/// updates at each date after it appears, then no more once they run out.
public struct ExplicitTimelineSchedule<Entries>: TimelineSchedule where Entries: Sequence, Entries.Element == Date {
    let dates: Entries

    public init(_ dates: Entries) {
        self.dates = dates
    }

    /// The dates given, unmodified: the start date and the mode are ignored.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// A schedule of exactly `dates`: `TimelineView(.explicit([start + 1, start + 5])) { … }`.
    public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}
