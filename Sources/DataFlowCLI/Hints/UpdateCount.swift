import DataFlow

/// One view type's updates over a script, as an update instrument counts them, with the waste it
/// does not: bodies run, of them for nothing (D17), and skipped (issue 32).
struct UpdateCount: Equatable {
    var view: String
    var ran = 0
    var wasted = 0
    var skipped = 0

    /// Per view type, in the order each first ran or was skipped, over the chosen steps; `hints`
    /// are the steps' hints when already found.
    static func over(_ steps: [StepRecord], hints: [[Hint]]? = nil, selection: StepSelection? = nil) -> [UpdateCount] {
        var counts: [UpdateCount] = []
        func row(_ view: String) -> Int {
            if let index = counts.firstIndex(where: { $0.view == view }) { return index }
            counts.append(UpdateCount(view: view))
            return counts.count - 1
        }
        for (step, hints) in zip(steps, hints ?? Hint.perStep(steps)) where selection?.contains(step.index) ?? true {
            for body in step.bodies { counts[row(body.node.view)].ran += 1 }
            for skipped in step.skipped { counts[row(skipped.view)].skipped += 1 }
            for wasted in hints where wasted.kind == .wasted { counts[row(wasted.view)].wasted += 1 }
        }
        return counts
    }
}
