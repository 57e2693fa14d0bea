import Foundation

/// How Shortcuts reads an intent's parameters back as a sentence (`Log \(\.$amount) ml`).
public protocol ParameterSummary: Sendable {}

/// An intent with no summary of its own.
public struct _EmptyParameterSummary: ParameterSummary {
    public init() {}
}

/// One sentence with the intent's parameters in it.
public struct Summary<Intent: AppIntent>: ParameterSummary {
    public let format: ParameterSummaryString<Intent>

    public init(_ format: ParameterSummaryString<Intent>) { self.format = format }

    public init<Table>(_ format: ParameterSummaryString<Intent>, @ParameterSummaryBuilder<Intent> table: () -> Table) {
        self.format = format
    }
}

/// The sentence's text, with key paths to the intent's parameters interpolated (`\(\.$amount)`).
public struct ParameterSummaryString<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
    public let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) { text += "${parameter}" }
    }
}

/// Builds an intent's summary: the key paths in it take their root, the intent, from here.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    public static func buildExpression(_ summary: Summary<Intent>) -> Summary<Intent> { summary }
    public static func buildExpression<S: ParameterSummary>(_ summary: S) -> S { summary }
    public static func buildBlock<S: ParameterSummary>(_ summary: S) -> S { summary }
    public static func buildBlock() -> _EmptyParameterSummary { _EmptyParameterSummary() }
}
