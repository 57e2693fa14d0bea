import DataFlow

extension Experiment {
    /// Issue 32: bodies that run for nothing or for a value read too high, four common causes,
    /// each beside its fix.
    static var wastedRenders: Experiment {
        Experiment(
            id: "wasted-renders",
            title: "Bodies that run for nothing, or for a value read too high: four causes, each beside its fix",
            claims: ["§5", "§7", "§8", "§9"],
            lesson: """
                A body runs for nothing when it runs again and nothing it shows changes, nor any \
                view it feeds. SwiftUI runs these bodies too: this is not a bug of the runtime but \
                of the app's shape, and each variant pair shows one cause and its fix (the hint \
                under the step says which, from what the run recorded). CHANGE favourites the \
                second landmark and bumps a counter the header shows. "contains": every row asks \
                `favorites.contains(landmark)`, so every row read the whole set (Observation \
                tracks a whole property, §8): all three rows re-run, one changes (Apple's own \
                WWDC25 example); "per-row": each landmark is an `@Observable` with its own \
                `isFavorite`, and only its row re-runs. "closure": each row is given an action \
                closure, which never compares equal (§5, D10), so every row re-runs whenever the \
                list does; "value": the row gets only what it shows and is skipped. "object": the \
                rows observe an `ObservableObject` whose other `@Published` property changed, and \
                `objectWillChange` is one signal per object (§7); "observable": the same model as \
                `@Observable` re-runs only the views that read the changed property. \
                "environment-high": a dashboard declares `@Environment(\\.accentName)` to show it in \
                one line, so a new accent re-runs its whole body, and the stats it builds are \
                compared and skipped: its output changed, so this is not waste but a body that \
                runs more often than it needs to (§9); "environment-low": a small label declares \
                the value and runs alone. dataflow \
                calls a run wasted only when it can tell: a body whose environment or bindings \
                reached a child that ran is never called wasted, so some waste goes unnamed.
                """,
            variants: [
                .wastedContains, .wastedPerRow, .wastedClosure, .wastedValue, .wastedObject, .wastedObservable, .wastedEnvironmentHigh,
                .wastedEnvironmentLow,
            ],
            script: [.tap("CHANGE")])
    }
}
