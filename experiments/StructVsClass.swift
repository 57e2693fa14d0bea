import DataFlow

extension Experiment {
    /// S0.4, S0.5, S0.10: "Code 2" (bindings into a @State array of structs) against "Code 1"
    /// (ForEach over class instances with Binding(get:set:)).
    static var structVsClass: Experiment {
        Experiment(
            id: "struct-vs-class",
            title: "Code 2 vs Code 1: $toggles[0].isEnabled on structs, Binding(get:set:) on classes",
            claims: ["S0.4", "S0.5", "S0.10", "§6", "D11", "D12"],
            lesson: """
                Both variants show two toggles and a summary line listing the enabled titles. \
                "Code 2" binds each toggle to `$toggles[i].isEnabled` of a `@State` array of structs: \
                flipping a toggle writes a new array into the state, ContentView (which read \
                `toggles`) re-runs, and toggle and summary agree. "Code 1" loops \
                `ForEach(toggles) { toggle in ... }` over class instances and binds each toggle with \
                `Binding(get: { toggle.isEnabled }, set: { toggle.isEnabled = $0 })`: the setter \
                changes the shared object, which no view depends on, so no body runs. The toggle \
                still switches, because a control re-reads its own binding after the user operates \
                it (D11), but the summary line keeps showing the old titles: it is stale (D12). \
                The struct version of Code 1 does not compile: `toggle` is a `let` copy of the \
                element, so `set: { toggle.isEnabled = $0 }` fails with "cannot assign to property: \
                'toggle' is a 'let' constant" (S0.4); even if it compiled it would change a copy.
                """,
            variants: [.structVsClassCode2, .structVsClassCode1],
            script: [.toggle("AAA"), .toggle("BBB")])
    }
}
