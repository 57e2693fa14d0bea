import Testing

@testable import DataFlow

/// A localized string key is read as inline Markdown, as SwiftUI reads it: the screen shows the
/// text without its markup; a `String` and an interpolated value are shown as they are.
@Suite struct InlineMarkdownTests {
    private struct Notes: View {
        let name = "**x**"
        var body: some View {
            VStack {
                Text("**Bold** and _it_ [link](https://a.b) `code` ~~old~~")
                Text(name)
                Text(verbatim: "**v**")
                Text("Hi **\(name)**!")
                Button("**Save** now") {}
            }
        }
    }

    @Test func theScreenShowsTheTextWithoutItsMarkup() {
        let session = Session(Notes())
        #expect(
            session.screen == [
                "VStack", "  Text \"Bold and it link code old\"", "  Text \"**x**\"", "  Text \"**v**\"", "  Text \"Hi **x**!\"",
                "  Button \"Save now\"",
            ])
    }

    @Test func whatIsNotEmphasisStaysAsWritten() {
        for text in ["5 * 3 * 2", "snake_case_name", "a ** b", "price: $5 *", "# Title", "- item", "[not a link]", "`open"] {
            #expect(InlineMarkdown.plainText(text) == text)
        }
        #expect(InlineMarkdown.plainText("\\*kept\\*") == "*kept*")
        #expect(InlineMarkdown.plainText("__strong__ and *em*, ***both***") == "strong and em, both")
    }
}
