import DataFlow

extension Experiment {
    /// S0.1, S4.4: giving a `@State` its value in `init`, and what the struct holds before and after
    /// the graph installs it.
    static var stateInit: Experiment {
        Experiment(
            id: "state-init",
            title: "State(initialValue:) in init vs assigning in init, seen from inside the struct",
            claims: ["S0.1", "S4.4", "§1", "§2", "D2"],
            lesson: """
                Greeting's `init(name:isOn:)` gives its `@State var name` a value. With \
                `_name = State(initialValue: name)` (S0.1) the struct carries `_value: "Tim"` and no \
                location: the parent created it, the graph has not installed it. The internals \
                below show that struct, then the graph's own installed copy, whose `_location` is \
                the storage at Greeting's identity (S4.4). At first install the storage is created \
                from `_value`; after that the initial value is ignored (§1): when the parent passes \
                "Tom", Greeting's struct differs (`@self`), its body runs, and it still says "Tim". \
                With `@State var name = "nobody"` and `self.name = name` in `init` after every \
                other property is set, the assignment calls the wrapper's setter on a State that \
                has no location yet: it is dropped (D2; SwiftUI says nothing, dataflow notes it; \
                SEMANTICS Q3 records one report of a warning here, not adopted) and the struct \
                keeps "nobody" (S4.4). The parent's rename then changes nothing Greeting compares, \
                so Greeting is skipped. A Swift rule decides which case you get: while some stored \
                property is still uninitialized, `self.name = name` is compiled as \
                `_name = State(wrappedValue: name)` and does work; the seed's ContentView had all \
                its properties set, so it hit the setter. `@Binding` is given \
                with `_isOn = isOn`, as S0.1 shows; the installed copy's binding location is the \
                box that tracks Greeting's reads (`dataflow.TrackingLocation`: dataflow's own \
                mechanism, marked so, where SwiftUI keeps the location and records reads itself).
                """,
            variants: [.stateInitInitialValue, .stateInitAssignment],
            script: [.tap("Rename"), .toggle("Loud")],
            internals: ["Greeting"])
    }
}
