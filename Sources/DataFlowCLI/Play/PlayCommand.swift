import DataFlow

/// `dataflow play <experiment>`: a play loop over one of the catalog's variants.
struct PlayCommand {
    let experiment: Experiment
    /// The variant's name; nil for the first.
    let variant: String?
    let options: TextOptions

    func run(_ console: Console) -> CommandResult {
        guard let chosen = variant.flatMap({ name in experiment.variants.first { $0.name == name } }) ?? experiment.variants.first else {
            return UsageError(
                message: "\(experiment.id) is a lesson about a compile error: it has nothing to play ('dataflow run \(experiment.id)' shows it)",
                command: .play
            ).result
        }
        var title = "\(experiment.id), variant \(chosen.name)"
        if !chosen.summary.isEmpty { title += ": \(chosen.summary)" }
        let others = experiment.variants.map(\.name).filter { $0 != chosen.name }
        if !others.isEmpty { title += " (others: \(others.joined(separator: ", ")); choose with --variant)" }
        let loop = PlayLoop(title: title, playback: SessionPlayback(chosen, internals: experiment.internals), options: options)
        let code = loop.run(console)
        return CommandResult(exitCode: code, stderr: loop.failureSummary ?? "")
    }
}
