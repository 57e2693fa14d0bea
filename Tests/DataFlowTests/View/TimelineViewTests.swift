import DataFlow
import Foundation
import Testing

/// §24: a timeline view asks its schedule for entries from when it appears, shows the latest one
/// not after that moment at once, then updates at each later entry on the run's clock, each a
/// firing of its own.
private let start = Date(timeIntervalSince1970: 1_704_103_200)  // the run's clock at mount

/// Seconds since the run began, as a row shows them.
private func seconds(_ date: Date) -> String { "\(Int(date.timeIntervalSince(start).rounded()))" }

private struct Explicit: View {
    var body: some View {
        TimelineView(.explicit([start.addingTimeInterval(2), start.addingTimeInterval(5)])) { context in
            Text("t \(seconds(context.date))")
        }
    }
}

private struct Periodic: View {
    var body: some View {
        TimelineView(.periodic(from: start.addingTimeInterval(-1), by: 2)) { context in
            Text("p \(seconds(context.date))")
        }
    }
}

private struct LateMinute: View {
    @State private var shown = false
    var body: some View {
        VStack {
            Toggle("Show", isOn: $shown)
            if shown {
                TimelineView(.everyMinute) { context in
                    Text("m \(seconds(context.date))")
                }
            }
        }
    }
}

/// The disfavoured form: the content takes the view's own context type.
private struct OwnContext: View {
    var body: some View {
        TimelineView(.explicit([start.addingTimeInterval(1)])) { (context: TimelineView<ExplicitTimelineSchedule<[Date]>, Text>.Context) in
            Text("o \(seconds(context.date)) \(context.cadence == .live ? "live" : "slow")")
        }
    }
}

private func shows(_ harness: Harness, _ text: String) -> Bool {
    harness.screen.contains { $0.hasSuffix("Text \"\(text)\"") }
}

@Suite struct TimelineViewTests {
    @Test func anExplicitScheduleUpdatesAtExactlyItsDates() {
        let harness = Harness(Explicit())
        // No date at or before the first update: it shows the moment it happened.
        #expect(shows(harness, "t 0"))
        let first = harness.play(.wait(2))
        #expect(first.issues == [.dataflow("at +2 s: TimelineView ticked")])
        #expect(shows(harness, "t 2"))
        let second = harness.play(.wait(4))
        #expect(second.issues == [.dataflow("at +5 s: TimelineView ticked")])
        #expect(shows(harness, "t 5"))
        // Out of dates: no more updates.
        #expect(harness.play(.wait(60)).issues.isEmpty)
        #expect(shows(harness, "t 5"))
    }

    @Test func aPeriodicScheduleKeepsItsPhaseAndFirstShowsAnEntryInThePast() {
        let harness = Harness(Periodic())
        #expect(shows(harness, "p -1"))
        let step = harness.play(.wait(3))
        #expect(step.issues == [.dataflow("at +1 s: TimelineView ticked"), .dataflow("at +3 s: TimelineView ticked")])
        #expect(step.passes == 2)
        #expect(shows(harness, "p 3"))
    }

    @Test func anEveryMinuteScheduleFirstShowsTheStartOfTheCurrentMinute() {
        let harness = Harness(LateMinute())
        harness.play(.wait(25))
        harness.toggle("Show")
        #expect(shows(harness, "m 0"), "made at +25 s, the view first shows the minute's start")
        #expect(harness.play(.wait(30)).issues.isEmpty)
        let tick = harness.play(.wait(5))
        #expect(tick.issues == [.dataflow("at +60 s: TimelineView ticked")])
        #expect(shows(harness, "m 60"))
    }

    @Test func aViewThatLeavesStopsUpdating() {
        let harness = Harness(LateMinute())
        harness.toggle("Show")
        harness.toggle("Show")
        #expect(harness.play(.wait(120)).issues.isEmpty)
    }

    @Test func theOwnContextFormGetsTheSameDateAndALiveCadence() {
        let harness = Harness(OwnContext())
        #expect(shows(harness, "o 0 live"))
        harness.play(.wait(1))
        #expect(shows(harness, "o 1 live"))
    }

    @Test func schedulesEntriesAreSwiftUIs() {
        let base = start.addingTimeInterval(30)  // 10:00:30
        var periodic = PeriodicTimelineSchedule(from: base, by: 60).entries(from: base.addingTimeInterval(25 * 60 + 15), mode: .normal)
        #expect(periodic.next() == base.addingTimeInterval(25 * 60), "the latest half past at or before 10:25:45")
        #expect(periodic.next() == base.addingTimeInterval(26 * 60))
        var minutes = EveryMinuteTimelineSchedule().entries(from: start.addingTimeInterval(92), mode: .normal)
        #expect(minutes.next() == start.addingTimeInterval(60))
        #expect(minutes.next() == start.addingTimeInterval(120))
        let dates = [start.addingTimeInterval(3), start.addingTimeInterval(9)]
        #expect(Array(ExplicitTimelineSchedule(dates).entries(from: start.addingTimeInterval(100), mode: .lowFrequency)) == dates)
        var paused = AnimationTimelineSchedule(minimumInterval: 0.5, paused: true).entries(from: start, mode: .normal)
        #expect(paused.next() == start)
        #expect(paused.next() == nil)
        var frames = AnimationTimelineSchedule(minimumInterval: 0.5).entries(from: start, mode: .normal)
        #expect(frames.next() == start)
        #expect(frames.next() == start.addingTimeInterval(0.5))
    }

    @Test func slowerCadencesCompareGreater() {
        typealias Cadence = TimelineViewDefaultContext.Cadence
        #expect(Cadence.live < Cadence.seconds)
        #expect(Cadence.seconds < Cadence.minutes)
    }
}
