import DataFlow

extension Variant {
    static var stateOfArrayStruct: Variant {
        Variant("struct", "ToggleType is a struct") { ContentView() }
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
            ForEach(toggles.indices, id: \.self) { index in
                Toggle(isOn: $toggles[index].isEnabled) {
                    Text(toggles[index].title)
                }
            }
            Button("SWITCH") { toggles[0].isEnabled.toggle() }
            Button("APPEND") { toggles.append(ToggleType(title: "CCC", isEnabled: true)) }
            Button("SHOW") { print(toggles.map { $0.isEnabled }) }
        }
    }
}
