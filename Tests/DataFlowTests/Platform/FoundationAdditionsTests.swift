import DataFlow
import Foundation
import Testing

private final class Counter {
    var value = 0
    let undo = UndoManager()

    func add(_ amount: Int) {
        value += amount
        undo.registerUndo(withTarget: self) { $0.add(-amount) }
    }
}

/// Foundation's names Linux's Foundation lacks, as apps use them.
@Suite struct FoundationAdditionsTests {
    @Test func undoThenRedoRoundTripsAndGroupsUndoTogether() {
        let counter = Counter()
        counter.add(2)
        counter.add(3)
        #expect(counter.undo.canUndo && !counter.undo.canRedo)
        counter.undo.undo()
        #expect(counter.value == 2 && counter.undo.canRedo)
        counter.undo.redo()
        #expect(counter.value == 5)
        counter.undo.beginUndoGrouping()
        counter.add(1)
        counter.add(1)
        counter.undo.endUndoGrouping()
        counter.undo.undo()
        #expect(counter.value == 5)
    }

    @Test func measurementsAndNamesAreWritten() {
        #expect(Measurement(value: 5, unit: UnitLength.kilometers).formatted(.measurement(width: .abbreviated)) == "5 km")
        #expect(Measurement(value: 2.5, unit: UnitMass.kilograms).formatted(.measurement(width: .narrow)) == "2.5kg")
        #expect(PersonNameComponents(givenName: "Ada", familyName: "Lovelace").formatted() == "Ada Lovelace")
    }

    @Test func relativeDatesAreWrittenInTheLargestWholeUnit() {
        let formatter = RelativeDateTimeFormatter()
        let now = Date(timeIntervalSince1970: 1_000_000)
        #expect(formatter.localizedString(for: now.addingTimeInterval(7_200), relativeTo: now) == "in 2 hours")
        #expect(formatter.localizedString(for: now.addingTimeInterval(-3 * 86_400), relativeTo: now) == "3 days ago")
        formatter.unitsStyle = .abbreviated
        #expect(formatter.localizedString(for: now.addingTimeInterval(-90), relativeTo: now) == "1m ago")
        formatter.dateTimeStyle = .named
        #expect(formatter.localizedString(for: now.addingTimeInterval(-86_400), relativeTo: now) == "yesterday")
    }

    @Test func postedNotificationsArriveInOrder() async {
        let name = Notification.Name("FoundationAdditionsTests.ping")
        let stream = NotificationCenter.default.notifications(named: name)
        NotificationCenter.default.post(name: name, object: nil, userInfo: ["n": 1])
        NotificationCenter.default.post(name: name, object: nil, userInfo: ["n": 2])
        var heard: [Int] = []
        for await note in stream {
            heard.append(note.userInfo?["n"] as? Int ?? 0)
            if heard.count == 2 { break }
        }
        #expect(heard == [1, 2])
    }
}

/// Foundation's duration formatter, which Linux's Foundation lacks: dataflow's writes durations as
/// an iPhone in English does.
@Suite struct DateComponentsFormatterTests {
    @Test func eachStyleWritesTheAllowedUnitsLargestFirst() {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute]
        formatter.unitsStyle = .abbreviated
        #expect(formatter.string(from: 3_900) == "1h 5m")
        formatter.unitsStyle = .full
        #expect(formatter.string(from: 3_900) == "1 hour, 5 minutes")
        #expect(formatter.string(from: 60) == "1 minute")
        formatter.unitsStyle = .short
        #expect(formatter.string(from: 7_260) == "2 hr, 1 min")
        formatter.unitsStyle = .positional
        formatter.allowedUnits = [.hour, .minute, .second]
        #expect(formatter.string(from: 3_905) == "1:05:05")
        #expect(formatter.string(from: 65) == "1:05")
        formatter.zeroFormattingBehavior = .pad
        #expect(formatter.string(from: 65) == "00:01:05")
    }
}
