import Testing

@testable import DataFlowCLI

/// The compiler's words as the user should see them: their files by name, nothing of dataflow's
/// own paths or sources, and a crash of the compiler in one line (issue 30).
@Suite struct CompilerOutputTests {
    let output = CompilerOutput(
        files: [.init(staged: "/cache/building-1/sources/0/V.swift", shown: "App/V.swift")],
        internalPaths: ["/cache/building-1", "/src/dataflow"])

    @Test func aNoteInDataflowsSourcesKeepsItsWordsNotItsPlaceOrCode() {
        let raw = """
            /cache/building-1/sources/0/V.swift:3:27: error: initializer 'init(_:format:)' requires that 'Int' conform to 'FormatStyle'
            3 |     var body: some View { Text(5, 6) }
              |                           `- error: initializer 'init(_:format:)' requires that 'Int' conform to 'FormatStyle'

            /src/dataflow/Sources/DataFlow/View/Text.swift:36:12: note: where 'F' = 'Int'
             36 |     public init<F: FormatStyle>(_ input: F.FormatInput, format: F) {
                |            `- note: where 'F' = 'Int'

            error: fatal error in /cache/building-1/sources/main.swift
            """
        #expect(
            output.cleaned(raw) == """
                App/V.swift:3:27: error: initializer 'init(_:format:)' requires that 'Int' conform to 'FormatStyle'
                3 |     var body: some View { Text(5, 6) }
                  |                           `- error: initializer 'init(_:format:)' requires that 'Int' conform to 'FormatStyle'

                note: where 'F' = 'Int' (in SwiftUI, as dataflow declares it)

                error: fatal error in …/sources/main.swift
                """)
    }

    /// Each of the compiler's jobs reports an import it cannot find: said once.
    @Test func aDiagnosticRepeatedByEveryJobIsSaidOnce() {
        let error = """
            /cache/building-1/sources/0/V.swift:9:8: error: no such module 'AsyncAlgorithms'
            9 | import AsyncAlgorithms
              |        `- error: no such module 'AsyncAlgorithms'

            """
        let other = "/cache/building-1/sources/0/V.swift:12:3: error: cannot find 'x' in scope\n"
        let cleaned = output.cleaned(error + error + other + error)
        #expect(cleaned.components(separatedBy: "error: no such module").count == 3, "the header and its excerpt, once")
        #expect(cleaned.hasSuffix("App/V.swift:12:3: error: cannot find 'x' in scope"))
    }

    @Test func aCompilerCrashIsOneLineThatSaysWhereAndWhat() {
        let raw = """
            error: compile command failed due to signal 11 (use -v to see invocation)
            Please submit a bug report (https://swift.org/contributing/#reporting-bugs) and include the crash backtrace.
            Stack dump:
            4.	While evaluating request ParseTopLevelDeclsRequest(source_file "/cache/building-1/sources/0/V.swift")
            6.	With parser at source location: /cache/building-1/sources/0/V.swift:3:13271
              #0 0x000055803c58d738 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int)
            """
        #expect(
            output.crash(in: raw)
                == "the Swift compiler crashed (signal 11) while parsing your code in App/V.swift at line 3, column 13271: a compiler bug, not an error in your code; simplify the code there (a very deeply nested expression or interpolation?), or try another toolchain with DATAFLOW_SWIFTC"
        )
        #expect(output.crash(in: "V.swift:1:1: error: cannot find 'x' in scope") == nil)
    }
}
