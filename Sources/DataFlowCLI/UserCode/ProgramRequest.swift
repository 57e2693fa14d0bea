import DataFlow
import Foundation

/// What the `dataflow` command asks of a user's compiled program: one typed request both sides
/// share.
///
/// The command writes it on a pipe, after the run's secret on a line of its own (a script of any
/// length fits); the program reads it before any of the user's code runs (`ProgramLaunch`), so
/// it is never in the program's arguments nor in a file. The program answers with a
/// `ProgramResponse` on its channel (`ProgramChannel`), framed with the request's `token`.
struct ProgramRequest: Codable, Equatable {
    enum Command: String, Codable {
        /// The declared experiments, listed.
        case list
        /// The transcript, printed in `format`.
        case run
        /// The transcripts rendered in `goldenFormats`, for the command to compare with goldens.
        case verify
        /// Why a view did or did not update.
        case why
        /// Interactively, on the terminal or piped lines.
        case play
    }

    /// `why`'s question.
    struct Why: Codable, Equatable {
        var view: String
        var step: Int?
        var width: Int
    }

    var command: Command
    /// The secret that frames the answer, so nothing the user's code writes can pass for it.
    var token: String
    var format: OutputFormat = .text
    var text: TextOptions = .standard
    /// A root view's script (experiments carry their own).
    var script = ""
    var why: Why?
    /// The formats to render for `verify`.
    var goldenFormats: [OutputFormat] = []
    /// `play`'s `script` command prints this followed by the actions so far.
    var replayCommand = ""

    /// A new secret: 128 random bits as hex.
    static func makeToken() -> String {
        (0..<4).map { _ in String(UInt32.random(in: 0...UInt32.max), radix: 16) }.joined(separator: "-")
    }
}

/// The program's one answer to a request.
struct ProgramResponse: Codable, Equatable {
    /// What to print and the exit code (for `verify`: problems found before any golden).
    var result: CommandResult
    /// For `verify`: each transcript, rendered as its goldens keep it.
    var runs: [RenderedRun] = []
}

/// One experiment's transcript as goldens keep it, and whether its script failed.
struct RenderedRun: Codable, Equatable {
    var id: String
    /// The transcript in each golden format, by the format's name.
    var renders: [String: String]
    /// Why the run did not end as its experiment expects (a control not on screen, a crash
    /// SwiftUI would stop at): a failed run is never passed and never recorded.
    var failures: [String]

    init(id: String, renders: [String: String], failures: [String] = []) {
        self.id = id
        self.renders = renders
        self.failures = failures
    }

    init(_ transcript: Transcript, formats: [OutputFormat] = OutputFormat.transcriptFormats) {
        var renders: [String: String] = [:]
        for format in formats { renders[format.rawValue] = render(transcript, format) }
        self.init(id: transcript.id, renders: renders, failures: failureLines(transcript))
    }

    func text(in format: OutputFormat) -> String? { renders[format.rawValue] }
}

extension CommandResult: Codable {
    private enum CodingKeys: String, CodingKey { case exitCode, stdout, stderr }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            exitCode: try container.decode(Int32.self, forKey: .exitCode), stdout: try container.decode(String.self, forKey: .stdout),
            stderr: try container.decode(String.self, forKey: .stderr))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(exitCode, forKey: .exitCode)
        try container.encode(stdout, forKey: .stdout)
        try container.encode(stderr, forKey: .stderr)
    }
}

extension OutputFormat: Codable {}

extension TextOptions: Codable {
    private enum CodingKeys: String, CodingKey { case variants, steps, summaryOnly, fullState, fullPaths, width, colored }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init()
        variants = try container.decodeIfPresent([String].self, forKey: .variants)
        steps = try container.decodeIfPresent(String.self, forKey: .steps).flatMap(StepSelection.init)
        summaryOnly = try container.decode(Bool.self, forKey: .summaryOnly)
        fullState = try container.decode(Bool.self, forKey: .fullState)
        fullPaths = try container.decode(Bool.self, forKey: .fullPaths)
        layout = TextLayout(width: try container.decode(Int.self, forKey: .width))
        palette = try container.decode(Bool.self, forKey: .colored) ? .ansi : .plain
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(variants, forKey: .variants)
        try container.encodeIfPresent(steps?.description, forKey: .steps)
        try container.encode(summaryOnly, forKey: .summaryOnly)
        try container.encode(fullState, forKey: .fullState)
        try container.encode(fullPaths, forKey: .fullPaths)
        try container.encode(layout.width, forKey: .width)
        try container.encode(palette.isColored, forKey: .colored)
    }
}
