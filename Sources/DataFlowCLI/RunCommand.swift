import DataFlow
import DataFlowEmbedded
import DataFlowProgram

/// `dataflow run`: plays experiments and prints their transcripts. A script that names a missing
/// control fails its experiment (exit 1) without stopping the others.
struct RunCommand {
    let experiments: [Experiment]
    let format: OutputFormat
    var text = TextOptions.standard

    func run() -> CommandResult {
        let output = TranscriptOutput(format: format, text: text) { id in
            guard let experiment = experiments.first(where: { $0.id == id }) else { return [] }
            return ShowCommand.files(of: experiment).map { ($0, EmbeddedSources.files[$0] ?? "") }
        }
        // Steps beyond every script are refused before anything is played (a script can only
        // stop early, so the transcripts would not have them either).
        if let refusal = output.stepsBeyond(experiments.map(ExperimentSummary.init)) { return UsageError(message: refusal, command: .run).result }
        return output.result(experiments.map { ExperimentRunner.run($0, dependencies: format.drawsPictures) })
    }
}

/// Transcripts printed in one format: `run`'s output, for the catalog's experiments and for the
/// transcripts a user's program returns alike.
struct TranscriptOutput {
    let format: OutputFormat
    var text = TextOptions.standard
    /// Each experiment's code by id, for Markdown and HTML.
    let files: (String) -> [(name: String, text: String)]

    /// A `--steps` beyond every script: why it is refused.
    func stepsBeyond(_ experiments: [ExperimentSummary]) -> String? {
        let longest = experiments.map(\.scriptLength).max() ?? 0
        guard let beyond = text.steps?.first(after: longest), !experiments.isEmpty, experiments.allSatisfy({ $0.compileError == nil }) else {
            return nil
        }
        let what = experiments.map(\.id).joined(separator: ", ")
        return "no step \(beyond) in \(what): its steps are 0–\(longest) (0 is the mount)"
    }

    /// The transcripts in `format`; exit 1 with a line each for the scripts that failed.
    func result(_ transcripts: [Transcript]) -> CommandResult {
        if let mistake = unknownSelection(in: transcripts) {
            return UsageError(message: mistake, command: .run).result
        }
        let stdout: String
        switch format {
        case .text:
            stdout = transcripts.map { TextTranscript.render($0, options: text) }.joined(separator: "\n")
        case .json:
            stdout = transcripts.count == 1 ? JSONTranscript.render(transcripts[0]) : JSONTranscript.render(transcripts)
        case .markdown:
            stdout = transcripts.map { MarkdownFormat.render($0, code: files($0.id), options: text) }.joined(separator: "\n")
        case .html:
            var code: [String: [(name: String, text: String)]] = [:]
            for transcript in transcripts { code[transcript.id] = files(transcript.id) }
            stdout = HTMLFormat.render(transcripts, code: code)
        case .mermaid:
            stdout = GraphFormats.mermaid(transcripts, options: text)
        case .dot:
            stdout = GraphFormats.dot(transcripts, options: text)
        }
        let failures = transcripts.flatMap(failureLines)
        return CommandResult(
            exitCode: failures.isEmpty ? ExitCode.success : ExitCode.failure,
            stdout: stdout,
            stderr: failures.map { $0 + "\n" }.joined())
    }

    /// A `--variant` or `--steps` that selects nothing the transcripts have (a file's variants and
    /// steps are known only once it ran), said as a usage error rather than an empty transcript.
    func unknownSelection(in transcripts: [Transcript]) -> String? {
        let names = transcripts.flatMap { $0.variants.map(\.name) }
        let what = transcripts.map(\.id).joined(separator: ", ")
        for name in text.variants ?? [] where !names.contains(name) {
            var message = "no variant \(quoted(name)) in \(what)"
            if let close = closest(to: name, among: names) { message += ". Did you mean \(quoted(close))?" }
            return message + " (variants: \(names.joined(separator: ", ")))"
        }
        let last = transcripts.flatMap { $0.variants.map { $0.steps.count - 1 } }.max() ?? 0
        if let beyond = text.steps?.first(after: last), !transcripts.allSatisfy({ $0.compileError != nil }) {
            return "no step \(beyond) in \(what): its steps are 0–\(last) (0 is the mount)"
        }
        return nil
    }
}

extension OutputFormat {
    /// Pictures draw what depends on what, which a run records only when asked.
    var drawsPictures: Bool { [.mermaid, .dot, .html].contains(self) }
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
