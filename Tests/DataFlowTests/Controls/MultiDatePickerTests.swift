import DataFlow
import Foundation
import Testing

/// A habit's log, as apps keep one: days chosen on a calendar within a range.
private struct Log: View {
    @State private var days: Set<DateComponents> = []
    let start = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01 00:00 UTC
    var body: some View {
        VStack {
            MultiDatePicker("Days", selection: $days, in: start..<start.addingTimeInterval(31 * 86_400))
            Text("chosen: \(days.count), first: \(days.compactMap(\.date).min().map { "\($0.timeIntervalSince1970)" } ?? "none")")
        }
    }
}

/// A multi-date picker is typed days separated by commas; each is a day's components with its
/// calendar, so `components.date` works; a day out of bounds keeps the selection.
@Suite struct MultiDatePickerTests {
    @Test func typedDaysAreChosenAsTheirComponents() {
        let harness = Harness(Log())
        #expect(harness.screen[1] == "  MultiDatePicker \"Days\" = \"\"")
        let step = harness.type("Days", "2024-01-05, 2024-01-02")
        #expect(step.ran == ["Log: _days changed."])
        #expect(harness.screen[1] == "  MultiDatePicker \"Days\" = \"2024-01-02, 2024-01-05\"")
        #expect(harness.screen[2] == "  Text \"chosen: 2, first: 1704153600.0\"")
    }

    @Test func aDayOutOfBoundsKeepsTheSelection() {
        let harness = Harness(Log())
        harness.type("Days", "2024-01-05")
        let step = harness.type("Days", "2024-01-05, 2024-03-01")
        #expect(step.writes.isEmpty)
        #expect(step.issues.contains { if case .dataflow(let text) = $0 { text.contains("within the picker's bounds") } else { false } })
        #expect(harness.screen[1] == "  MultiDatePicker \"Days\" = \"2024-01-05\"")
    }
}
