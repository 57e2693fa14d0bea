import DataFlow

extension Experiment {
    /// S2.2: `.navigationTitle` is a preference: set inside the container it reaches the bar, set
    /// on the container itself it goes past it.
    static var navigationTitle: Experiment {
        Experiment(
            id: "navigation-title",
            title: ".navigationTitle on a child of NavigationView works; on the NavigationView itself it does not",
            claims: ["S2.2", "§10"],
            lesson: """
                `.navigationTitle(_:)` writes a preference that flows up to the nearest navigation \
                container, which shows it in its bar (S2.2). Set on a view inside the container, \
                directly or deeper down, it reaches the bar. Set on the NavigationView itself, the \
                value is written outside the container's content: it flows to the container's \
                ancestors, none of which asks for it, and the bar shows no title. "Rename" changes \
                the title's text: where it is read, the bar follows.
                """,
            variants: [.navigationTitleOnChild, .navigationTitleDeeper, .navigationTitleOnContainer],
            script: [.tap("Rename")])
    }
}
