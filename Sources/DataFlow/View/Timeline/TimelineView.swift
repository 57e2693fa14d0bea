import Foundation

/// A view that redraws on a schedule: its content reads the date of the schedule's latest entry,
/// on the run's clock (§24).
///
/// SwiftUI asks the schedule for its entries from the moment the view appears, updates the
/// content at once with the latest entry not after that moment (so the first date may be in the
/// past: an `.everyMinute` view made at 10:09:55 first shows 10:09:00), then again at each later
/// entry, until the entries run out. dataflow does the same on the run's clock: each later entry
/// is a firing of its own (`wait` lets time reach it), whose update writes the new date. With no
/// entry at or before that moment (an explicit schedule of future dates only), the first update
/// shows the moment itself. The context's cadence is `.live`: an iPhone app in the foreground is
/// updated at the schedule's own rate (slower cadences are watchOS's lowered wrist).
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// What a timeline view's content receives: the date of the entry that caused this update.
    public struct Context {
        /// How often the view is being updated (slower cadences compare greater).
        public enum Cadence: Comparable, Sendable {
            case live
            case seconds
            case minutes
        }

        /// The date from the schedule that triggered the current view update.
        public let date: Date
        /// The rate at which the timeline updates the view.
        public let cadence: TimelineView<Schedule, Content>.Context.Cadence

        init(date: Date, cadence: TimelineView<Schedule, Content>.Context.Cadence) {
            self.date = date
            self.cadence = cadence
        }

        /// Resets any pending animation of the content (iOS 16). dataflow draws no frames, so
        /// there is nothing to reset: accepted.
        public func invalidateTimelineContent() {}
    }
}

/// The context every timeline view's content can take, whatever its schedule (SwiftUI's alias).
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// The content closure over this view's own context type.
    @_disfavoredOverload
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineView<Schedule, Content>.Context) -> Content) {
        self.schedule = schedule
        self.content = { context in content(Context(date: context.date, cadence: Context.Cadence(context.cadence))) }
    }

    public var body: some View {
        TimelineContent(schedule: schedule, content: content)
    }
}

extension TimelineView.Context.Cadence {
    /// The same rate, as another timeline view's context names it.
    init<S: TimelineSchedule, C>(_ cadence: TimelineView<S, C>.Context.Cadence) {
        switch cadence {
        case .live: self = .live
        case .seconds: self = .seconds
        case .minutes: self = .minutes
        }
    }
}

/// The timeline's content: a view whose state is the date of the latest entry, written by each
/// firing of the schedule's later entries on the run's clock.
struct TimelineContent<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
    @State private var date: Date

    init(schedule: Schedule, content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
        // The first update's date: kept by the state from the view's first appearance on.
        let now = Ambient.current?.clock.now ?? RunClock.start
        _date = State(initialValue: TimelineEntries.current(of: schedule, at: now))
    }

    var body: some View {
        content(TimelineViewDefaultContext(date: date, cadence: .live))
            .onReceive(TimelineTicks(schedule: schedule)) { date = $0 }
    }
}

/// Reading a schedule's entries as a timeline view does.
enum TimelineEntries {
    /// The date the first update shows: the latest entry not after `now`, or `now` when every
    /// entry is later. Entries are read in order and no further than the first later one, so an
    /// endless schedule (`.periodic`) is never read to its end.
    static func current<S: TimelineSchedule>(of schedule: S, at now: Date) -> Date {
        var latest: Date?
        for entry in schedule.entries(from: now, mode: .normal) {
            guard entry <= now else { break }
            latest = entry
        }
        return latest ?? now
    }
}

/// The later entries of a timeline's schedule, as firings on the run's clock: one at a time, each
/// scheduling the next when it fires, so an endless schedule costs one pending firing.
struct TimelineTicks<Schedule: TimelineSchedule>: Publisher {
    typealias Output = Date
    typealias Failure = Never
    let schedule: Schedule

    func _subscribe(_ receive: @escaping (Date) -> Void, completion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        guard let clock = Ambient.current?.clock else { return AnyCancellable {} }
        var iterator = schedule.entries(from: clock.now, mode: .normal).makeIterator()
        let firings = TimelineFirings(clock: clock, next: { iterator.next() }, receive: receive)
        firings.scheduleNext(after: clock.now)
        return AnyCancellable { firings.cancel() }
    }
}

/// The one pending firing of a timeline: fires at its entry's date, then schedules the entry
/// after it (entries not after the firing's date are skipped, as a schedule that lags does).
final class TimelineFirings {
    private let clock: RunClock
    private let next: () -> Date?
    private let receive: (Date) -> Void
    private var pending: AnyCancellable?

    init(clock: RunClock, next: @escaping () -> Date?, receive: @escaping (Date) -> Void) {
        self.clock = clock
        self.next = next
        self.receive = receive
    }

    func scheduleNext(after now: Date) {
        pending = nil
        while let entry = next() {
            guard entry > now else { continue }
            pending = clock.schedule(after: entry.timeIntervalSince(now), repeating: nil, label: "TimelineView ticked") { [weak self] _ in
                self?.fire(at: entry)
            }
            return
        }
    }

    private func fire(at entry: Date) {
        receive(entry)
        scheduleNext(after: entry)
    }

    func cancel() {
        pending?.cancel()
        pending = nil
    }
}
