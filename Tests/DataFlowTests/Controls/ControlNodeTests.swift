import Testing

@testable import DataFlow

fileprivate final class Settings {
    var wifi = false
}

fileprivate struct ClassBound: View {
    let settings: Settings
    var body: some View {
        VStack {
            Toggle("wifi", isOn: Binding(get: { settings.wifi }, set: { settings.wifi = $0 }))
            Text("wifi \(settings.wifi)")
        }
    }
}

fileprivate struct Elsewhere: View {
    @State var isOn = false
    var body: some View {
        VStack {
            Toggle("switch", isOn: $isOn)
            Button("set from a button") { isOn = true }
        }
    }
}

/// D11: a control writes through its binding, then shows what the binding reads now.
@Suite struct ControlNodeTests {
    @Test func aToggleBoundToAClassPropertySwitchesWhileNoBodyRuns() {
        let settings = Settings()
        let harness = Harness(ClassBound(settings: settings))
        let step = harness.toggle("wifi")
        #expect(settings.wifi)
        #expect(step.ran.isEmpty)
        #expect(step.passes == 0)
        #expect(harness.screen == ["VStack", "  Toggle \"wifi\" on", "  Text \"wifi false\""])
        #expect(harness.stale == [StaleView(identity: "ClassBound/VStack[1]/Text", shows: "Text \"wifi false\"", current: "Text \"wifi true\"")])
        #expect(
            step.events.contains(
                .controlRefreshed(
                    identity: "ClassBound/VStack[0]/Toggle", from: "Toggle \"wifi\" off", to: "Toggle \"wifi\" on")))
    }

    @Test func aControlFollowsItsBindingsSourceWithoutAnyBody() {
        let harness = Harness(Elsewhere())
        let step = harness.tap("set from a button")
        // Elsewhere never read `isOn` (it only built `$isOn`), so it does not re-run; the toggle
        // depends on its binding's source and refreshes (D3 for controls).
        #expect(step.ran.isEmpty)
        #expect(harness.screen[1] == "  Toggle \"switch\" on")
    }
}
