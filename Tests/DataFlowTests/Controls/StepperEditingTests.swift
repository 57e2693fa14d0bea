import DataFlow
import Foundation
import Testing

/// A bounded stepper that records its editing callback.
private struct Tracked: View {
    @State private var count = 0
    @State private var edits: [Bool] = []
    var body: some View {
        VStack {
            Stepper(value: $count, in: 0...1, label: { Text("Count") }, onEditingChanged: { edits.append($0) })
            Text("count \(count), edits \(edits)")
        }
    }
}

/// The closure forms, titled by a key, a resource and a string; the − of the last is nil.
private struct Closures: View {
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Stepper("Key", onIncrement: { log.append("key+") }, onDecrement: { log.append("key-") }, onEditingChanged: { log.append("key \($0)") })
            Stepper(
                LocalizedStringResource("Resource"), onIncrement: { log.append("res+") }, onDecrement: nil,
                onEditingChanged: { log.append("res \($0)") })
            Stepper(
                label: { Text("Label") }, onIncrement: nil, onDecrement: { log.append("label-") },
                onEditingChanged: { log.append("label \($0)") })
            Text("log \(log.joined(separator: ","))")
        }
    }
}

/// The formatted forms (iOS 16) step a floating-point value and report editing too.
private struct Formatted: View {
    @State private var weight = 1.0
    @State private var edits = 0
    var body: some View {
        VStack {
            Stepper("Weight", value: $weight, in: 0...2, step: 0.5, format: .number, onEditingChanged: { if !$0 { edits += 1 } })
            Stepper(LocalizedStringResource("Unbounded"), value: $weight, step: 0.25, format: .number)
            Text("weight \(weight), edits \(edits)")
        }
    }
}

@Suite struct StepperEditingTests {
    /// A step is bracketed by `onEditingChanged(true)` and `(false)`; a disabled button at a bound
    /// calls nothing.
    @Test func aStepIsBracketedByItsEditingCallback() {
        let harness = Harness(Tracked())
        harness.play(.increment("Count"))
        #expect(harness.screen.contains("  Text \"count 1, edits [true, false]\""))
        let atBound = harness.play(.increment("Count"))
        #expect(atBound.writes.isEmpty)
        #expect(harness.screen.contains("  Text \"count 1, edits [true, false]\""))
        harness.play(.decrement("Count"))
        #expect(harness.screen.contains("  Text \"count 0, edits [true, false, true, false]\""))
    }

    /// Whatever the title, the closure forms run the button's action between the two callbacks;
    /// a nil action is a disabled button.
    @Test func theClosureFormsReportEditingAroundTheirAction() {
        let harness = Harness(Closures())
        harness.play(.increment("Key"))
        harness.play(.increment("Resource"))
        harness.play(.decrement("Resource"))  // nil: disabled
        harness.play(.increment("Label"))  // nil: disabled
        harness.play(.decrement("Label"))
        #expect(
            harness.screen.contains(
                "  Text \"log key true,key+,key false,res true,res+,res false,label true,label-,label false\""))
    }

    @Test func aFormattedStepperStepsItsValueInItsRange() {
        let harness = Harness(Formatted())
        harness.play(.increment("Weight"))
        harness.play(.increment("Weight"))
        harness.play(.increment("Weight"))  // at 2: disabled
        #expect(harness.screen.contains("  Text \"weight 2.0, edits 2\""))
        harness.play(.decrement("Unbounded"))
        #expect(harness.screen.contains("  Text \"weight 1.75, edits 2\""))
    }
}
