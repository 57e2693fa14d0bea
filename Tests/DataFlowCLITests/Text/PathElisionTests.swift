import DataFlow
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

    @Test func theLastSegmentStaysApartAsTheGraphKeepsIt() {
        // The graph folds a path's complete segments; the view's own stays open for its children.
        let path = Array(repeating: "ContentView", count: 256).joined(separator: "/")
        #expect(PathElision.elide(path, toFit: 85) == "ContentView×255/ContentView")
    }

    @Test func anAppsLongPathWithoutRepeatsStaysWholeUpToEightLines() {
        let path =
            "MissionsGridApp/ContentView/NavigationStack/destination[1: 1]/MissionView/ScrollView/VStack[3]/"
            + "ScrollView/HStack/ForEach[Command Module Pilot]/NavigationLink/CrewMemberRow"
        #expect(PathElision.elide(path, toFit: 85) == path)
    }

    @Test func aPathOfAtMostTwoLinesStaysWhole() {
        // Its middle may be what tells rows apart; wrapping once is cheaper than losing it.
        let path = "App/ContentView/ZStack[1]/VStack[1]/ZStack/ForEach[Card(id: UUID#1, prompt: \"H2O\")]/CardView"
        #expect(PathElision.elide(path, toFit: 60) == path)
        #expect(PathElision.elide(Self.nested(3), toFit: 30) == Self.nested(3))
    }

    @Test func aDeepPathWithoutRepeatsKeepsItsEndsAndCountsTheRest() {
        let path = (0..<5_000).map { "V\($0)" }.joined(separator: "/")
        let short = PathElision.elide(path, toFit: 40)
        #expect(short.count <= 40)
        #expect(short.hasPrefix("V0/") && short.hasSuffix("/V4999"))
        let omitted = Int(short.split(separator: "…")[1].replacingOccurrences(of: ",", with: ""))
        #expect(omitted.map { $0 + short.split(separator: "/").count - 1 } == 5_000)
        // Up to two lines' worth stays whole.
        let twoLines = (0..<10).map { "V\($0)" }.joined(separator: "/")
        #expect(PathElision.elide(twoLines, toFit: 20) == twoLines)
    }

    @Test func slashesInsideAnIdentityDoNotSplitIt() {
        #expect(IdentityPathFolding.segments(of: "List/ForEach[a/b]/Row(x/y)/Text") == ["List", "ForEach[a/b]", "Row(x/y)", "Text"])
        let path = "List/" + Array(repeating: "ForEach[a/b]", count: 20).joined(separator: "/") + "/Text"
        #expect(PathElision.elide(path, toFit: 40) == "List/ForEach[a/b]×20/Text")
    }

    @Test func pathsFullWritesOutWhatTheGraphFolded() {
        #expect(PathElision.whole("ContentView/Nest[else]×3/Nest") == "ContentView/Nest[else]/Nest[else]/Nest[else]/Nest")
        #expect(PathElision.whole("A/(Row/VStack[1])×2/Text") == "A/Row/VStack[1]/Row/VStack[1]/Text")
        #expect(PathElision.whole("List/ForEach[7 × 8]/Row") == "List/ForEach[7 × 8]/Row")
    }

    @Test func pathsShortOrFullIsAnOption() {
        #expect(DataflowCommand.run(["run", "state-of-array", "--paths", "full"]).exitCode == 0)
        #expect(
            DataflowCommand.run(["run", "state-of-array", "--paths", "short"]).stdout
                == DataflowCommand.run(["run", "state-of-array"]).stdout)
        let wrong = DataflowCommand.run(["run", "state-of-array", "--paths", "long"])
        #expect(wrong.exitCode == 64)
        #expect(wrong.stderr.hasPrefix("Error: invalid value 'long' for '--paths': expected 'short' or 'full'\n"))
    }
}
