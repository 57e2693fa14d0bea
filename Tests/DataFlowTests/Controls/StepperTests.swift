import DataFlow
import Testing

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        Stepper("Count: \(count)", value: $count, in: 0...1)
    }
}

/// A stepper writes its binding one step at a time and stays in its range.
@Suite struct StepperTests {
    @Test func aStepperStaysInItsRange() {
        let harness = Harness(Counter())
        #expect(harness.screen == ["Stepper \"Count: 0\""])
        harness.play(.increment("Count: 0"))
        #expect(harness.screen == ["Stepper \"Count: 1\""])
        // At the upper bound the + button is disabled: nothing is written, nothing runs.
        let atBound = harness.play(.increment("Count: 1"))
        #expect(atBound.writes.isEmpty && atBound.ranViews.isEmpty)
        harness.play(.decrement("Count: 1"))
        #expect(harness.screen == ["Stepper \"Count: 0\""])
    }
}
