import Foundation
import Testing

@testable import DataFlow

private struct Bounce {
    var scale = 1.0
    var y = 0.0
}

/// An app's own track content: a rise and a fall.
private struct Pop: KeyframeTrackContent {
    var body: some KeyframeTrackContent<Double> {
        LinearKeyframe(2.0, duration: 1)
        LinearKeyframe(1.0, duration: 1)
    }
}

/// An app's own keyframes: two tracks.
private struct Hop: Keyframes {
    var body: some Keyframes<Bounce> {
        KeyframeTrack(\.scale) { Pop() }
        KeyframeTrack(\.y) { LinearKeyframe(-10.0, duration: 0.5) }
    }
}

/// SwiftUI's keyframe builders: sequences, `if`/`else`, `for`, and an app's own types made of them.
@Suite struct KeyframeBuilderTests {
    private func track(high: Bool) -> KeyframeTimeline<Double> {
        KeyframeTimeline(initialValue: 0.0) {
            if high {
                LinearKeyframe(10.0, duration: 1)
            } else {
                MoveKeyframe(3.0)
                LinearKeyframe(5.0, duration: 2)
            }
        }
    }

    @Test func aConditionalPlaysTheBranchTaken() {
        #expect(track(high: true).duration == 1)
        #expect(track(high: true).value(time: 1) == 10)
        #expect(track(high: false).duration == 2)
        #expect(track(high: false).value(time: 0) == 3)
        #expect(track(high: false).value(time: 2) == 5)
    }

    @Test func aLoopPlaysEachIterationsKeyframesInTurn() {
        let steps = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                for target in [1.0, 2.0, 3.0] {
                    LinearKeyframe(target, duration: 1)
                }
            }
        }
        #expect(steps.duration == 3)
        #expect(steps.value(time: 0.5) == 0.5)
        #expect(steps.value(time: 1.5) == 1.5)
        #expect(steps.value(time: 3) == 3)
    }

    @Test func anAppsOwnContentAndKeyframesPlayTheirBodies() {
        let timeline = KeyframeTimeline(initialValue: Bounce()) { Hop() }
        #expect(timeline.duration == 2)
        #expect(abs(timeline.value(time: 1).scale - 2) < 1e-6)
        #expect(abs(timeline.value(time: 0.25).y + 5) < 1e-6)
        #expect(abs(timeline.value(time: 2).scale - 1) < 1e-6)
        let whole = KeyframeTimeline(initialValue: 4.0) { KeyframeTrack { Pop() } }
        #expect(abs(whole.value(time: 1.5) - 1.5) < 1e-6)
    }
}
