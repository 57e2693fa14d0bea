import DataFlow

extension Experiment {
    /// §7, §8: an ObservableObject inside another: the inner object's changes do not reach a
    /// view that observes the outer one; three fixes.
    static var nestedObservable: Experiment {
        Experiment(
            id: "nested-observable",
            title: "Nested ObservableObjects: the inner object's changes do not reach the outer's observers",
            claims: ["§7", "§8", "D12"],
            lesson: """
                Settings is an ObservableObject with `@Published var profile: Profile`, and \
                Profile is an ObservableObject with `@Published var name`. ContentView observes \
                the settings (`@StateObject`) and shows `settings.profile.name`. "nested": Rename \
                sets `settings.profile.name`: Profile publishes, but nobody observes Profile; \
                Settings' `@Published var profile` publishes only when the reference itself is \
                reassigned (§7). No body runs and the name is stale. Three fixes: "forwarding": \
                Settings subscribes to its profile and re-publishes (`profile.objectWillChange \
                .sink { objectWillChange.send() }`), so its observers hear inner changes too. \
                "observe-inner": a subview declares `@ObservedObject var profile` for the inner \
                object, so that subview re-runs (and only it). "observable": both classes are \
                `@Observable`: ContentView's body read `settings.profile.name`, a tracked property \
                of the inner object, and Observation tracks it wherever it sits (§8).
                """,
            variants: [.nestedObservableNested, .nestedObservableForwarding, .nestedObservableObserveInner, .nestedObservableObservable],
            script: [.tap("Rename")])
    }
}
