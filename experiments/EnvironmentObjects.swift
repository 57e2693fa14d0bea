import DataFlow

extension Experiment {
    /// §7, §9: objects in the environment: `.environmentObject` with `@EnvironmentObject`,
    /// `.environment(model)` with `@Environment(Model.self)`, and the missing-object failure.
    static var environmentObjects: Experiment {
        Experiment(
            id: "environment-objects",
            title: "Objects in the environment: @EnvironmentObject, @Environment(Model.self), and a missing one",
            claims: ["§7", "§8", "§9", "D1"],
            lesson: """
                ContentView creates a model and puts it in the environment; the views that need \
                it, two levels down, find it by type, and Middle, between them, neither declares \
                nor reads it. "environment-object": an ObservableObject injected with \
                `.environmentObject(model)` and read with `@EnvironmentObject var model: Model`: \
                Counter subscribes to it, so an increment re-runs Counter (`_model changed.`) and \
                only Counter: ContentView holds the model in `@StateObject`, which subscribes \
                too, so it re-runs as well, but Middle does not (§7: only views that declare the \
                wrapper are invalidated). "environment-observable": an `@Observable` model injected \
                with `.environment(model)` and read with `@Environment(Model.self)`: only Counter, \
                which read `count`, re-runs (`@dependencies changed.`, §8). "missing": Counter \
                declares `@EnvironmentObject` but no ancestor provides one. SwiftUI stops the app \
                with a fatal error, here reported in its own words as the end of the variant.
                """,
            variants: [.environmentObjectsEnvironmentObject, .environmentObjectsObservable, .environmentObjectsMissing],
            script: [.tap("Increment")])
    }
}
