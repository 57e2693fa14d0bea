import DataFlow
import Foundation
import Testing

/// `AttributedString(markdown:)`, as an app shows a language model's answer: the characters a
/// reader sees, for each syntax (§27).
@Suite struct AttributedStringMarkdownTests {
    private let answer = "# Plan\nStart **slowly**,\nthen run.\n\n- Rest\n- [Stretch](https://a.b)"

    @Test func theFullSyntaxDropsTheBlocksMarkupAndTheBreaksBetweenThem() throws {
        let text = try AttributedString(markdown: answer)
        #expect(String(text.characters) == "PlanStart slowly, then run.RestStretch")
    }

    @Test func inlineSyntaxKeepsOrCollapsesTheWhitespace() throws {
        let kept = try AttributedString(markdown: answer, options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
        #expect(String(kept.characters) == "# Plan\nStart slowly,\nthen run.\n\n- Rest\n- Stretch")
        let collapsed = try AttributedString(markdown: answer, options: .init(interpretedSyntax: .inlineOnly))
        #expect(String(collapsed.characters) == "# Plan Start slowly, then run. - Rest - Stretch")
    }

    @Test func aTextViewShowsTheCharacters() throws {
        struct Answer: View {
            var body: some View { Text(try! AttributedString(markdown: "**Yes**, *really*")) }
        }
        #expect(Session(Answer()).screen == ["Text \"Yes, really\""])
    }
}
