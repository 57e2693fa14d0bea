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

    public init(_ value: String) { text = value }
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) { text += literal }

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
