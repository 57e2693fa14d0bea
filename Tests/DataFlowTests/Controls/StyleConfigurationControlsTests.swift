import Testing

@testable import DataFlow

/// What a custom style's `makeBody` does: make the control again from its configuration.
private struct Restyled: View {
    @State private var on = false
    @State private var taps = 0
    var body: some View {
        VStack {
            Toggle(ToggleStyleConfiguration(label: Text("Wi-Fi"), isOn: $on))
            Button(PrimitiveButtonStyleConfiguration(label: Text("Go"), role: nil, action: { taps += 1 }))
            Text("on \(on), taps \(taps)")
        }
    }
}

@Suite struct StyleConfigurationControlsTests {
    /// A toggle made from a configuration flips the configuration's binding (the app's value); a
    /// button made from one runs its `trigger()` (the styled button's action).
    @Test func aControlMadeFromItsConfigurationOperatesTheAppsValue() {
        let harness = Harness(Restyled())
        harness.toggle("Wi-Fi")
        harness.tap("Go")
        #expect(harness.screen.contains("  Text \"on true, taps 1\""))
    }
}
