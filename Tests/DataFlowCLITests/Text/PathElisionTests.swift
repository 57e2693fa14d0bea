import Testing
@testable import DataFlowCLI

/// Deep trees' identity paths fold their repeats; a path that is merely long stays whole.
@Suite struct PathElisionTests {
    static func nested(_ depth: Int) -> String {
        (["ContentView"] + Array(repeating: "Nest[else]", count: depth) + ["Nest"]).joined(separator: "/")
    }

    @Test func aRecursiveViewsRunFoldsIntoOneSegmentWithItsCount() {
        #expect(PathElision.elide(Self.nested(40), toFit: 85) == "ContentView/Nest[else]×40/Nest")
        #expect(PathElision.elide(Self.nested(19_998), toFit: 85) == "ContentView/Nest[else]×19,998/Nest")
    }

    @Test func aRepeatedGroupFoldsInParentheses() {
        let path = (["Root"] + Array(repeating: "Row/VStack[1]", count: 30) + ["Text"]).joined(separator: "/")
        #expect(PathElision.elide(path, toFit: 60) == "Root/(Row/VStack[1])×30/Text")
    }

    @Test func aPathOfAtMostTwoLinesStaysWhole() {
        // Its middle may be what tells rows apart; wrapping once is cheaper than losing it.
        let path = "App/ContentView/ZStack[1]/VStack[1]/ZStack/ForEach[Card(id: UUID#1, prompt: \"H2O\")]/CardView"
        #expect(PathElision.elide(path, toFit: 60) == path)
        #expect(PathElision.elide(Self.nested(3), toFit: 30) == Self.nested(3))
    }

    @Test func aLongPathWithoutRepeatsKeepsEverySegment() {
        let path = (0..<40).map { "V\($0)" }.joined(separator: "/")
        #expect(PathElision.elide(path, toFit: 20) == path)
    }

    @Test func slashesInsideAnIdentityDoNotSplitIt() {
        #expect(PathElision.split("List/ForEach[a/b]/Row(x/y)/Text") == ["List", "ForEach[a/b]", "Row(x/y)", "Text"])
        let path = "List/" + Array(repeating: "ForEach[a/b]", count: 20).joined(separator: "/") + "/Text"
        #expect(PathElision.elide(path, toFit: 40) == "List/ForEach[a/b]×20/Text")
    }

    @Test func pathsShortOrFullIsAnOption() {
        #expect(DataflowCommand.run(["run", "state-of-array", "--paths", "full"]).exitCode == 0)
        #expect(DataflowCommand.run(["run", "state-of-array", "--paths", "short"]).stdout
            == DataflowCommand.run(["run", "state-of-array"]).stdout)
        let wrong = DataflowCommand.run(["run", "state-of-array", "--paths", "long"])
        #expect(wrong.exitCode == 64)
        #expect(wrong.stderr.hasPrefix("Error: invalid value 'long' for '--paths': expected 'short' or 'full'\n"))
    }
}
