import DataFlow
import Experiments

/// `dataflow verify`: compares each transcript, in both forms, with its golden; fails on a
/// golden without an experiment. Recording is explicit and never happens under CI.
struct VerifyCommand {
    let experiments: [Experiment]
    let allExperimentIDs: [String]
    let checksOrphans: Bool
    let record: Bool
    let goldens: String?
    let environment: [String: String]

    func run() -> CommandResult {
        var stderr = ""
        let isCI = !(environment["CI"] ?? "").isEmpty && environment["CI"] != "false"
        if record && isCI {
            return UsageError(message: "refusing to record goldens: CI is set, and CI never records", usage: Help.verifyUsage).result
        }
        var mode = RecordMode.never
        if record {
            mode = .all
        } else if let requested = environment["DATAFLOW_RECORD"], !requested.isEmpty {
            guard let parsed = RecordMode(rawValue: requested) else {
                let modes = RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
                return UsageError(message: "invalid DATAFLOW_RECORD \(quoted(requested)): expected one of \(modes)", usage: Help.verifyUsage).result
            }
            if isCI {
                stderr += "note: ignoring DATAFLOW_RECORD=\(requested) because CI is set\n"
            } else {
                mode = parsed
            }
        }
        let directory = goldens ?? environment["DATAFLOW_GOLDENS"] ?? Catalog.transcriptsDirectory
        let store = GoldenStore(directory: directory)

        var out = TextWriter()
        var failed = 0
        for experiment in experiments {
            let transcript = ExperimentRunner.run(experiment)
            var problems: [Problem] = []
            for format in OutputFormat.allCases {
                let actual = format == .text ? TextTranscript.render(transcript) : JSONTranscript.render(transcript)
                let path = store.path(for: experiment.id, format: format)
                problems += check(actual, at: path, id: experiment.id, mode: mode, store: store, out: &out)
            }
            if problems.isEmpty {
                out.line("ok      \(experiment.id)")
            } else {
                failed += 1
                for problem in problems {
                    out.line("FAIL    \(experiment.id): \(problem.summary)")
                    for line in problem.details { out.line("        " + line) }
                }
            }
        }
        if checksOrphans {
            for id in store.recordedIDs() where !allExperimentIDs.contains(id) {
                failed += 1
                out.line("FAIL    orphan golden \(store.path(for: id, format: .text)) (or .json): no experiment \(quoted(id)); delete it or restore the experiment")
            }
        }
        out.line("verified \(experiments.count) experiment(s) against \(directory): \(failed == 0 ? "all passed" : "\(failed) failed")")
        return CommandResult(exitCode: failed == 0 ? ExitCode.success : ExitCode.failure, stdout: out.text, stderr: stderr)
    }

    /// What went wrong with one golden, and the lines that show it (a diff).
    private struct Problem {
        var summary: String
        var details: [String] = []
    }

    /// Compares (or records) one golden; returns the problems found.
    private func check(_ actual: String, at path: String, id: String, mode: RecordMode, store: GoldenStore, out: inout TextWriter) -> [Problem] {
        let expected = store.read(path)
        let shouldRecord: Bool
        switch (expected, mode) {
        case (nil, .missing), (nil, .failed), (_, .all): shouldRecord = expected != actual
        case (.some(let golden), .failed): shouldRecord = golden != actual
        default: shouldRecord = false
        }
        if shouldRecord {
            do {
                try store.write(actual, to: path)
                out.line("recorded \(path)")
                return []
            } catch {
                return [Problem(summary: "could not write \(path): \(error.localizedDescription)")]
            }
        }
        guard let expected else {
            return [Problem(summary: "missing golden \(path); record it with: swift run dataflow verify --record \(id)")]
        }
        guard expected != actual else { return [] }
        let diff = unifiedDiff(expected: expected, actual: actual, expectedName: path + " (golden)", actualName: "dataflow run \(id) (actual)")
        var details = diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        details.append("re-record (after reading the diff) with: swift run dataflow verify --record \(id)")
        return [Problem(summary: "transcript differs from \(path)", details: details)]
    }
}
