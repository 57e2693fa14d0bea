import DataFlow
import DataFlowProgram

/// A parsed command line.
enum Invocation: Equatable {
    case help(command: String?)
    case version
    case list(format: OutputFormat)
    case run(ids: [String], all: Bool, format: OutputFormat, display: DisplayRequest)
    case verify(ids: [String], record: Bool, goldens: String?)
    /// `run`, `list` or `verify` on the user's own files.
    case files(FileRequest)
    case explain(ids: [String])
    case show(ids: [String])
    /// Play one variant of an experiment interactively.
    case play(id: String, variant: String?, display: DisplayRequest)
    /// A shell completion script.
    case completion(Shell)
    /// Why a view of an experiment did or did not update.
    case why(WhyRequest)
    /// Two variants of an experiment, or two versions of the user's code, step by step.
    case diff(DiffRequest)
    /// A live playground in the browser.
    case serve(ServeRequest)
}

/// `dataflow diff`: an experiment's two variants, or two runs of the user's code.
struct DiffRequest: Equatable {
    var id: String?
    /// The two runs of the user's code (each as `run --format json` would do it).
    var sides: [FileRequest] = []
    var variants: [String]?
    var width: Int?
}

/// `dataflow why`'s question, for an experiment or (in a `FileRequest`) for the user's files.
struct WhyRequest: Equatable {
    var id: String = ""
    var view: String
    var step: Int?
    var variants: [String]?
    var format = OutputFormat.text
    var width: Int?
}

/// What to do with the user's own Swift files.
struct FileRequest: Equatable {
    enum Command: Equatable {
        case run
        case list
        /// Against one golden file (a root view) or a directory of goldens (declared experiments).
        case verify(golden: String?, goldens: String?, record: Bool)
        /// Interactively, one action at a time.
        case play
        /// Why a view did or did not update.
        case why(WhyRequest)
    }

    /// Where the script comes from.
    enum Script: Equatable {
        case inline(String)
        case file(String)
    }

    var command: Command
    var files: [String]
    var root: String?
    var script: Script?
    /// `--screen`: the screen size the views are offered.
    var screen: ScreenSize?
    /// `--timeout`: seconds the program may run (infinity for `none`); else `DATAFLOW_TIMEOUT`.
    var timeout: Double?
    /// `--compile-timeout`: seconds compiling may take (infinity for `none`); else
    /// `DATAFLOW_COMPILE_TIMEOUT`.
    var compileTimeout: Double?
    var format: OutputFormat = .text
    var display = DisplayRequest()
}

extension FileRequest {
    /// A time limit as `--timeout` and `DATAFLOW_TIMEOUT` give it: a positive number of seconds,
    /// or `none` (infinity); nil when it is neither.
    static func seconds(_ text: String) -> Double? {
        if text == "none" { return .infinity }
        guard let seconds = Double(text), seconds.isFinite, seconds > 0 else { return nil }
        return seconds
    }
}

/// How transcripts and lists are printed.
enum OutputFormat: String, CaseIterable, Equatable {
    case text
    case json
    case markdown
    case html
    case mermaid
    case dot

    /// The formats goldens are kept in.
    static let transcriptFormats: [OutputFormat] = [.text, .json]
}
