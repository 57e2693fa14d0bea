import Testing

@testable import DataFlowCLI

/// `@Entry` expanded as Apple's macro expands it, on the declaration's own line.
@Suite struct EntryMacroTests {
    private func prepared(_ source: String) -> [String] {
        Preprocessor.prepare(source).source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func anEnvironmentEntryBecomesAKeyWhoseDefaultIsMadeAtEachRead() {
        let lines = prepared(
            """
            extension EnvironmentValues {
                @Entry var accent: String = "blue" // the accent
                @Entry var showsHints = true
            }
            """)
        #expect(lines.count == 4, "no line moves")
        #expect(
            lines[1]
                == "    var accent: String { get { self[__Key_accent.self] } set { self[__Key_accent.self] = newValue } }; "
                + "private struct __Key_accent: EnvironmentKey { typealias Value = String; static var defaultValue: Value { \"blue\" } }")
        #expect(
            lines[2]
                == "    var showsHints: __Key_showsHints.Value { get { self[__Key_showsHints.self] } set { self[__Key_showsHints.self] = newValue } }; "
                + "internal struct __Key_showsHints: EnvironmentKey { static let defaultValue = true }")
    }

    @Test func aPublicEntryWithoutATypeHasAPublicKey() {
        let lines = prepared("public extension EnvironmentValues {\n    @Entry public var count = 0\n}")
        #expect(lines[1].hasSuffix("public struct __Key_count: EnvironmentKey { public static let defaultValue = 0 }"))
        #expect(lines[1].hasPrefix("    public var count: __Key_count.Value {"))
    }

    @Test func transactionAndFocusedValuesHaveTheirOwnKeys() {
        let lines = prepared(
            """
            extension Transaction {
                @Entry var isQuick = false
            }
            extension FocusedValues {
                @Entry var selectedNote: String?
            }
            """)
        #expect(lines[1].contains("struct __Key_isQuick: TransactionKey"))
        #expect(lines[4].hasPrefix("    var selectedNote: String? {"))
        #expect(lines[4].hasSuffix("private struct __Key_selectedNote: FocusedValueKey { typealias Value = String }"))
    }

    /// iOS 18's container values: a key whose default is the initial value, as the environment's.
    @Test func containerValuesHaveTheirOwnKeys() {
        let lines = prepared("extension ContainerValues {\n    @Entry var isPinned: Bool = false\n}")
        #expect(lines[1].hasPrefix("    var isPinned: Bool { get { self[__Key_isPinned.self] }"))
        #expect(
            lines[1].hasSuffix(
                "private struct __Key_isPinned: ContainerValueKey { typealias Value = Bool; static var defaultValue: Value { false } }"))
    }

    @Test func anEntryOutsideAContainerIsLeftForTheCompiler() {
        let source = "struct Settings {\n    @Entry var count = 0\n}"
        #expect(Preprocessor.prepare(source).source == source)
    }
}
