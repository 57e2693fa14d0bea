extension Tips {
    /// A condition a tip waits for before it shows, built by TipKit's `#Rule` macro.
    ///
    /// `#Rule(Self.$isLoggedIn) { $0 == true }` is a macro whose implementation ships with Apple's
    /// SDK, not with the Swift toolchain, so it is not declared here: code that writes it does not
    /// compile. Rules would never be evaluated anyway (every tip is available, see `Tip.status`).
    public struct Rule: Sendable {
        let operation: CompoundOperation?
        let rules: [Rule]

        /// Rules joined by `.disjunction` (any) or `.conjunction` (all) (iOS 26).
        public init(_ operation: CompoundOperation, _ rules: [Rule]) {
            self.operation = operation
            self.rules = rules
        }

        /// How `init(_:_:)` joins rules.
        public enum CompoundOperation: Hashable, Sendable {
            case disjunction
            case conjunction
        }
    }

    /// What a rule can test: a parameter's value, or an event's donations.
    public protocol RuleInput {
        associatedtype Value
    }

    /// Builds a tip's `rules`; an empty body is no rules.
    @resultBuilder
    public struct RuleBuilder {
        public static func buildBlock() -> [Rule] { [] }
        public static func buildExpression(_ child: Rule) -> [Rule] { [child] }
        @_disfavoredOverload public static func buildExpression(_ child: Rule?) -> [Rule] { child.map { [$0] } ?? [] }
        public static func buildExpression(_ child: [Rule]) -> [Rule] { child }
        @_disfavoredOverload public static func buildExpression(_ child: [Rule?]) -> [Rule] { child.compactMap { $0 } }
        public static func buildEither(first: [Rule]) -> [Rule] { first }
        public static func buildEither(second: [Rule]) -> [Rule] { second }
        public static func buildOptional(_ component: [Rule]?) -> [Rule] { component ?? [] }
        public static func buildPartialBlock(first: [Rule]) -> [Rule] { first }
        public static func buildPartialBlock(accumulated: [Rule], next: [Rule]) -> [Rule] { accumulated + next }
    }
}
