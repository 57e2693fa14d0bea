import DataFlow
import DataFlowProgram

/// `dataflow list`: one line per experiment, id, title and claims.
struct ListCommand {
    let experiments: [ExperimentSummary]
    let format: OutputFormat

    func run() -> CommandResult {
        switch format {
        case .json:
            return CommandResult(exitCode: ExitCode.success, stdout: JSONTranscript.catalog(experiments))
        default:
            let idWidth = experiments.map(\.id.count).max() ?? 0
            var out = TextWriter()
            for experiment in experiments {
                out.line("\(experiment.id.padding(to: idWidth))  \(experiment.title)  [\(experiment.claims.joined(separator: ", "))]")
                if let compileError = experiment.compileError {
                    out.line("\(String(repeating: " ", count: idWidth))    error: \(compileError.diagnostic)")
                }
            }
            return CommandResult(exitCode: ExitCode.success, stdout: out.text)
        }
    }
}
