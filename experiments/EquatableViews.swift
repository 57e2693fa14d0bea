import DataFlow

extension Experiment {
    /// §5: plain-data views compare field by field; `.equatable()` makes `==` decide.
    static var equatableViews: Experiment {
        Experiment(
            id: "equatable-view",
            title: ".equatable() skips a child whose == says equal; by default its fields decide",
            claims: ["§5", "§20", "D10"],
            lesson: """
                A Score view holds `points` and `updatedAt` and defines `==` on `points` only. TOUCH \
                changes `updatedAt`. By default a plain-data view (no references, no closures) is \
                compared field by field and its `==` is ignored (§5, D10: AttributeGraph compares \
                POD views bitwise), so "default" re-runs Score although `==` says equal. Wrapped in \
                `.equatable()` (an `EquatableView`), the comparison uses `==` whatever the view \
                holds: "equatable" skips Score on TOUCH and re-runs it on SCORE. The wrapper gates \
                only updates that come from the parent; Score's own state would still re-run it.
                """,
            variants: [.equatableViewsDefault, .equatableViewsEquatable],
            script: [.tap("TOUCH"), .tap("SCORE")])
    }
}

extension Variant {
    static var equatableViewsDefault: Variant {
        Variant("default", "Score(…) as it is") { ContentView(usesEquatable: false) }
    }

    static var equatableViewsEquatable: Variant {
        Variant("equatable", "Score(…).equatable()") { ContentView(usesEquatable: true) }
    }
}

fileprivate struct Score: View, Equatable {
    let points: Int
    let updatedAt: Int

    static func == (lhs: Score, rhs: Score) -> Bool { lhs.points == rhs.points }

    var body: some View {
        Text("\(points) points")
    }
}

fileprivate struct ContentView: View {
    @State private var points = 0
    @State private var updatedAt = 0
    let usesEquatable: Bool

    var body: some View {
        VStack {
            if usesEquatable {
                Score(points: points, updatedAt: updatedAt).equatable()
            } else {
                Score(points: points, updatedAt: updatedAt)
            }
            Button("TOUCH") { updatedAt += 1 }
            Button("SCORE") { points += 1 }
        }
    }
}
