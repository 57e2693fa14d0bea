import Foundation

/// The key of a localized string: what a string literal is when SwiftUI API takes a title
/// (`Text("Hello")`, `Button("Save")`). Its interpolations take SwiftUI's extra arguments:
/// `"\(price, specifier: "%.2f")"`, `"\(amount, format: .number)"`, `"\(date, style: .time)"`.
///
/// dataflow has no string tables: a key is its own text, in the development language.
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text the key resolves to.
    let text: String
    /// The same, for a framework that shows it.
    package var string: String { text }

    /// A key's text is read as inline Markdown, as SwiftUI reads it (`InlineMarkdown`).
    public init(_ value: String) { text = InlineMarkdown.plainText(value) }
    public init(stringLiteral value: String) { text = InlineMarkdown.plainText(value) }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.resolved }

    public struct StringInterpolation: StringInterpolationProtocol {
        /// The literal's text and the interpolated values, as written.
        var text = ""
        /// Where the literal's own segments are in `text`, in characters: only they are read as
        /// Markdown, as SwiftUI reads the key's format and inserts its arguments as they are.
        private var literals: [Range<Int>] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) {
            let start = text.count
            text += literal
            literals.append(start..<text.count)
        }

        /// The text shown: the literal's Markdown applied around the interpolated values, each
        /// standing in for one character of the private use area while the markup is read.
        var resolved: String {
            let characters = Array(text)
            var format = ""
            var arguments: [String] = []
            var index = 0
            for literal in literals + [characters.count..<characters.count] {
                if index < literal.lowerBound {
                    format.unicodeScalars.append(Unicode.Scalar(0xE000 + UInt32(arguments.count))!)
                    arguments.append(String(characters[index..<literal.lowerBound]))
                }
                format += String(characters[literal])
                index = literal.upperBound
            }
            guard arguments.count < 0x1000 else { return text }
            var shown = ""
            for scalar in InlineMarkdown.plainText(format).unicodeScalars {
                let argument = Int(scalar.value) - 0xE000
                if argument >= 0, argument < arguments.count { shown += arguments[argument] } else { shown.unicodeScalars.append(scalar) }
            }
            return shown
        }

        public mutating func appendInterpolation(_ string: String) { text += string }

        public mutating func appendInterpolation<Subject: CustomStringConvertible>(_ value: Subject) { text += value.description }

        @_disfavoredOverload
        public mutating func appendInterpolation<Subject>(_ value: Subject) { text += String(describing: value) }

        /// `"\(price, specifier: "%.2f")"`: printf-style formatting.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            text += String(format: specifier, locale: Locale(identifier: "en_US_POSIX"), value)
        }

        /// `"\(amount, format: .currency(code: "USD"))"`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            text += format.format(input)
        }

        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            text += Text.describe(date, style: style)
        }

        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
            text += formatter.string(for: subject) ?? ""
        }

        /// `"\(date, formatter: formatter)"`: `Date` is a `ReferenceConvertible` on Apple's systems.
        public mutating func appendInterpolation(_ date: Date, formatter: Formatter) {
            text += formatter.string(for: date) ?? ""
        }

        public mutating func appendInterpolation(_ text: Text) { self.text += text.content }

        public mutating func appendInterpolation(_ image: Image) { text += "[\(image.name)]" }
    }
}
