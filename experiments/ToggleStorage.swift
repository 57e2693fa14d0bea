import DataFlow

extension Experiment {
    /// S0.6, S0.7, S0.9, §7, §8: the seed's toggles with each way of storing them, one script.
    static var toggleStorage: Experiment {
        Experiment(
            id: "toggle-storage",
            title: "The same toggles five ways: struct, class, ObservableObject in @State, @ObservedObject, @Observable",
            claims: ["S0.6", "S0.7", "S0.9", "§3", "§7", "§8", "D9", "D12"],
            lesson: """
                ContentView keeps two toggles in `@State var toggles`, shows each in a ToggleRow \
                and lists the enabled titles in a summary line; SWITCH runs \
                `toggles[0].isEnabled.toggle()` from ContentView. "struct": a new array is \
                written and ContentView re-runs; both rows re-run (`@self, _toggle changed.`), \
                not only AAA, because `$toggles[i]` is the subscript `Binding` gained in iOS 15 as \
                a collection of element bindings: each evaluation makes a new element binding, \
                which never compares equal (§5, §15). (Before iOS 15 `$toggles[i]` was a key-path \
                projection, equal while the element was, and row BBB would be skipped.) "class": an object changes behind SwiftUI's back: no body runs, row AAA \
                and the summary are stale (S0.6). "published-in-state": ToggleType is an \
                `ObservableObject` with `@Published var isEnabled`, but held in `@State` and a \
                plain `let` nobody subscribes: `objectWillChange` fires into the void and \
                nothing updates (S0.9). "observed-object": the rows declare `@ObservedObject var \
                toggle`: each row subscribes to its object, so row AAA re-runs (`_toggle \
                changed.`), but ContentView, which holds the objects in `@State`, does not: its \
                summary is stale (§7: only views that declare the wrapper are invalidated). \
                "observable": ToggleType is `@Observable` and the rows hold it in a plain `let` \
                (with `@Bindable` for the toggle): every body that read `isEnabled` of the \
                changed object re-runs with `@dependencies changed.` (ContentView for its summary, \
                row AAA), and row BBB, which read only its own object, does not (§8). SHOW prints \
                the values every variant really holds.
                """,
            variants: [
                .toggleStorageStruct, .toggleStorageClass, .toggleStoragePublishedInState,
                .toggleStorageObservedObject, .toggleStorageObservable,
            ],
            script: [.tap("SWITCH"), .tap("SHOW"), .toggle("BBB")])
    }
}
