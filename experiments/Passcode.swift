import DataFlow

extension Experiment {
    /// S1.3, S1.4, S1.5: a passcode indicator; passing each lock state by value into the child's
    /// `@State` vs by binding into `@Binding`.
    static var passcode: Experiment {
        Experiment(
            id: "passcode",
            title: "Passcode circles: a value passed into a child's @State never updates it, a @Binding does",
            claims: ["S1.3", "S1.4", "S1.5", "§1", "§5", "§6", "§11"],
            lesson: """
                ContentView counts taps of COUNT in `@State var passcode: [Int?]` and clears it when \
                it reaches 4 entries (S1.3); each tap also marks one `lockStates[i]` `.active`. Four \
                PlaceholderViews draw circles and call `animateState()` (fill black) from \
                `.onChange(of: lockState)`. As in the seed, each child also carries \
                `var id = UUID().uuidString`: a new value every time the parent's body creates the \
                child, so whenever ContentView re-runs all four children compare unequal and run \
                (`@self`, §5). In "state" (S1.4) each child receives `lockStates[index]` into its \
                own `@State` via `State(initialValue:)`: the storage is created from the first value \
                and keeps it (§1), so `lockState` stays `.inactive`: onChange compares equal values \
                and never fires (§11), no circle fills. In "binding" (S1.5) each child receives \
                `$lockStates[index]` into a `@Binding` (an element binding of the array, §15): the \
                child reads the parent's state, sees `.active`, onChange fires after the pass and \
                `animateState()` writes the child's own `backgroundColor`, which starts another \
                pass (§14). The circles fill one by one; at the fourth tap the parent resets every \
                lock state, onChange fires again and the circles (already black) stay black, as the \
                seed's `animateState()` only ever sets black.
                """,
            variants: [.passcodeState, .passcodeBinding],
            script: [.tap("COUNT"), .tap("COUNT"), .tap("COUNT"), .tap("COUNT")])
    }
}

public enum LockState: CaseIterable {
    case active
    case inactive
}
