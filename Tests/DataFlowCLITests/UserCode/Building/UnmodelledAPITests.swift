import Testing

@testable import DataFlowCLI

/// A compile error lists every name the compiler could not find, in every file, with where it is
/// used and whose it is; the SwiftUI names come from `docs/swiftui-api.tsv` (issue 29).
@Suite struct UnmodelledAPITests {
    static let notYet = "SwiftUI's, not modelled by dataflow yet (README: \"Supported SwiftUI\")"
    static let nobodys = "not a name of SwiftUI or of a framework dataflow supplies: declared in a file not given, or misspelt?"

    /// A name the classification still lists as not yet (which one changes as dataflow grows),
    /// used in two files, is listed once at its first place; a name nobody declares says so.
    @Test func everyMissingNameIsListedOnceWithItsPlaceAndWhoseItIs() throws {
        let notYet = try SwiftUICoverageTests.rows().filter { $0.status == "not yet" && !$0.name.contains(".") }.map(\.name)
        let name = try #require(notYet.first)
        let diagnostics = """
            /tmp/App/V.swift:3:9: error: value of type 'Text' has no member '\(name)'
            /tmp/App/Model.swift:12:5: error: cannot find type 'Ledger' in scope
            /tmp/App/Row.swift:4:19: error: value of type 'Image' has no member '\(name)'
            """
        #expect(
            UnmodelledAPI.hints(for: diagnostics) == [
                "the compiler could not find 2 names:",
                "  '\(name)' (V.swift:3): \(Self.notYet)",
                "  'Ledger' (Model.swift:12): \(Self.nobodys)",
            ])
        // A type's name is found as a member's is.
        #expect(UnmodelledAPI.hints(for: "/tmp/App/V.swift:3:9: error: cannot find 'Ledger' in scope").count == 2)
    }

    /// A name once missing and now supplied says so.
    @Test func aNameSuppliedSinceSaysItIsSupplied() {
        #expect(UnmodelledAPI.status(of: "SubscriptionView").hasPrefix("SwiftUI's, supplied by dataflow in its common forms"))
    }

    @Test func aSuppliedNameUsedInAnotherFormSaysSo() {
        #expect(UnmodelledAPI.status(of: "GeometryReader").hasPrefix("SwiftUI's, supplied by dataflow in its common forms"))
        #expect(UnmodelledAPI.status(of: "FetchRequest") != Self.nobodys)
        #expect(UnmodelledAPI.hints(for: "error: cannot convert value of type 'Int' to 'String'").isEmpty)
    }

    @Test func anEnvironmentKeyPathTheCompilerCannotTypeIsNamed() {
        let diagnostics = """
            V.swift:3:6: error: no exact matches in call to initializer
                @Environment(\\.undoManager) var undo
                 ^
            V.swift:3:19: error: cannot infer key path type from context; consider explicitly specifying a root type
                @Environment(\\.undoManager) var undo
                              ^
            """
        #expect(UnmodelledAPI.missingNames(in: diagnostics).map(\.name) == ["undoManager"])
    }

    @Test func aModuleDataflowDoesNotSupplyIsNamedWithThoseItDoes() {
        let hints = UnmodelledAPI.hints(for: "error: no such module 'AppIntents'")
        #expect(hints.count == 1)
        #expect(hints.first?.hasPrefix("'AppIntents' is not a framework dataflow supplies") == true)
        #expect(hints.first?.contains("Charts") == true)
    }

    /// A `@MainActor` model read from a body compiles in Xcode (SwiftUI's bodies are main-actor
    /// code) but not here: the error says why, and what to change.
    @Test func aMainActorModelIsExplained() {
        let diagnostics = "RollsView.swift:15:28: error: main actor-isolated property 'rolls' can not be referenced from a nonisolated context"
        #expect(UnmodelledAPI.hints(for: diagnostics).first?.hasPrefix("a view's body and methods run on the main actor in SwiftUI") == true)
    }
}
