import DataFlow
import Foundation

/// What the `dataflow` command asks of a user's compiled program: one typed request both sides
/// share.
///
/// The command writes it on a pipe, after the run's secret on a line of its own (a script of any
/// length fits); the program reads it before any of the user's code runs (`ProgramLaunch`), so
/// it is never in the program's arguments nor in a file. The program answers with a
/// `ProgramResponse` on its channel (`ProgramChannel`), framed with the request's `token`.
///
/// The program only plays: every command (`run` in any format, `verify`, `why`, `play`, `diff`)
/// is the command's own work on the transcripts it gets back, so the program links the runtime
/// and the frameworks, never the command.
package struct ProgramRequest: Codable, Equatable {
    package enum Work: Codable, Equatable {
        /// The experiments a file declares, described (`dataflow list`).
        case list
        /// Play and return the transcripts: a root view plays `script`; a file of experiments
        /// plays each one's own script (`script` is nil). `dependencies` records what depends on
        /// what after each step (for `why`, `play` and the pictures).
        case play(script: [ScriptAction]?, dependencies: Bool)
    }

    package var work: Work
    /// The secret that frames the answer, so nothing the user's code writes can pass for it.
    package var token: String
    /// The screen the views are played on (`--screen`); nil for the default.
    package var screen: ScreenSize?

    package init(work: Work, token: String, screen: ScreenSize? = nil) {
        self.work = work
        self.token = token
        self.screen = screen
    }

    /// A new secret: 128 random bits as hex.
    package static func makeToken() -> String {
        (0..<4).map { _ in String(UInt32.random(in: 0...UInt32.max), radix: 16) }.joined(separator: "-")
    }
}

/// The program's one answer to a request: data, which the command renders.
package struct ProgramResponse: Codable {
    /// What the file declares: its experiments, or the one a root view makes.
    package var experiments: [ExperimentSummary] = []
    /// The transcripts played, in the experiments' order (none for `list`).
    package var transcripts: [Transcript] = []
    /// What the views' code wrote to standard output outside any step, as written (the command
    /// escapes it before it reaches a terminal).
    package var outsideOutput = ""

    package init(experiments: [ExperimentSummary] = [], transcripts: [Transcript] = [], outsideOutput: String = "") {
        self.experiments = experiments
        self.transcripts = transcripts
        self.outsideOutput = outsideOutput
    }
}

/// An experiment as `list` shows it, and how many actions its script has (a `--steps` beyond
/// them is refused).
package struct ExperimentSummary: Codable, Equatable {
    package var id: String
    package var title: String
    package var claims: [String]
    package var compileError: CompileError?
    package var scriptLength: Int

    package init(id: String, title: String = "", claims: [String] = [], compileError: CompileError? = nil, scriptLength: Int) {
        self.id = id
        self.title = title
        self.claims = claims
        self.compileError = compileError
        self.scriptLength = scriptLength
    }

    package init(_ experiment: Experiment) {
        id = experiment.id
        title = experiment.title
        claims = experiment.claims
        compileError = experiment.compileError
        scriptLength = experiment.script.count
    }
}
