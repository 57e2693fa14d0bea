import DataFlow
import DataFlowEmbedded

/// `dataflow show <id>...`: the code an experiment runs, as it is in `experiments/`: the file
/// that describes it, then each variant's views (or a compile-time lesson's snippet). The code
/// is built into the binary, so it works from any directory.
struct ShowCommand {
    let experiments: [Experiment]

    func run() -> CommandResult {
        var out = TextWriter()
        for (index, experiment) in experiments.enumerated() {
            if index > 0 { out.blank() }
            for file in Self.files(of: experiment) {
                out.line("== experiments/\(file) ==")
                out.line("")
                let source = EmbeddedSources.files[file] ?? "(not built into this binary: build it again)\n"
                out.line(source.hasSuffix("\n") ? String(source.dropLast()) : source)
                out.blank()
            }
        }
        return CommandResult(exitCode: ExitCode.success, stdout: out.text)
    }

    /// The experiment's files, by name under `experiments/`, each once, in the order they matter.
    static func files(of experiment: Experiment) -> [String] {
        var files = [name(of: experiment.file)]
        if let compileError = experiment.compileError { files.append("compile-errors/" + compileError.snippet) }
        for variant in experiment.variants where !files.contains(name(of: variant.file)) { files.append(name(of: variant.file)) }
        return files
    }

    /// `Experiments/StateOfArray.swift` (a `#fileID`) as `StateOfArray.swift`.
    private static func name(of fileID: String) -> String {
        String(fileID.split(separator: "/").last ?? Substring(fileID))
    }
}
