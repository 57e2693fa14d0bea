import DataFlow

/// `dataflow run`: plays experiments and prints their transcripts. A script that names a missing
/// control fails its experiment (exit 1) without stopping the others.
struct RunCommand {
    let experiments: [Experiment]
    let format: OutputFormat
    var text = TextOptions.standard

    func run() -> CommandResult {
        let transcripts = experiments.map { ExperimentRunner.run($0) }
        let stdout: String
        switch format {
        case .text:
            stdout = transcripts.map { TextTranscript.render($0, options: text) }.joined(separator: "\n")
        case .json:
            stdout = transcripts.count == 1 ? JSONTranscript.render(transcripts[0]) : JSONTranscript.render(transcripts)
        }
        let failures = transcripts.flatMap(failureLines)
        return CommandResult(
            exitCode: failures.isEmpty ? ExitCode.success : ExitCode.failure,
            stdout: stdout,
            stderr: failures.map { $0 + "\n" }.joined())
    }
}

/// `Error: state-of-array (class): step 3, toggle "CCC": no toggle labelled "CCC"; on screen: ...`,
/// or for SwiftUI's fatal errors `Error: id (variant): at mount: SwiftUI stops the app here: ...`.
func failureLines(_ transcript: Transcript) -> [String] {
    transcript.variants.filter { !$0.endedAsExpected }.compactMap { variant in
        variant.failure.map { failure in
            let place = failure.step == 0 ? "at mount" : "step \(failure.step), \(failure.action)"
            let available = failure.available.isEmpty ? "no controls" : failure.available.joined(separator: ", ")
            return "Error: \(transcript.id) (\(variant.name)): \(place): \(failure.problem)"
                + (failure.isFatal ? "" : "; on screen: \(available)")
        }
    }
}
