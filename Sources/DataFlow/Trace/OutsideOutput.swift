/// What code wrote to standard output around `print`: `FileHandle.standardOutput.write`,
/// `fputs`, `write(1, …)`. A host that captures those bytes (a user's compiled program does)
/// hands them to the runtime here, and each step's console shows what was written during it,
/// as `print`'s lines are.
package enum OutsideOutput {
    /// Returns the complete lines written since it was last called. Set once, before any run.
    nonisolated(unsafe) package static var collect: (() -> [String])?

    /// At the end of a live step: the lines join the step's console.
    static func deliver(to graph: ViewGraph) {
        guard let collect, case .live = graph.role else { return }
        for line in collect() { graph.reporter.console(line) }
    }
}
