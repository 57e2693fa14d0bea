/// What code wrote to standard output around `print`: `FileHandle.standardOutput.write`,
/// `fputs`, `write(1, …)`. A host that captures those bytes (a user's compiled program does)
/// hands them to the runtime here, and each step's console shows what was written during it,
/// as `print`'s lines are.
package enum OutsideOutput {
    /// Returns the complete lines written since it was last called. Set once, before any run.
    nonisolated(unsafe) package static var collect: (() -> [String])?

    /// At the end of a live step, and before a `print`: the lines join the step's console. Only
    /// a live host calls this (`GraphHost.deliverOutsideOutput`): a silent one would swallow them.
    static func deliver(to reporter: Reporter) {
        guard let collect else { return }
        for line in collect() { reporter.console(line) }
    }
}
