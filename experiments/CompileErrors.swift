import DataFlow

/// Lessons about code that does not compile, in SwiftUI or against dataflow. Each snippet lives
/// in `experiments/compile-errors/` (part of no target); the test suite type-checks it against the
/// DataFlow module and expects exactly this diagnostic.
extension Experiment {
    static var compileForEachBindingLet: Experiment {
        Experiment(
            id: "compile-foreach-binding-let",
            title: "Does not compile: Binding(get:set:) assigning to a ForEach element of a struct",
            claims: ["S0.4", "§15"],
            lesson: """
                "Code 1" of struct-vs-class written with a struct ToggleType. ForEach passes each \
                element to its closure as `toggle`, an immutable copy: the setter \
                `{ toggle.isEnabled = $0 }` cannot assign to it (S0.4), and if it could it would \
                change the copy, not the array. With a class the same code compiles, because \
                `toggle` is then a reference to the shared object (S0.5).
                """,
            doesNotCompile: CompileError(
                snippet: "foreach-binding-let.swift",
                diagnostic: "cannot assign to property: 'toggle' is a 'let' constant"))
    }

    static var compileToggleNeedsBinding: Experiment {
        Experiment(
            id: "compile-toggle-needs-binding",
            title: "Does not compile: Toggle(isOn:) given a Bool instead of a Binding<Bool>",
            claims: ["S0.4", "§6"],
            lesson: """
                A Toggle writes the value it shows, so it takes a `Binding<Bool>`: a reference to \
                storage somewhere else (§6). `toggle.isEnabled` is only a Bool copied out of the \
                element (S0.4). `.constant(toggle.isEnabled)` would compile but never change.
                """,
            doesNotCompile: CompileError(
                snippet: "toggle-needs-binding.swift",
                diagnostic: "cannot convert value of type 'Bool' to expected argument type 'Binding<Bool>'"))
    }

    static var compileBodyAssignSelf: Experiment {
        Experiment(
            id: "compile-body-assign-self",
            title: "Does not compile: assigning a plain stored property from body's closures",
            claims: ["S4.3"],
            lesson: """
                `body` is a non-mutating getter and the closures it creates capture an immutable \
                `self`: `self.anotherFlag = true` fails (S4.3). `self.flag = true` on the line \
                before compiles: `@State`'s `wrappedValue` has a `nonmutating set` that writes the \
                storage outside the struct, so the struct itself never changes.
                """,
            doesNotCompile: CompileError(
                snippet: "body-assign-self.swift",
                diagnostic: "cannot assign to property: 'self' is immutable"))
    }

    static var compileBodyMutatingMethod: Experiment {
        Experiment(
            id: "compile-body-mutating-method",
            title: "Does not compile: calling a mutating method from body's closures",
            claims: ["S4.3"],
            lesson: """
                The same immutable `self`: a `mutating func` cannot be called on it (S4.3). Keep \
                such values in `@State` (or in an observed object) and change them there.
                """,
            doesNotCompile: CompileError(
                snippet: "body-mutating-method.swift",
                diagnostic: "cannot use mutating member on immutable value: 'self' is immutable"))
    }

    static var compileMutatingBody: Experiment {
        Experiment(
            id: "compile-mutating-body",
            title: "Does not compile: a body with a mutating getter",
            claims: ["S4.3"],
            lesson: """
                `View` requires `var body: Body { get }`: a getter that cannot mutate. Declaring \
                it `mutating get` means the type no longer conforms to `View` (S4.3). This is why \
                SwiftUI can evaluate a body on any copy of a view.
                """,
            doesNotCompile: CompileError(
                snippet: "mutating-body.swift",
                diagnostic: "type 'SimpleView' does not conform to protocol 'View'"))
    }

    static var compileForEachItemLet: Experiment {
        Experiment(
            id: "compile-foreach-item-let",
            title: "Does not compile: changing a ForEach element through its closure parameter",
            claims: ["§15"],
            lesson: """
                `ForEach(items) { item in … }` gives each element as an immutable value: \
                `item.done = true` fails (§15). The binding form `ForEach($items) { $item in … }` \
                gives bindings into the array instead, and writes go through the collection's \
                state.
                """,
            doesNotCompile: CompileError(
                snippet: "foreach-item-let.swift",
                diagnostic: "cannot assign to property: 'item' is a 'let' constant"))
    }

    static var compileProjectedValueReadonly: Experiment {
        Experiment(
            id: "compile-projected-value-readonly",
            title: "Does not compile: assigning to $user, State's read-only projectedValue",
            claims: ["S4.4"],
            lesson: """
                `$user` is State's `projectedValue`, a get-only `Binding<User>` (S4.4): it cannot \
                be assigned. Write through `user`, or give the initial value with \
                `_user = State(wrappedValue: …)` in `init`.
                """,
            doesNotCompile: CompileError(
                snippet: "projected-value-readonly.swift",
                diagnostic: "cannot assign to property: '$user' is immutable"))
    }

    static var compileForEachIdentifiableID: Experiment {
        Experiment(
            id: "compile-foreach-identifiable-id",
            title: "Does not compile: a ForEach-like container whose Identifiable init lacks ID == Data.Element.ID",
            claims: ["S3.1", "§15"],
            lesson: """
                The seed rebuilds ForEach's two initializer families in a container of its own: \
                one takes a key path to each element's id (`KeyPath<Data.Element, ID>`), the other \
                uses `Identifiable` and stores `\\.id`. That key path's value type is the \
                element's `ID`, which the container's own `ID` parameter need not be: the \
                `Identifiable` initializer must add `where ID == Data.Element.ID`, as SwiftUI's \
                ForEach does (S3.1). Whichever initializer is used, the id decides each row's \
                identity and so how long its state lives (§15).
                """,
            doesNotCompile: CompileError(
                snippet: "foreach-identifiable-id.swift",
                diagnostic: "cannot assign value of type 'KeyPath<Data.Element, Data.Element.ID>' to type 'KeyPath<Data.Element, ID>'"))
    }
}
