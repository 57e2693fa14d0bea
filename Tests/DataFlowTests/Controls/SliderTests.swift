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

/// iOS 26's forms: a neutral value, enabled bounds (a drag stays inside them), ticks written
/// with the tick builder (`if` and `ForEach` among them) or per step.
private struct Exposure: View {
    @State private var exposure = 0.0
    @State private var brightness = 0.5
    let showHalf = true
    var body: some View {
        VStack {
            Slider(value: $exposure, in: -2...2, neutralValue: 0, enabledBounds: -1...1) {
                Text("Exposure")
            } currentValueLabel: {
                Text("\(exposure)")
            } ticks: {
                SliderTick("Min", -2)
                SliderTick(0)
                if showHalf { SliderTick(0.5) }
                SliderTickContentForEach([1.0, 2.0], id: \.self) { SliderTick($0) }
            }
            Slider(value: $brightness, in: 0...1, step: 0.25) {
                Text("Brightness")
            } tick: { value in
                value == 0.5 ? SliderTick(value) : nil
            }
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

    @Test func aDragStaysInsideTheEnabledBoundsAndTicksDoNotSnap() {
        let harness = Harness(Exposure())
        harness.play(.slide("Exposure", 1.8))
        #expect(harness.screen.contains("  Slider \"Exposure\" = 1"))  // the track goes to 2; the thumb stops at 1
        harness.play(.slide("Exposure", 0.4))
        #expect(harness.screen.contains("  Slider \"Exposure\" = 0.4"))  // no tick at 0.4; ticks mark, they do not snap
        harness.play(.slide("Brightness", 0.6))
        #expect(harness.screen.contains("  Slider \"Brightness\" = 0.5"))
    }

    /// An optional group of ticks is its ticks, or none (iOS 26's `Optional: SliderTickContent`).
    @Test func anOptionalGroupOfTicksIsItsTicksOrNone() {
        let some: SliderTick<Double>? = SliderTick(0.5)
        let none: SliderTick<Double>? = nil
        #expect(some.body == [SliderTick(0.5)])
        #expect(none.body.isEmpty)
    }

    @Test func theTickBuilderKeepsEveryTickInOrder() {
        @SliderTickBuilder<Double> var ticks: some SliderTickContent<Double> {
            SliderTick("Min", -2)
            SliderTick(0)
            if Bool.random() || true { SliderTick(0.5) }
            SliderTickContentForEach([1.0, 2.0], id: \.self) { SliderTick($0) }
        }
        #expect(ticks.body.map(\.id) == [-2, 0, 0.5, 1, 2].map { SliderTick<Double>($0).id })
        #expect(SliderTick(1.0) < SliderTick(2.0))
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
