import Foundation

extension AttributedString {
    /// How `AttributedString(markdown:)` reads its text (Apple's Foundation; the toolchain's has no
    /// Markdown).
    public struct MarkdownParsingOptions: Hashable, Sendable {
        public enum InterpretedSyntax: Hashable, Sendable {
            /// Blocks and inline styles: the blocks' markup and the breaks between them go.
            case full
            /// Inline styles only; runs of whitespace, line breaks included, become one space.
            case inlineOnly
            /// Inline styles only; the text's whitespace and line breaks stay.
            case inlineOnlyPreservingWhitespace
        }

        public enum FailurePolicy: Hashable, Sendable {
            case throwError, returnPartiallyParsedIfPossible
        }

        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?
        public var appliesSourcePositionAttributes: Bool

        public init(
            allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full, failurePolicy: FailurePolicy = .throwError,
            languageCode: String? = nil, appliesSourcePositionAttributes: Bool = false
        ) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
            self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
        }
    }

    /// Styled text from Markdown, as a language model's answer is shown: the characters a reader
    /// sees (the styles are appearance, §27). With the default `.full` syntax the blocks' markup
    /// goes (`# `, `- `, `1. `, `> `) and so do the breaks between blocks, which is why apps that
    /// want their line breaks pass `.inlineOnlyPreservingWhitespace`.
    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        self.init(MarkdownText.characters(of: markdown, syntax: options.interpretedSyntax))
    }

    public init(markdown: Data, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        guard let text = String(data: markdown, encoding: .utf8) else { throw CocoaError(.fileReadInapplicableStringEncoding) }
        try self.init(markdown: text, options: options, baseURL: baseURL)
    }
}

/// The characters of Markdown text once read, for each syntax `AttributedString` offers.
enum MarkdownText {
    static func characters(of markdown: String, syntax: AttributedString.MarkdownParsingOptions.InterpretedSyntax) -> String {
        switch syntax {
        case .inlineOnlyPreservingWhitespace:
            return InlineMarkdown.plainText(markdown)
        case .inlineOnly:
            return InlineMarkdown.plainText(markdown).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        case .full:
            // Each block's text, its markup gone; a paragraph's lines joined by a space; nothing
            // between blocks.
            var blocks: [String] = []
            var paragraph: [String] = []
            func endParagraph() {
                if !paragraph.isEmpty { blocks.append(paragraph.joined(separator: " ")) }
                paragraph = []
            }
            for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty {
                    endParagraph()
                } else if let content = blockContent(of: trimmed) {
                    endParagraph()
                    blocks.append(content)
                } else {
                    paragraph.append(trimmed)
                }
            }
            endParagraph()
            return blocks.map(InlineMarkdown.plainText).joined()
        }
    }

    /// The text of a line that is a block of its own (a heading, a list item, a quote), without
    /// its marker; nil for a paragraph's line.
    private static func blockContent(of line: String) -> String? {
        if let match = line.wholeMatch(of: #/#{1,6}\s+(.*?)\s*#*/#) { return String(match.output.1) }
        if let match = line.wholeMatch(of: #/(?:[-*+]|\d{1,9}[.)])\s+(.*)/#) { return String(match.output.1) }
        if let match = line.wholeMatch(of: #/>\s?(.*)/#) { return String(match.output.1) }
        return nil
    }
}
