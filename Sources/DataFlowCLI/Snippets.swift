import DataFlow
import Experiments
import Foundation

/// The source files of compile-time lessons, read when a transcript shows them.
enum Snippets {
    /// The path a reader finds the snippet at, relative to the package.
    static func displayPath(_ error: CompileError) -> String {
        "experiments/compile-errors/" + error.snippet
    }

    static func source(of error: CompileError) -> String {
        let path = Catalog.compileErrorsDirectory + "/" + error.snippet
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            return "(snippet not found at \(path): run dataflow from its package checkout)"
        }
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}
