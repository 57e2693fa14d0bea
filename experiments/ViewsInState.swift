import DataFlow

extension Experiment {
    /// S1.1, S1.2: child views kept in a parent's `@State` array, changed from the parent vs from
    /// their own body.
    static var viewsInState: Experiment {
        Experiment(
            id: "views-in-state",
            title: "Views kept in @State: a tap handled by the parent changes nothing, by the child works",
            claims: ["S1.1", "S1.2", "§2", "D2", "D14"],
            lesson: """
                ContentView keeps four PlaceholderView values in `@State var placeholders` and shows \
                them with ForEach. In "from-parent" (S1.1) the tap is handled by the parent: \
                `placeholder.onTapGesture { placeholder.animateState() }`. The closure calls the \
                method on `placeholder`, the element of the array: a copy the parent made, which \
                the graph never installed. Its `@State` fields have no location (§2), so \
                `backgroundColor = .black` is dropped and nothing changes. The seed's explanation \
                ("State can only be changed by the view itself or its children") is not the rule: \
                any code may write a State through an installed copy, and nobody can through an \
                uninstalled one (D2). In "from-body" (S1.2) the child attaches `.onTapGesture { \
                animateState() }` in its own body; that `self` is the graph's installed copy, the \
                writes land, and the circle turns black with a red border. The code is the seed's: \
                `Array(repeating: PlaceholderView(), count: 4)` makes four copies of one value, so \
                all four share one `UUID().uuidString` id, and SwiftUI warns that the ID occurs \
                several times ("undefined results"; dataflow keeps the repeats as separate rows, \
                marked (2), (3), (4), and names the UUID `UUID#1` because a real one differs on \
                every run).
                """,
            variants: [.viewsInStateFromParent, .viewsInStateFromBody],
            script: [.tapGesture("Circle", occurrence: 2)])
    }
}
