import DataFlow

extension Experiment {
    /// S0.6, S0.7: a class element changed inside a `@State` array is invisible to SwiftUI.
    static var stateOfArray: Experiment {
        Experiment(
            id: "state-of-array",
            title: "@State of an array: changing an element's property re-renders only for structs",
            claims: ["S0.6", "S0.7", "§3", "§4", "D10", "D12"],
            lesson: """
                `@State var toggles: [ToggleType]` holds an array; SWITCH runs \
                `toggles[0].isEnabled.toggle()`. With a struct element, that statement builds a new \
                array value and writes it back into the state: the write compares unequal (§4, D10), \
                so ContentView, which read `toggles` in its body, re-runs (`_toggles changed.`). With a \
                class element, the statement only reads the array (its getter) and sets a property on \
                the shared object: a class property's setter needs no write-back, so the state is \
                never written at all (the transcript shows no write to `_toggles`), no transaction \
                starts, no body runs. The value really changed (SHOW prints it) but the screen did not: the toggle \
                "AAA" is stale (D12). APPEND writes a longer array, which is a real change in both \
                variants; ContentView re-runs, reads the objects again, and the stale toggle catches \
                up (S0.7).
                """,
            variants: [.stateOfArrayStruct, .stateOfArrayClass],
            script: [.tap("SWITCH"), .tap("SHOW"), .tap("APPEND")])
    }
}
