import Foundation
import Synchronization

/// The run's clock: time passes only when a script says so (`wait 2`), so timers fire at the same
/// steps on every run (§24). It starts at 2024-01-01 10:00:00 UTC.
///
/// What is scheduled on it: `Timer.publish` ticks, `debounce`, and `TimelineView` schedules. When
/// time passes, each due firing runs in order, as an event of its own (its own transaction and
/// update, as a run loop turn in an app), and the step says what fired.
package final class RunClock {
    package static let start = Date(timeIntervalSince1970: 1_704_103_200)

    package private(set) var now = RunClock.start {
        didSet { RunClock.publish(now) }
    }

    package init() { RunClock.publish(RunClock.start) }

    /// The time of the newest run's clock, in nanoseconds since 1970: what a program running an
    /// app reads as the wall clock (`Date()`, `Date.now`), from any thread.
    private static let wallClock = Atomic<Int64>(Int64(start.timeIntervalSince1970 * 1e9))

    private static func publish(_ date: Date) {
        // A clock waited past the year 2262 stays there: nanoseconds since 1970 fill an Int64.
        let nanoseconds = (date.timeIntervalSince1970 * 1e9).rounded()
        wallClock.store(nanoseconds < Double(Int64.max) ? Int64(nanoseconds) : Int64.max, ordering: .relaxed)
    }

    /// The run's clock as the wall clock, in nanoseconds since 1970.
    static var wallClockNanoseconds: Int64 { wallClock.load(ordering: .relaxed) }

    private struct Scheduled {
        let id: Int
        var fireDate: Date
        let interval: Double?
        let label: String
        let fire: (Date) -> Void
    }

    private var scheduled: [Scheduled] = []
    private var nextID = 0

    /// Runs `fire` after `delay` seconds (and every `repeating` seconds after that) until cancelled.
    package func schedule(after delay: Double, repeating interval: Double?, label: String, _ fire: @escaping (Date) -> Void) -> AnyCancellable {
        nextID += 1
        let id = nextID
        scheduled.append(
            Scheduled(id: id, fireDate: now.addingTimeInterval(delay), interval: interval.flatMap { $0 > 0 ? $0 : nil }, label: label, fire: fire))
        return AnyCancellable { [weak self] in self?.scheduled.removeAll { $0.id == id } }
    }

    /// Runs `fire` once, after `delay` seconds: work nothing cancels (`DispatchQueue.main.asyncAfter`).
    package func scheduleOnce(after delay: Double, label: String, _ fire: @escaping () -> Void) {
        nextID += 1
        scheduled.append(Scheduled(id: nextID, fireDate: now.addingTimeInterval(max(0, delay)), interval: nil, label: label) { _ in fire() })
    }

    /// Lets `seconds` pass: every firing due by then runs, earliest first (ties in scheduling
    /// order), each through `event` with a description of what fired.
    package func advance(by seconds: Double, event: (String, () -> Void) -> Void) {
        let target = now.addingTimeInterval(seconds)
        while let next = scheduled.enumerated().filter({ $0.element.fireDate <= target })
            .min(by: { ($0.element.fireDate, $0.element.id) < ($1.element.fireDate, $1.element.id) })
        {
            var firing = next.element
            now = firing.fireDate
            if let interval = firing.interval {
                firing.fireDate = firing.fireDate.addingTimeInterval(interval)
                scheduled[next.offset] = firing
            } else {
                scheduled.remove(at: next.offset)
            }
            let elapsed = now.timeIntervalSince(RunClock.start)
            event("at +\(formatNumber((elapsed * 1000).rounded() / 1000)) s: \(firing.label)") { firing.fire(self.now) }
        }
        now = target
    }
}

/// The run's clock as the wall clock, for an app's program (its `clock_gettime`, which dataflow's
/// generated entry replaces): `Date()` in the app's code is the run's time, so a transcript is the
/// same on every run (§24). Not API for apps.
public enum _RunClockTime {
    public static var wallClockNanoseconds: Int64 { RunClock.wallClockNanoseconds }
}
