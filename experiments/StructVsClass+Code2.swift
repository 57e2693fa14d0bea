import DataFlow

extension Variant {
    static var structVsClassCode2: Variant {
        Variant("code-2-struct", "Code 2: $toggles[i].isEnabled, struct elements") { ContentView() }
    }
}

fileprivate struct ToggleType: Identifiable {
    let title: String
    var isEnabled: Bool
    var id: String { title }
}

fileprivate struct ContentView: View {
    @State var toggles: [ToggleType] = [
        ToggleType(title: "AAA", isEnabled: true),
        ToggleType(title: "BBB", isEnabled: true),
    ]

    var body: some View {
        Form {
            Section {
                Toggle(isOn: $toggles[0].isEnabled) {
                    Text(toggles[0].title)
                }
                Toggle(isOn: $toggles[1].isEnabled) {
                    Text(toggles[1].title)
                }
            }
            Text("Enabled: " + toggles.filter { $0.isEnabled }.map { $0.title }.joined(separator: ", "))
        }
    }
}
