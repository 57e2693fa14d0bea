import Foundation
import Testing

@testable import DataFlow

/// What a gesture state's reset closure was handed.
private final class ResetLog {
    var values: [Double] = []
}

/// A card whose drag distance is gesture state with a reset closure.
private struct Card: View {
    let log: ResetLog
    @GestureState private var distance: Double
    @State private var last = 0.0

    init(log: ResetLog) {
        self.log = log
        _distance = GestureState(
            wrappedValue: 0,
            reset: { value, transaction in
                log.values.append(value)
                transaction.animation = .default
            })
    }

    var body: some View {
        VStack {
            Text("Card")
                .gesture(
                    DragGesture()
                        .updating($distance) { value, state, _ in state = Double(value.translation.width) }
                        .onEnded { value in last = Double(value.translation.width) })
            Text("distance \(Int(distance)), last \(Int(last))")
        }
    }
}

/// An optional gesture state, nil at rest, with a reset closure.
private struct Pointer: View {
    let log: ResetLog
    @GestureState private var start: Double?

    init(log: ResetLog) {
        self.log = log
        _start = GestureState(reset: { value, _ in log.values.append(value ?? -1) })
    }

    var body: some View {
        VStack {
            Text("Pad").gesture(DragGesture().updating($start) { value, state, _ in state = Double(value.translation.height) })
            Text("start \(start.map { "\(Int($0))" } ?? "none")")
        }
    }
}

/// An app's own gesture: its body is what a script performs.
private struct SwipeRight: Gesture {
    var body: some Gesture<Bool> { DragGesture(minimumDistance: 20).map { $0.translation.width > 0 } }
}

private struct Swiper: View {
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Text("Photo").gesture(SwipeRight().onEnded { log.append($0 ? "right" : "left") })
            Text("Erased").gesture(AnyGesture(TapGesture(count: 2).map { _ in "double" }).onEnded { log.append($0) })
            Text(log.joined(separator: ", "))
        }
    }
}

/// §25: `@GestureState` goes back to its initial value when the gesture ends, after its reset
/// closure runs with the value the gesture left.
@Suite struct GestureStateResetTests {
    @Test func theResetClosureRunsWhenTheGestureEndsWithTheValueItLeft() {
        let log = ResetLog()
        let harness = Harness(Card(log: log))
        #expect(log.values.isEmpty)
        harness.play(.drag("Card", dx: 150, dy: 0))
        #expect(log.values == [150])
        // The gesture ended: the state went back to 0.
        #expect(harness.screen.contains("  Text \"distance 0, last 150\""))
        harness.play(.drag("Card", dx: -40, dy: 0))
        #expect(log.values == [150, -40])
    }

    @Test func anOptionalStateGoesBackToNilAfterItsResetClosure() {
        let log = ResetLog()
        let harness = Harness(Pointer(log: log))
        harness.play(.drag("Pad", dx: 0, dy: 30))
        #expect(log.values == [30])
        #expect(harness.screen.contains("  Text \"start none\""))
    }

    @Test func anAppsOwnGestureAndAMappedOrErasedOnePerformTheirParts() {
        let harness = Harness(Swiper())
        harness.play(.drag("Photo", dx: -120, dy: 0))
        harness.play(.drag("Photo", dx: 80, dy: 0))
        harness.tapGesture("Erased")
        #expect(harness.screen.contains("  Text \"left, right, double\""))
    }

    @Test func gesturesKeepTheirParameters() {
        #expect(DragGesture(minimumDistance: 4).minimumDistance == 4)
        #expect(LongPressGesture(minimumDuration: 2).minimumDuration == 2)
        #expect(TapGesture(count: 3).count == 3)
        #expect(GestureMask.all.rawValue == 3)
    }
}
