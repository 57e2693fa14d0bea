import DataFlow
import Testing

private struct Volume: View {
    @State private var volume: Float = 0.5
    @State private var editing: [Bool] = []
    var body: some View {
        VStack {
            Slider(value: $volume, in: 0...1, step: 0.25, label: { Text("Volume") }, onEditingChanged: { editing.append($0) })
            Text("volume \(volume), edits \(editing)")
        }
    }
}

/// A slider clamps and snaps what it writes, and brackets a drag with its editing callback.
@Suite struct SliderTests {
    @Test func aSliderClampsSnapsAndReportsEditing() {
        let harness = Harness(Volume())
        let step = harness.play(.slide("Volume", 0.6))
        #expect(step.passes == 1)
        #expect(harness.screen.contains("  Slider \"Volume\" = 0.5"))  // 0.6 snaps to 0.5: equal, no write
        harness.play(.slide("Volume", 2))
        #expect(harness.screen.contains("  Slider \"Volume\" = 1"))
        #expect(harness.screen.contains("  Text \"volume 1.0, edits [true, false, true, false]\""))
    }
}

/// iOS 13's slider forms (the label last, value labels as values) and toggles over sources titled
/// with an icon work as the current forms do.
private struct OldForms: View {
    @State private var level = 0.0
    @State private var alarms = [true, false]
    var body: some View {
        VStack {
            Slider(value: $level, in: 0...10, step: 2, onEditingChanged: { _ in }, minimumValueLabel: Text("0"), maximumValueLabel: Text("10")) {
                Text("Level")
            }
            Toggle("All alarms", systemImage: "bell", sources: $alarms, isOn: \.self)
            Text("level \(level), alarms \(alarms)")
        }
    }
}

@Suite struct OldSliderFormTests {
    @Test func theLabelLastFormSlidesAndSnaps() {
        let harness = Harness(OldForms())
        harness.play(.slide("Level", 5.1))
        #expect(harness.screen.contains { $0.hasSuffix("Text \"level 6.0, alarms [true, false]\"") })
        harness.toggle("All alarms")
        #expect(harness.screen.contains { $0.hasSuffix("Text \"level 6.0, alarms [true, true]\"") })
    }
}
