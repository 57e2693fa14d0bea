import DataFlow

extension Variant {
    static var structVsClassCode1: Variant {
        Variant("code-1-class", "Code 1: ForEach + Binding(get:set:), class elements") { ContentView() }
    }
}

fileprivate final class ToggleType: Identifiable {
    let title: String
    var isEnabled: Bool
    var id: String { title }

    init(title: String, isEnabled: Bool) {
        self.title = title
        self.isEnabled = isEnabled
    }
}

fileprivate struct ContentView: View {
    @State var toggles: [ToggleType] = [
        ToggleType(title: "AAA", isEnabled: true),
        ToggleType(title: "BBB", isEnabled: true),
    ]

    var body: some View {
        Form {
            Section {
                ForEach(toggles) { toggle in
                    Toggle(
                        isOn: Binding(
                            get: { toggle.isEnabled },
                            set: { toggle.isEnabled = $0 }
                        )
                    ) {
                        Text(toggle.title)
                    }
                }
            }
            Text("Enabled: " + toggles.filter { $0.isEnabled }.map { $0.title }.joined(separator: ", "))
        }
    }
}
