// S0.4 — "Code 1" with a struct ToggleType: the closure parameter `toggle` is a `let` copy of
// the element, so the setter cannot assign to it (and would only change a copy if it could).
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
            Toggle(isOn: Binding(
                get: { toggle.isEnabled },
                set: { toggle.isEnabled = $0 }
            ), label: {
                Text(toggle.title)
            })
        }
    }
}
