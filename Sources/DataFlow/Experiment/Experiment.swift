/// An experiment: SwiftUI-style views, the script a user plays on them, and the lesson.
///
/// Variants run the same script on different code (a struct model and a class model); the
/// transcript shows each and ends with where they differ.
///
///     Experiment(
///         id: "state-of-array", title: "…", claims: ["S0.6", "S0.7"], lesson: "…",
///         variants: [Variant("struct") { StructToggles() }, Variant("class") { ClassToggles() }],
///         script: [.tap("SWITCH"), .tap("SHOW")])
public struct Experiment {
    /// Kebab-case id, used on the command line.
    public let id: String
    /// One line for `dataflow list`.
    public let title: String
    /// Seed claims (`S0.6`) and rules (`§3`, `D11`) the experiment demonstrates.
    public let claims: [String]
    /// The paragraph that explains the rule at work.
    public let lesson: String
    public let variants: [Variant]
    public let script: [ScriptAction]
    /// Views (by type name) whose struct the transcript shows at each step, as the parent created it
    /// and as the graph installed it: `_value`, and whether `_location` is set (S4.4).
    public let internals: [String]
    /// For a lesson about code that does not compile: the snippet and the compiler's diagnostic.
    public let compileError: CompileError?
    /// The file that declares the experiment (`#fileID`), for showing its code.
    public let file: String

    public init(
        id: String, title: String, claims: [String], lesson: String,
        variants: [Variant], script: [ScriptAction], internals: [String] = [], file: String = #fileID
    ) {
        self.id = id
        self.title = title
        self.claims = claims
        self.lesson = lesson
        self.variants = variants
        self.script = script
        self.internals = internals
        compileError = nil
        self.file = file
    }

    /// A lesson about code that must not compile, in SwiftUI or against dataflow: nothing runs; the
    /// transcript shows the snippet and the diagnostic, and the test suite type-checks the snippet.
    public init(id: String, title: String, claims: [String], lesson: String, doesNotCompile: CompileError, file: String = #fileID) {
        self.id = id
        self.title = title
        self.claims = claims
        self.lesson = lesson
        variants = []
        script = []
        internals = []
        compileError = doesNotCompile
        self.file = file
    }
}

/// A snippet under `experiments/compile-errors/` and the error the compiler must report for it.
public struct CompileError: Equatable, Codable, Sendable {
    /// The snippet's file name, e.g. `foreach-let-constant.swift`.
    public let snippet: String
    /// The diagnostic, as swiftc prints it after `error: `.
    public let diagnostic: String

    public init(snippet: String, diagnostic: String) {
        self.snippet = snippet
        self.diagnostic = diagnostic
    }
}

/// One version of an experiment's code.
public struct Variant {
    public let name: String
    /// What is different about this variant, in a few words.
    public let summary: String
    /// The variant demonstrates something SwiftUI stops the app for: reaching that fatal error is
    /// its expected end, not a failure of the experiment (and not reaching it is one).
    public let expectsFatalError: Bool
    /// The file that declares the variant's views (`#fileID`), for showing its code.
    public let file: String
    package let makeRoot: () -> any View

    public init<Root: View>(
        _ name: String, _ summary: String = "", expectsFatalError: Bool = false, file: String = #fileID, root: @escaping () -> Root
    ) {
        self.file = file
        self.name = name
        self.summary = summary
        self.expectsFatalError = expectsFatalError
        makeRoot = root
    }
}
