import Testing

@testable import DataFlowCLI

/// A compile error about SwiftUI API that dataflow lacks says so, in a `note:`; the names come
/// from `docs/swiftui-api.tsv` (what it classifies as not yet).
@Suite struct UnmodelledAPITests {
    @Test func aMissingNameOrMemberIsNamed() {
        #expect(
            UnmodelledAPI.hints(for: "V.swift:3:9: error: cannot find 'Canvas' in scope") == [
                "'Canvas' is SwiftUI API that dataflow does not model yet (README: \"Supported SwiftUI\")"
            ])
        #expect(
            UnmodelledAPI.hints(for: "error: value of type 'Text' has no member 'draggable'\nerror: value of type 'Text' has no member 'draggable'")
                .count == 1)
        // Core Data's data flow is not modelled either (SwiftData's is, §30).
        #expect(
            UnmodelledAPI.hints(for: "V.swift:3:6: error: unknown attribute 'FetchRequest'\nerror: cannot find 'FetchRequest' in scope") == [
                "'FetchRequest' is SwiftUI API that dataflow does not model yet (README: \"Supported SwiftUI\")"
            ])
        #expect(UnmodelledAPI.hints(for: "error: cannot find 'Query' in scope").isEmpty)
    }

    @Test func anEnvironmentKeyPathTheCompilerCannotTypeIsNamed() {
        let diagnostics = """
            V.swift:3:6: error: no exact matches in call to initializer
                @Environment(\\.managedObjectContext) var context
                 ^
            V.swift:3:19: error: cannot infer key path type from context; consider explicitly specifying a root type
                @Environment(\\.managedObjectContext) var context
                              ^
            """
        #expect(
            UnmodelledAPI.hints(for: diagnostics) == [
                "'managedObjectContext' is SwiftUI API that dataflow does not model yet (README: \"Supported SwiftUI\")"
            ])
    }

    @Test func theUsersOwnNamesModelledNamesAndOtherErrorsGetNoHint() {
        #expect(UnmodelledAPI.hints(for: "error: cannot find 'MyModel' in scope").isEmpty)
        #expect(UnmodelledAPI.hints(for: "error: cannot convert value of type 'Int' to 'String'").isEmpty)
        #expect(!UnmodelledAPI.swiftUINames.contains("GeometryReader"))
        #expect(UnmodelledAPI.swiftUINames.contains("Canvas"))
    }

    @Test func aPlatformModuleIsNamed() {
        #expect(
            UnmodelledAPI.hints(for: "error: no such module 'CoreData'") == [
                "'CoreData' is not available here: dataflow runs SwiftUI's data flow (with Foundation, Observation and the names README lists under \"Supported SwiftUI\")"
            ])
    }

    /// A `@MainActor` model read from a body compiles in Xcode (SwiftUI's bodies are main-actor
    /// code) but not here: the error says why, and what to change.
    @Test func aMainActorModelIsExplained() {
        let diagnostics = "RollsView.swift:15:28: error: main actor-isolated property 'rolls' can not be referenced from a nonisolated context"
        #expect(UnmodelledAPI.hints(for: diagnostics).first?.hasPrefix("a view's body and methods run on the main actor in SwiftUI") == true)
        #expect(UnmodelledAPI.hints(for: "error: cannot find 'x' in scope").isEmpty)
    }
}
