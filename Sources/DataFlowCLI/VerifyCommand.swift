import DataFlow
import Experiments

/// `dataflow verify`: compares each transcript, in both forms, with its golden; fails on a
/// golden without an experiment. Recording is explicit and never happens under CI.
struct VerifyCommand {
    /// The transcripts to check, rendered in the golden formats: the catalog's, or those a user's
    /// program sent back.
    let runs: [RenderedRun]
    let allExperimentIDs: [String]
    let checksOrphans: Bool
    let mode: RecordMode
    /// Where the goldens live.
    let goldens: String
    /// A note for stderr (a record request CI ignored).
    let note: String
    /// The command that re-records one experiment's goldens.
    let recordCommand: (String) -> String
    /// The files the runs read, which no golden may be.
    var inputs: [String] = []

    func run() -> CommandResult {
        let directory = goldens
        let kind = FileKind.at(directory)
        if mode == .never, kind != .directory, kind != .symlinkToDirectory {
            let what = kind == .missing ? "does not exist" : "is not a directory"
            return CommandResult(
                exitCode: ExitCode.failure,
                stderr: note
                    + "Error: the goldens folder \(directory) \(what); give the folder with --goldens <dir> (or DATAFLOW_GOLDENS), or record goldens there with --record\n"
            )
        }
        let store = GoldenStore(directory: directory)
        let golden = GoldenCheck(mode: mode, inputs: inputs)

        var out = TextWriter()
        var failed = 0
        for run in runs {
            // The ids come from the catalog or from a user's program: one that is not a plain
            // file name (`../victim`) names no golden, so nothing is read or written for it.
            let problems =
                TranscriptSignature.problem(withID: run.id).map { [GoldenCheck.Problem(summary: $0)] }
                ?? golden.check(
                    run, formats: OutputFormat.transcriptFormats, path: { store.path(for: run.id, format: $0) },
                    recordCommand: recordCommand(run.id), out: &out)
            if problems.isEmpty {
                out.line("ok      \(run.id)")
            } else {
                failed += 1
                report(problems, for: run.id, into: &out)
            }
        }
        if checksOrphans {
            for id in store.recordedIDs() where !allExperimentIDs.contains(id) {
                failed += 1
                out.line(
                    "FAIL    orphan golden \(store.path(for: id, format: .text)) (or .json): no experiment \(quoted(id)); delete it or restore the experiment"
                )
            }
        }
        out.line("verified \(runs.count) experiment(s) against \(directory): \(failed == 0 ? "all passed" : "\(failed) failed")")
        return CommandResult(exitCode: failed == 0 ? ExitCode.success : ExitCode.failure, stdout: out.text, stderr: note)
    }
}

/// A transcript in one of the golden formats.
func render(_ transcript: Transcript, _ format: OutputFormat) -> String {
    format == .json ? JSONTranscript.render(transcript) : TextTranscript.render(transcript)
}

/// `FAIL    <name>: <problem>` lines, each followed by its details.
func report(_ problems: [GoldenCheck.Problem], for name: String, into out: inout TextWriter) {
    for problem in problems {
        out.line("FAIL    \(name): \(problem.summary)")
        for line in problem.details { out.line("        " + line) }
    }
}
