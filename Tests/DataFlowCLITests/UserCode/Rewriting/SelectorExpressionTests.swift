import Testing

@testable import DataFlowCLI

/// `#selector(…)` is written as the Objective-C name it stands for, on its own line, with the
/// app's own method beside it (target-action calls it); a framework's method keeps the name alone.
@Suite struct SelectorExpressionTests {
    @Test func theExpressionBecomesTheSelectorItNames() {
        let source = """
            let resign = #selector(UIResponder.resignFirstResponder)
            let save = #selector( Store.save(_:to:) ) // later
            let text = "#selector(kept)"
            let tap = #selector(tapped)
            let on = #selector(getter: Switch.isOn)
            """
        let lines = Preprocessor.prepare(source).source.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "let resign = Selector(\"resignFirstResponder\")")
        #expect(lines[1] == "let save = Selector(\"save:to:\", Store.save(_:to:)) // later")
        #expect(lines[2] == "let text = \"#selector(kept)\"")
        #expect(lines[3] == "let tap = Selector(\"tapped\", tapped)")
        #expect(lines[4] == "let on = Selector(\"isOn\")")
    }

    @Test func objectiveCNamesFollowTheLabels() {
        #expect(SelectorExpression.objectiveCName("Model.save(with:)") == "saveWith:")
        #expect(SelectorExpression.objectiveCName("tapped(_:)") == "tapped:")
        #expect(SelectorExpression.objectiveCName("getter:Switch.isOn") == "isOn")
        #expect(SelectorExpression.objectiveCName("setter:Switch.isOn") == "setIsOn:")
        #expect(SelectorExpression.objectiveCName("") == nil)
    }
}
