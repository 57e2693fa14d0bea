/// A setting of one tip (`MaxDisplayCount(3)`): accepted and never applied, since every tip is
/// available here (see `Tip.status`).
public protocol TipOption: Sendable {}

extension Tips {
    /// Whether the tip shows whatever the configured display frequency.
    public struct IgnoresDisplayFrequency: TipOption {
        let ignoresDisplayFrequency: Bool
        public init(_ ignoresDisplayFrequency: Bool) { self.ignoresDisplayFrequency = ignoresDisplayFrequency }
    }

    /// How many times the tip shows before TipKit invalidates it.
    public struct MaxDisplayCount: TipOption {
        let maxDisplayCount: Int
        public init(_ maxDisplayCount: Int) { self.maxDisplayCount = maxDisplayCount }
    }

    /// How long the tip shows in all before TipKit invalidates it (iOS 18).
    public struct MaxDisplayDuration: TipOption {
        let maxDisplayDuration: TimeInterval
        public init(_ maxDisplayDuration: TimeInterval) { self.maxDisplayDuration = maxDisplayDuration }
    }

    /// Builds a tip's `options`: each option, in order; an empty body is none.
    @resultBuilder
    public struct OptionsBuilder {
        public static func buildExpression(_ child: some TipOption) -> [any TipOption] { [child] }
        @_disfavoredOverload public static func buildExpression(_ child: (any TipOption)?) -> [any TipOption] { child.map { [$0] } ?? [] }
        public static func buildExpression(_ child: [any TipOption]) -> [any TipOption] { child }
        public static func buildBlock() -> [any TipOption] { [] }
        public static func buildEither(first: [any TipOption]) -> [any TipOption] { first }
        public static func buildEither(second: [any TipOption]) -> [any TipOption] { second }
        public static func buildOptional(_ component: [any TipOption]?) -> [any TipOption] { component ?? [] }
        public static func buildPartialBlock(first: [any TipOption]) -> [any TipOption] { first }
        public static func buildPartialBlock(accumulated: [any TipOption], next: [any TipOption]) -> [any TipOption] { accumulated + next }
    }
}
