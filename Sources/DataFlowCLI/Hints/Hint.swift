import DataFlow

/// Something a step's records say is worth changing in the app, with the change: a body that ran
/// for nothing, or a view that shows what its inputs no longer say (D17). Every hint is read
/// from what the run recorded, and names the rule its cause follows.
package struct Hint: Equatable {
    package enum Kind: String, Equatable {
        /// The body ran again and nothing it shows, nor any view it feeds, changed.
        case wasted
        /// The view's state is not what its code seems to say, and will not catch up on its own:
        /// a copy of an input its `@State` kept, an object its parent made anew, a write to a
        /// class no view was told of.
        case state
        /// The body ran for a value it reads high in the tree, and most of what it builds stayed
        /// the same: reading the value lower would run less.
        case frequent
        /// A lazy container made every row of a `ForEach`, not only the rows on screen: its rows
        /// make a varying number of views (§33).
        case everyRow
    }

    package var kind: Kind
    /// The view's type name and place.
    package var view: String
    package var identity: String
    /// What happened, in a sentence.
    package var cause: String
    /// What to change.
    package var fix: String
    /// The rule the cause follows.
    package var rule: String

    /// The hint's first line, as the transcript, `play` and `why` print it.
    package func headline(times: Int = 1) -> String {
        let many = times > 1 ? " (\(times) of them)" : ""
        return kind == .wasted ? "\(view)\(many) ran for nothing: \(cause)" : "\(view)\(many): \(cause)"
    }
}

extension Hint {
    /// The hints of every step of a run, in order: which bodies ran for nothing is known only
    /// from the steps before (a view new in a step ran for its first render).
    package static func perStep(_ steps: [StepRecord]) -> [[Hint]] {
        var known: Set<String> = []
        var previous: StepRecord?
        return steps.map { step in
            defer {
                known.formUnion(WastedRender.known(in: [step]))
                previous = step
            }
            return find(in: step, after: previous, known: known)
        }
    }

    /// The hints of `step`, after `earlier` (what `play` shows after an action).
    package static func of(_ step: StepRecord, after previous: StepRecord?, earlier: [StepRecord]) -> [Hint] {
        find(in: step, after: previous, known: WastedRender.known(in: earlier))
    }

    private static func find(in step: StepRecord, after previous: StepRecord?, known: Set<String>) -> [Hint] {
        let wasted = WastedRender.find(in: step, after: previous, known: known)
        return wasted + FrequentRender.find(in: step, known: known, wasted: wasted)
            + StateHints.find(in: step, after: previous, known: known, wasted: wasted) + step.everyRowMade.map(everyRow)
    }
}

extension Hint {
    /// A `ForEach` whose rows make a varying number of views, which its lazy container made all
    /// of (§33); SwiftUI logs this only with `-LogForEachSlowPath`.
    static func everyRow(_ record: EveryRowRecord) -> Hint {
        Hint(
            kind: .everyRow, view: record.node.view, identity: record.node.identity,
            cause:
                "its rows make a varying number of views, so the \(record.container) made all \(record.rows) rows to count them, where about \(record.onScreen) fit on the screen",
            fix:
                "make every row one view: filter the data before the ForEach (items.filter { … }) instead of an if in the row, or wrap the row's content in a container (a VStack) so that each row is one view",
            rule: "§33")
    }
}
