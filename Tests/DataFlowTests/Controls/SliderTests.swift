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
