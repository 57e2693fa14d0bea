import DataFlow
import Testing

/// §22: what a user cannot operate, a script cannot either; the step says why.
@Suite struct InteractivityTests {
    fileprivate struct Form: View {
        @State var count = 0
        @State var locked = true
        var body: some View {
            VStack {
                Text("count \(count)")
                Button("Add") { count += 1 }.disabled(locked)
                VStack {
                    Button("Inner") { count += 10 }.disabled(false)
                }
                .disabled(locked)
                Button("Unlock") { locked = false }
                Button("Ghost") { count += 100 }.opacity(0)
                Button("Hidden") { count += 100 }.hidden()
                Button("Through") { count += 100 }.allowsHitTesting(false)
                EnabledReader()
            }
        }
    }

    fileprivate struct EnabledReader: View {
        @Environment(\.isEnabled) var isEnabled
        var body: some View { Text(isEnabled ? "enabled" : "disabled") }
    }

    @Test func aDisabledButtonDoesNothingAndTheStepSaysWhy() {
        let harness = Harness(Form())
        let tap = harness.tap("Add")
        #expect(tap.ran.isEmpty && tap.writes.isEmpty)
        #expect(tap.issues == [.dataflow("tap \"Add\" does nothing: it is disabled (.disabled(true) above it) (§22)")])
        #expect(harness.screen.contains("  Button \"Add\" .disabled(true)"))
        // An inner .disabled(false) cannot turn isEnabled back on.
        #expect(harness.tap("Inner").writes.isEmpty)
        harness.tap("Unlock")
        let enabled = harness.tap("Add")
        #expect(enabled.writes.map(\.target) == ["InteractivityTests.Form._count"])
        #expect(harness.screen.contains("  Button \"Add\""))
    }

    @Test func viewsThatTakeNoHitsIgnoreTaps() {
        let harness = Harness(Form())
        for label in ["Ghost", "Hidden", "Through"] {
            let step = harness.tap(label)
            #expect(step.writes.isEmpty, "\(label) was operated")
            #expect(step.issues.count == 1)
        }
        #expect(
            harness.tap("Ghost").issues.first
                == .dataflow(
                    "tap \"Ghost\" does nothing: it is fully transparent (.opacity(0)), and invisible views take no taps (Low: reports differ) (§22)")
        )
        #expect(harness.screen.contains("  Button \"Ghost\" .opacity(0)"))
        #expect(harness.screen.contains("  Button \"Hidden\" .hidden()"))
        #expect(harness.screen.contains("  Button \"Through\" .allowsHitTesting(false)"))
    }

    @Test func isEnabledIsAnEnvironmentValueAViewCanRead() {
        struct Parent: View {
            @State var off = false
            var body: some View {
                VStack {
                    Button("Toggle") { off.toggle() }
                    EnabledReader().disabled(off)
                }
            }
        }
        let harness = Harness(Parent())
        #expect(harness.screen.contains("  Text \"enabled\""))
        let step = harness.tap("Toggle")
        #expect(step.ranViews == ["InteractivityTests.Parent", "InteractivityTests.EnabledReader"])
        #expect(harness.screen.contains("  Text \"disabled\" .disabled(true)"))
    }
}
