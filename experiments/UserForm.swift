import DataFlow

extension Experiment {
    /// S4.1: `@State` is for value types: a TextField on `$user.firstName` with a struct vs a class.
    static var userForm: Experiment {
        Experiment(
            id: "user-form",
            title: "TextField on $user.firstName: User as a struct updates the greeting, as a class it does not",
            claims: ["S4.1", "§4", "§6", "§8", "D10", "D11", "D12"],
            lesson: """
                ContentView keeps `@State private var user = User()` and binds two TextFields to \
                `$user.firstName` and `$user.lastName` (S4.1). Typing writes through the binding: \
                the root value with one field replaced (§6). With a struct User that is a new \
                value, unequal to the old one (§4): ContentView read `user` and re-runs, and the \
                greeting follows. With a class User the same binding changes a property of the one \
                shared object and writes back the same reference, which compares equal (D10): no \
                transaction, no body. The field shows what was typed, because a control re-reads \
                its binding (D11), while "Your name is..." keeps the old name: stale (D12). The \
                seed's conclusion stands: `@State` tracks values, not objects. The modern answer \
                is the third variant: the same class marked `@Observable`. The binding still \
                writes back the same reference (nothing for `@State` to see), but ContentView's \
                body read `user.firstName` and `user.lastName`, tracked properties, so Observation \
                re-runs it (`@dependencies changed.`, §8).
                """,
            variants: [.userFormStruct, .userFormClass, .userFormObservable],
            script: [.type("First name", "Frodo"), .type("Last name", "Gamgee")])
    }
}
