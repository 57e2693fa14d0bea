import DataFlow
import Experiments

/// `dataflow diff`: the same script on two variants of an experiment, or on two versions of the
/// user's code, printed as only what differs, step by step.
struct DiffCommand {
    let request: DiffRequest
    let experiments: [Experiment]
    let layout: TextLayout
    /// Runs one side of the user's code (`run` on its files): what it says, and its transcripts.
    let runFiles: (FileRequest) -> (result: CommandResult, transcripts: [Transcript])

    func run() -> CommandResult {
        do {
            if let id = request.id { return try compareVariants(of: id) }
            return compareFiles()
        } catch {
            return error.result
        }
    }

    private func compareVariants(of id: String) throws(UsageError) -> CommandResult {
        guard let experiment = experiments.first(where: { $0.id == id }) else {
            throw UsageError(message: "unknown experiment \(quoted(id))", command: .diff)
        }
        let sides = TranscriptDiff.sides(of: ExperimentRunner.run(experiment))
        let names = request.variants ?? sides.prefix(2).map(\.name)
        guard sides.count >= 2 else {
            throw UsageError(message: "\(id) has \(sides.count) variant\(sides.count == 1 ? "" : "s"): there is nothing to compare", command: .diff)
        }
        let chosen = try names.map { name throws(UsageError) in
            guard let side = sides.first(where: { $0.name == name }) else {
                throw UsageError(
                    message: "no variant \(quoted(name)) in \(id) (variants: \(sides.map(\.name).joined(separator: ", ")))", command: .diff)
            }
            return side
        }
        let title = "diff \(id): variant \(chosen[0].name) and variant \(chosen[1].name), the same script on both (only what differs)"
        return CommandResult(exitCode: ExitCode.success, stdout: TranscriptDiff.render(chosen[0], chosen[1], title: title, layout: layout))
    }

    private func compareFiles() -> CommandResult {
        var sides: [TranscriptDiff.Side] = []
        var problems = ""
        var exitCode = ExitCode.success
        for side in request.sides {
            let (result, transcripts) = runFiles(side)
            // A side that does not compile or run says so itself; a side whose script stopped
            // early (a missing control, a crash after some steps) is still compared up to where it
            // stopped, and its error is said and fails the command.
            guard let transcript = transcripts.first, var run = TranscriptDiff.sides(of: transcript).first else { return result }
            run.name = side.files.joined(separator: " ")
            sides.append(run)
            problems += result.stderr
            if result.exitCode != ExitCode.success { exitCode = result.exitCode }
        }
        let title = "diff \(sides[0].name) and \(sides[1].name), the same script on both (only what differs)"
        return CommandResult(exitCode: exitCode, stdout: TranscriptDiff.render(sides[0], sides[1], title: title, layout: layout), stderr: problems)
    }
}
