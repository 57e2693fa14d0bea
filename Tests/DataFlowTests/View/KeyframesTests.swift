import DataFlow
import Foundation
import Testing

private struct Bounce {
    var scale = 1.0
    var y = 0.0
}

private struct Animated: View {
    @State private var taps = 0
    @State private var inspecting = false
    var body: some View {
        VStack {
            KeyframeAnimator(initialValue: Bounce(), trigger: taps) { value in
                Text("scale \(value.scale)")
            } keyframes: { _ in
                KeyframeTrack(\.scale) { LinearKeyframe(2.0, duration: 1) }
            }
            PhaseAnimator(["first", "second"], trigger: taps) { phase in Text("phase \(phase)") }
            Text(AttributedString("styled"))
            Button("Tap") { taps += 1 }
            Button("Inspect") { inspecting = true }
        }
        .inspector(isPresented: $inspecting) { Text("Details") }
    }
}

/// Keyframes compute values on a timeline; the animators show their content at rest; an
/// inspector on an iPhone is a sheet.
@Suite struct KeyframesTests {
    @Test func aTimelineMovesEachTrackThroughItsKeyframes() {
        let timeline = KeyframeTimeline(initialValue: Bounce()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 1)
                MoveKeyframe(3.0)
                LinearKeyframe(1.0, duration: 2)
            }
            KeyframeTrack(\.y) { LinearKeyframe(10.0, duration: 0.5, timingCurve: .easeInOut) }
        }
        #expect(timeline.duration == 3)
        #expect(timeline.value(time: 0.5).scale == 1.5)
        #expect(timeline.value(time: 0.125).y < 2.5)  // eased: slower than linear at first
        #expect(timeline.value(time: 1).scale == 3)
        #expect(timeline.value(time: 2).scale == 2)
        #expect(timeline.value(progress: 1).scale == 1)
        #expect(timeline.value(time: 5).y == 10)
        let spring = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, duration: 1, spring: .smooth) }
        #expect(abs(spring.value(time: 1) - 1) < 0.05)
        #expect(abs(UnitCurve.linear.value(at: 0.3) - 0.3) < 1e-6)
        #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-6)
    }

    @Test func animatorsRestAtTheirStartAndAnInspectorIsASheet() {
        let harness = Harness(Animated())
        #expect(harness.screen.contains { $0.contains("Text \"scale 1.0\"") }, "\(harness.screen)")
        #expect(harness.screen.contains { $0.contains("Text \"phase first\"") })
        #expect(harness.screen.contains { $0.contains("Text \"styled\"") })
        harness.tap("Tap")
        #expect(harness.screen.contains { $0.contains("Text \"scale 1.0\"") })
        harness.tap("Inspect")
        #expect(harness.screen.contains { $0.contains("sheet") }, "\(harness.screen)")
        #expect(harness.screen.contains { $0.contains("Text \"Details\"") })
    }
}
