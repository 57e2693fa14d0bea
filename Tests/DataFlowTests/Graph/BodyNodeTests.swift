import DataFlow
import Testing

fileprivate struct TwoStates: View {
    @State var shown = 0
    @State var hidden = 0
    var body: some View {
        VStack {
            Text("shown \(shown)")
            Button("shown") { shown += 1 }
            Button("hidden") { hidden += 1 }
        }
    }
}

fileprivate struct Sometimes: View {
    @State var reads = true
    @State var value = 0
    var body: some View {
        VStack {
            if reads { Text("value \(value)") } else { Text("not reading") }
            Button("stop reading") { reads = false }
            Button("change") { value += 1 }
        }
    }
}

/// §3, D4: a body depends on what it read while it ran, and stays dependent.
@Suite struct BodyNodeTests {
    @Test func aWriteToStateTheBodyDidNotReadRunsNoBody() {
        let harness = Harness(TwoStates())
        let hidden = harness.tap("hidden")
        #expect(hidden.passes == 1)
        #expect(hidden.ran.isEmpty)
        let shown = harness.tap("shown")
        #expect(shown.ran == ["TwoStates: _shown changed."])
    }

    @Test func onceReadAStateStaysADependency() {
        let harness = Harness(Sometimes())
        harness.tap("stop reading")
        let step = harness.tap("change")
        // The body no longer reads `value`, but it did once: SwiftUI never clears the flag (D4).
        #expect(step.ran == ["Sometimes: _value changed."])
    }
}
