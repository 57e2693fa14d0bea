import DataFlow
import Foundation
import Testing

/// SwiftUI's attributes of an `AttributedString` are kept on its runs: code that highlights a
/// search match and reads it back works; `Text` shows the characters.
@Suite struct TextAttributesTests {
    @Test func aHighlightedMatchKeepsItsColoursOnItsRun() throws {
        var text = AttributedString("Milk and eggs")
        text.font = .body
        let range = try #require(text.range(of: "and"))
        text[range].backgroundColor = .yellow.opacity(0.3)
        text[range].foregroundColor = .primary
        text[range].underlineStyle = .single
        #expect(text.runs.count == 3)
        #expect(text[range].foregroundColor == .primary)
        #expect(text.runs.first?.font == .body)
        #expect(text.runs.first?.backgroundColor == nil)
        let screen = Session(root: Text(text)).screen
        #expect(screen == ["Text \"Milk and eggs\""])
    }

    /// UIKit's string measuring gives a deterministic estimate (no fonts in a run), so drawing
    /// code that paginates by it lays out the same way every run.
    @Test func measuredTextHasTheEstimatesSize() {
        let font = UIFont.systemFont(ofSize: 12, weight: .semibold)
        let size = ("Entry" as NSString).size(withAttributes: [.font: font])
        #expect(size == CGSize(width: 30, height: 14))
        #expect(UIFont.preferredFont(forTextStyle: .title1).pointSize == 28)
    }
}
