import Testing

@testable import DataFlowCLI

@Suite struct FormattingTests {
    @Test func unifiedDiffShowsContextAndChanges() {
        let diff = unifiedDiff(expected: "a\nb\nc\nd\n", actual: "a\nB\nc\nd\n", expectedName: "old", actualName: "new")
        #expect(diff == "--- old\n+++ new\n@@ -1,5 +1,5 @@\n a\n-b\n+B\n c\n d\n \n")
    }

    @Test func jsonEscapesAndKeepsKeyOrder() {
        let value = JSONValue.object([("b", .string("quote \" and \\ and \n")), ("a", .array([])), ("c", .null)])
        #expect(value.rendered() == "{\n  \"b\": \"quote \\\" and \\\\ and \\n\",\n  \"a\": [],\n  \"c\": null\n}\n")
    }

    @Test func lessonsWrapAtSpaces() {
        #expect(wrap("one two three four", width: 9) == ["one two", "three", "four"])
    }
}
