import DataFlow

extension Variant {
    static var toggleStoragePublishedInState: Variant {
        Variant("published-in-state", "ObservableObject + @Published, held in @State and let") { ContentView() }
    }
}

fileprivate final class ToggleType: ObservableObject, Identifiable {
    let title: String
    @Published var isEnabled: Bool
    var id: String { title }

    init(title: String, isEnabled: Bool) {
        self.title = title
        self.isEnabled = isEnabled
    }
}

fileprivate struct ToggleRow: View {
    let toggle: ToggleType

    var body: some View {
        Toggle(isOn: Binding(get: { toggle.isEnabled }, set: { toggle.isEnabled = $0 })) { Text(toggle.title) }
    }
}

fileprivate struct ContentView: View {
    @State var toggles = [ToggleType(title: "AAA", isEnabled: true), ToggleType(title: "BBB", isEnabled: true)]

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
