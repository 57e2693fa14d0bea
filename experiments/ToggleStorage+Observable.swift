import DataFlow

extension Variant {
    static var toggleStorageObservable: Variant {
        Variant("observable", "@Observable ToggleType in a plain let; @Bindable for the toggle") { ContentView() }
    }
}

@Observable
fileprivate final class ToggleType: Identifiable {
    let title: String
    var isEnabled: Bool
    var id: String { title }

    init(title: String, isEnabled: Bool) {
        self.title = title
        self.isEnabled = isEnabled
    }
}

fileprivate struct ToggleRow: View {
    let toggle: ToggleType

    var body: some View {
        @Bindable var toggle = toggle
        Toggle(isOn: $toggle.isEnabled) { Text(toggle.title) }
    }
}

fileprivate struct ContentView: View {
    let toggles = [ToggleType(title: "AAA", isEnabled: true), ToggleType(title: "BBB", isEnabled: true)]

    var body: some View {
        Form {
            ToggleRow(toggle: toggles[0])
            ToggleRow(toggle: toggles[1])
            Text("Enabled: " + toggles.filter { $0.isEnabled }.map { $0.title }.joined(separator: ", "))
            Button("SWITCH") { toggles[0].isEnabled.toggle() }
            Button("SHOW") { print(toggles.map { $0.isEnabled }) }
        }
    }
}
