import DataFlow

/// `dataflow run`: plays experiments and prints their transcripts. A script that names a missing
/// control fails its experiment (exit 1) without stopping the others.
struct RunCommand {
    let experiments: [Experiment]
    let format: OutputFormat
    var text = TextOptions.standard
    /// Each experiment's code by id, for Markdown and HTML (default: the catalog's files).
    var code: [String: [(name: String, text: String)]]?

    func run() -> CommandResult {
        let pictures = [.mermaid, .dot, .html].contains(format)
        let transcripts = experiments.map { ExperimentRunner.run($0, dependencies: pictures) }
        let stdout: String
        switch format {
        case .text:
            stdout = transcripts.map { TextTranscript.render($0, options: text) }.joined(separator: "\n")
        case .json:
            stdout = transcripts.count == 1 ? JSONTranscript.render(transcripts[0]) : JSONTranscript.render(transcripts)
        case .markdown:
            stdout = transcripts.map { MarkdownFormat.render($0, code: files(of: $0.id), options: text) }.joined(separator: "\n")
        case .html:
            var code: [String: [(name: String, text: String)]] = [:]
            for transcript in transcripts { code[transcript.id] = files(of: transcript.id) }
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
}

extension RunCommand {
    /// The code of an experiment: given, or the catalog's files built into the binary.
    func files(of id: String) -> [(name: String, text: String)] {
        if let code, let files = code[id] { return files }
        guard let experiment = experiments.first(where: { $0.id == id }) else { return [] }
        return ShowCommand.files(of: experiment).map { ($0, EmbeddedSources.files[$0] ?? "") }
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
