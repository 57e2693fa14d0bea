import DataFlow
import DataFlowEmbedded
import DataFlowProgram
import Foundation

/// What `serve` plays: a catalog experiment (its variants side by side) or the user's files.
protocol PlaygroundSource: AnyObject {
    /// The experiment's id, or the files as typed: the exports' names and the page's title.
    var name: String { get }
    /// Plays `actions` from the mount, exactly as `run --format html` with that script would.
    func play(_ actions: [ScriptAction]) -> PlaygroundRun
    /// What the source's files are now (their paths, sizes and times), to notice an edit; nil
    /// when nothing can change (the catalog is part of the binary).
    func fingerprint() -> String?
    /// The command that plays `script` in CI, as a shell reads it; nil for an experiment,
    /// whose script is its own.
    func command(forScript script: String) -> String?
}

/// One play of a source: what `run --format html` would print, the transcripts as values, and
/// the command's error when it failed (a compile error, a crash, a timeout, a refused action).
struct PlaygroundRun {
    var transcripts: [Transcript]
    /// The page, nil when there is nothing to draw (the code did not compile).
    var page: String?
    /// What the command said on standard error when it did not succeed.
    var problem: String?
    /// What it said on standard error when it did (notes, the views' prints).
    var notes = ""
}

/// A catalog experiment, played in this process with the actions given instead of its script.
final class ExperimentSource: PlaygroundSource {
    let experiment: Experiment

    init(_ experiment: Experiment) { self.experiment = experiment }

    var name: String { experiment.id }

    func play(_ actions: [ScriptAction]) -> PlaygroundRun {
        let scripted = Experiment(
            id: experiment.id, title: experiment.title, claims: experiment.claims, lesson: experiment.lesson,
            variants: experiment.variants, script: actions, internals: experiment.internals, file: experiment.file)
        let transcript = ExperimentRunner.run(scripted, dependencies: true)
        let code = ShowCommand.files(of: experiment).map { ($0, EmbeddedSources.files[$0] ?? "") }
        let result = TranscriptOutput(format: .html) { _ in code }.result([transcript])
        return PlaygroundRun(transcripts: [transcript], page: result.stdout, problem: result.exitCode == 0 ? nil : result.stderr)
    }

    func fingerprint() -> String? { nil }

    func command(forScript script: String) -> String? { nil }
}

/// The user's files, compiled and run as `run --format html` runs them (the same cache,
/// timeouts, process groups and verdicts), once per play.
final class FileSource: PlaygroundSource {
    private let request: FileRequest
    private let environment: [String: String]

    /// `request` is a `run` of the files (its script is replaced by each play's actions).
    init(_ request: FileRequest, environment: [String: String]) {
        var request = request
        request.command = .run
        request.format = .html
        request.script = nil
        self.request = request
        self.environment = environment
    }

    var name: String { request.files.joined(separator: " ") }

    func play(_ actions: [ScriptAction]) -> PlaygroundRun {
        var request = request
        if !actions.isEmpty { request.script = .inline(actions.map(\.description).joined(separator: "\n")) }
        let sink = FileCommand.TranscriptSink()
        let result = FileCommand(request: request, environment: environment, console: TextConsole(input: ""), sink: sink).run()
        return PlaygroundRun(
            transcripts: sink.transcripts, page: result.stdout.isEmpty ? nil : result.stdout,
            problem: result.exitCode == 0 ? nil : result.stderr, notes: result.exitCode == 0 ? result.stderr : "")
    }

    func fingerprint() -> String? {
        guard let contents = try? SourceFolder.expand(request.files) else { return "unreadable" }
        let paths = contents.swiftFiles + contents.foundResources + contents.coreDataModels
        return paths.map { path in
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
            let time = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(path) \(size) \(time)"
        }.joined(separator: "\n")
    }

    func command(forScript script: String) -> String? {
        var words = ["dataflow", "run"] + request.files.map(shellQuoted)
        if let root = request.root { words += ["--root", shellQuoted(root)] }
        if let screen = request.screen { words += ["--screen", "\(screen.width)x\(screen.height)"] }
        if !script.isEmpty { words += ["--script", shellQuoted(script)] }
        return words.joined(separator: " ")
    }
}
