// S0.4 — a Toggle takes a Binding<Bool>, not a Bool: it must be able to write the value back.
import DataFlow

struct ToggleType: Identifiable {
    let title: String
    var isEnabled: Bool
    var id: String { title }
}

struct ToggleView: View {
    let toggles: [ToggleType] = [
        ToggleType(title: "AAA", isEnabled: true),
        ToggleType(title: "BBB", isEnabled: true),
    ]

    var body: some View {
        ForEach(toggles) { toggle in
            Toggle(isOn: toggle.isEnabled, label: {
                Text(toggle.title)
            })
        }
    }
}
