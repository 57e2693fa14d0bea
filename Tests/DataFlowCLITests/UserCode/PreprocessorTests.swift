import Testing
@testable import DataFlowCLI

/// What the preprocessor does to a file pasted from an app, line for line.
@Suite struct PreprocessorTests {
    @Test func platformConditionsAreDecidedAsOnAnIPhone() {
        let source = """
            #if os(iOS)
            let a = 1
            #elseif os(macOS) || canImport(AppKit)
            let b = 2
            #endif
            #if canImport(UIKit) && !os(watchOS)
            #endif
            """
        let prepared = Preprocessor.prepare(source)
        let lines = prepared.source.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "#if true   ")
        #expect(lines[2] == "#elseif false     || false            ")
        #expect(lines[5] == "#if true             && !false      ")
        // No line or column moves: the compiler's messages point at the user's text.
        let original = source.split(separator: "\n", omittingEmptySubsequences: false).map(\.count)
        #expect(lines.map(\.count) == original)
        #expect(prepared.removed.contains("#if os(iOS)"))
    }

    @Test func otherConditionsAndOtherLinesAreTheCompilers() {
        let source = """
            #if DEBUG && targetEnvironment(simulator) && swift(>=5.9)
            // #if os(iOS) in a comment
            let text = "#if os(iOS)"
            let os = "os(iOS)"
            #endif
            """
        #expect(Preprocessor.prepare(source).source == source)
        #expect(Preprocessor.prepare(source).removed.isEmpty)
    }
}
