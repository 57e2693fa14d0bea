import Testing
@testable import DataFlowCLI

/// A compile error about SwiftUI API that dataflow lacks says so, in a `note:`.
@Suite struct UnmodelledAPITests {
    @Test func aMissingNameOrMemberIsNamed() {
        #expect(UnmodelledAPI.hints(for: "V.swift:3:9: error: cannot find 'GeometryReader' in scope") == [
            "'GeometryReader' is SwiftUI API that dataflow does not model yet (README: \"Supported SwiftUI\")",
        ])
        #expect(UnmodelledAPI.hints(for: "error: value of type 'Text' has no member 'opacity'\nerror: value of type 'Text' has no member 'opacity'").count == 1)
    }

    @Test func anEnvironmentKeyPathTheCompilerCannotTypeIsNamed() {
        let diagnostics = """
            V.swift:3:6: error: no exact matches in call to initializer
                @Environment(\\.colorScheme) var scheme
                 ^
            V.swift:3:19: error: cannot infer key path type from context; consider explicitly specifying a root type
                @Environment(\\.colorScheme) var scheme
                              ^
            """
        #expect(UnmodelledAPI.hints(for: diagnostics) == [
            "'colorScheme' is SwiftUI API that dataflow does not model yet (README: \"Supported SwiftUI\")",
        ])
    }

    @Test func theUsersOwnNamesAndOtherErrorsGetNoHint() {
        #expect(UnmodelledAPI.hints(for: "error: cannot find 'MyModel' in scope").isEmpty)
        #expect(UnmodelledAPI.hints(for: "error: cannot convert value of type 'Int' to 'String'").isEmpty)
    }

    @Test func aPlatformModuleIsNamed() {
        #expect(UnmodelledAPI.hints(for: "error: no such module 'UIKit'") == [
            "'UIKit' is not available here: dataflow runs SwiftUI's data flow (and Foundation, Observation) only",
        ])
    }
}
