import DataFlow
import Foundation
import Testing

/// Controls titled by a string or a resource, a gauge with every label, a `Progress`.
private struct Dashboard: View {
    @State private var days: Set<DateComponents> = []
    @State private var deleted = false
    @State private var tint = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let start = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01 00:00 UTC
    let title = "Trip days"
    let progress: Progress = {
        let progress = Progress(totalUnitCount: 4)
        progress.completedUnitCount = 1
        return progress
    }()

    var body: some View {
        VStack {
            MultiDatePicker(title, selection: $days, in: start...)
            Button(LocalizedStringResource("Delete"), systemImage: "trash", role: .destructive) { deleted = true }
            ColorPicker(title + " colour", selection: $tint)
            Gauge(value: 0.5, in: 0...1) {
                Text("Fuel")
            } currentValueLabel: {
                Text("half")
            } minimumValueLabel: {
                Text("E")
            } maximumValueLabel: {
                Text("F")
            } markedValueLabels: {
                Text("reserve")
            }
            ProgressView(progress)
            Text("days \(days.count), deleted \(deleted)")
        }
    }
}

@Suite struct ControlTitleFormsTests {
    /// The string and resource forms make the controls their key forms make: a bounded
    /// multi-date picker keeps days before its start out; a resource-titled button runs its action.
    @Test func theTitledFormsBehaveAsTheirKeyForms() {
        let harness = Harness(Dashboard())
        #expect(harness.screen.contains("  ColorPicker \"Trip days colour\""))
        #expect(harness.screen.contains("  Gauge 0.5"))
        #expect(harness.screen.contains("  ProgressView 0.25/1"))
        let early = harness.type("Trip days", "2023-12-31")
        #expect(early.writes.isEmpty, "a day before the picker's start is not offered")
        harness.type("Trip days", "2024-01-05")
        harness.tap("Delete")
        #expect(harness.screen.contains("  Text \"days 1, deleted true\""))
    }
}
