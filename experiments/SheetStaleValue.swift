import DataFlow

extension Experiment {
    /// §2, §3, D4: a sheet's content closure is the one the last body evaluation made.
    static var sheetStaleValue: Experiment {
        Experiment(
            id: "sheet-stale-value",
            title: "A sheet shows an old value when its state was never read in body, and two fixes",
            claims: ["§2", "§3", "§17", "D4"],
            lesson: """
                SHOW sets `n = 2` and `show = true` in one action. The sheet modifier watches its \
                `isPresented` binding, so the sheet appears although ContentView's body read neither \
                value and does not re-run (§3: creating `$show` is not a read). The sheet's content \
                closure is the one ContentView's last body evaluation made, capturing that \
                evaluation's copy of the view: during an update a `@State` read returns that \
                copy's snapshot (§2), so "captured" shows `n = 1` while `n` is 2 (stale). That read \
                also makes ContentView depend on `n` from now on (D4), but `n` does not change \
                again, so ContentView never re-runs and the sheet shows `n = 1` the second time \
                too; that second stale showing rests on D4, whose confidence is Medium. Fix one, "read-in-body": \
                ContentView shows `n` too, so the write re-runs its body before the sheet appears, \
                and the closure captures `n = 2`. Fix two, "item": `.sheet(item:)` hands the value \
                to the closure as its argument, read through the binding when the sheet appears. \
                The seed of this lesson is fatbobman's "bug code by state inject", an article of \
                the iOS 16 era; reports of stale values captured this way continue on later \
                systems, but none is recorded here for iOS 17 or 18, so treat "captured" as the \
                rule the model follows (Medium, §17), not a promise about every iOS version.
                """,
            variants: [.sheetStaleCaptured, .sheetStaleReadInBody, .sheetStaleItem],
            script: [.tap("SHOW"), .dismiss, .tap("SHOW")])
    }
}
