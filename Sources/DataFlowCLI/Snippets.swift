import DataFlow
import DataFlowEmbedded

/// The source files of compile-time lessons, read when a transcript shows them.
enum Snippets {
    /// The path a reader finds the snippet at, relative to the package.
    static func displayPath(_ error: CompileError) -> String {
        "experiments/compile-errors/" + error.snippet
    }

    static func source(of error: CompileError) -> String {
        guard let text = EmbeddedSources.files["compile-errors/" + error.snippet] else {
            return "(snippet \(error.snippet) is not built into this binary: build it again)"
        }
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}
