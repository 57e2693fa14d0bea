import DataFlow

extension Experiment {
    /// S0.8: `@State` on the properties of a class does nothing: those States are never installed.
    static var nestedState: Experiment {
        Experiment(
            id: "nested-state",
            title: "@State inside a class: never installed, so constant bindings and dropped writes",
            claims: ["S0.8", "§2", "D2"],
            lesson: """
                `ToggleType` is a class whose properties are `@State`. The graph gives storage \
                only to the dynamic properties of the views it installs (§2); a State inside a \
                class instance is never installed, so it has no location. Reading it returns the \
                initial value; writing it (SWITCH) is dropped without a word from SwiftUI; and \
                `toggle.$isEnabled` makes SwiftUI print "Accessing State's value outside of being \
                installed on a View..." and hand out a constant binding of the initial value. The \
                toggles therefore cannot change: flipping one writes into a constant binding and \
                it snaps back (D11). SHOW prints the unchanged values. The fix is to keep the \
                value in the view's own `@State` (a struct element) or to observe the object. \
                (The seed shows the class and the warning but not the view's body; this experiment \
                binds each Toggle with `toggle.$isEnabled`, the one path that prints that warning: \
                reading or assigning the property is silent, §2.)
                """,
            variants: [.nestedStateMain],
            script: [.toggle("AAA"), .tap("SWITCH"), .tap("SHOW")])
    }
}

extension Variant {
    static var nestedStateMain: Variant {
        Variant("main") { ContentView() }
    }
}

fileprivate final class ToggleType: Identifiable {
    @State var title: String
    @State var isEnabled: Bool
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
            ForEach(toggles) { toggle in
                Toggle(isOn: toggle.$isEnabled) {
                    Text(toggle.title)
                }
            }
            Button("SWITCH") { toggles[0].isEnabled.toggle() }
            Button("SHOW") { print(toggles.map { $0.isEnabled }) }
        }
    }
}
