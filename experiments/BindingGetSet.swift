import DataFlow

extension Experiment {
    /// S0.3, S0.5, §5, §6: what each kind of binding does when written, and how bindings make
    /// children compare when their parent re-runs.
    static var bindingGetSet: Experiment {
        Experiment(
            id: "binding-get-set",
            title: "Binding(get:set:), $value and .constant: writes, snap-backs and child comparisons",
            claims: ["S0.3", "S0.5", "§5", "§6", "D10", "D11", "D12"],
            lesson: """
                Four toggles and two children under one parent. "Wi-Fi" uses `Binding(get:set:)` \
                to a property of a class instance: its setter writes the object, nothing SwiftUI \
                tracks changes, no body runs; the toggle itself switches (it re-reads its binding, \
                D11) while the Text reading the same property goes stale (D12). "Always on" is \
                `.constant(true)`: the write is ignored and the toggle snaps back on (S0.3). \
                "Value" uses `Binding(get: { value }, set: { value = $0 })`: building it called \
                `get`, so ContentView read `value` and re-runs when the setter writes it (§6). \
                Its children get `$value` (ValueChild) and a fresh `Binding(get:set:)` \
                (CustomChild). When the unrelated counter changes, ContentView re-runs and \
                compares each child with its previous value (§5): `$value` has the same location \
                and the same value, so ValueChild is skipped; a `Binding(get:set:)` is a new \
                location every time and never compares equal (D10), so CustomChild re-runs with \
                `@self, _isOn changed.` although nothing it shows changed: the binding property \
                counts as changed because its location is new (as real `_printChanges` logs show).
                """,
            variants: [.bindingGetSetMain],
            script: [.toggle("Wi-Fi"), .toggle("Always on"), .toggle("Value"), .tap("Counter")])
    }
}

extension Variant {
    static var bindingGetSetMain: Variant {
        Variant("main") { ContentView() }
    }
}

fileprivate final class Settings {
    var wifi = false
}

fileprivate struct ContentView: View {
    let settings = Settings()
    @State private var value = false
    @State private var counter = 0

    var body: some View {
        Form {
            Toggle("Wi-Fi", isOn: Binding(get: { settings.wifi }, set: { settings.wifi = $0 }))
            Text("Wi-Fi is \(settings.wifi ? "on" : "off")")
            Toggle("Always on", isOn: .constant(true))
            Toggle("Value", isOn: Binding(get: { value }, set: { value = $0 }))
            Text("counter = \(counter)")
            Button("Counter") { counter += 1 }
            ValueChild(isOn: $value)
            CustomChild(isOn: Binding(get: { value }, set: { value = $0 }))
        }
    }
}

fileprivate struct ValueChild: View {
    @Binding var isOn: Bool

    var body: some View {
        Text("ValueChild sees \(isOn)")
    }
}

fileprivate struct CustomChild: View {
    @Binding var isOn: Bool

    var body: some View {
        Text("CustomChild sees \(isOn)")
    }
}
