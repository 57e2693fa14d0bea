import Foundation

/// One predicate used inside another (`#Predicate { matchesAccount.evaluate($0) && … }`), as apps
/// combine filters since iOS 17.4.
///
/// Apple's Foundation expands `evaluate(_:)` in `#Predicate` to `build_evaluate`; the macro the
/// Swift toolchain ships on Linux refuses it ("The evaluate(_:) function is not supported in this
/// predicate"). So dataflow's preprocessor writes the call as `contains(_:)`, a function the
/// macro accepts (same length: no column moves), and this overload, for a predicate and its
/// input, builds the same evaluation: the inner predicate applied to the input.
extension PredicateExpressions {
    public struct PredicateEvaluate<Condition: PredicateExpression, Input: PredicateExpression>: PredicateExpression
    where Condition.Output == Predicate<Input.Output> {
        public typealias Output = Bool
        public let predicate: Condition
        public let input: Input

        public init(predicate: Condition, input: Input) {
            self.predicate = predicate
            self.input = input
        }

        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            try predicate.evaluate(bindings).evaluate(input.evaluate(bindings))
        }
    }

    public static func build_contains<Condition, Input>(_ predicate: Condition, _ input: Input) -> PredicateEvaluate<Condition, Input> {
        PredicateEvaluate(predicate: predicate, input: input)
    }

    /// The same for an `Expression` that gives a `Bool` (iOS 18's `#Expression`).
    public struct EvaluateExpression<Condition: PredicateExpression, Input: PredicateExpression>: PredicateExpression
    where Condition.Output == Expression<Input.Output, Bool> {
        public typealias Output = Bool
        public let expression: Condition
        public let input: Input

        public init(expression: Condition, input: Input) {
            self.expression = expression
            self.input = input
        }

        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            try expression.evaluate(bindings).evaluate(input.evaluate(bindings))
        }
    }

    public static func build_contains<Condition, Input>(_ expression: Condition, _ input: Input) -> EvaluateExpression<Condition, Input> {
        EvaluateExpression(expression: expression, input: input)
    }
}

/// What the preprocessor's `contains(_:)` is before the macro expands it: the closure a macro is
/// given is type-checked as written. Not Apple's API (an app writes `evaluate(_:)`).
extension Predicate {
    public func contains(_ input: repeat each Input) -> Bool { (try? evaluate(repeat each input)) ?? false }
}

extension Expression where Output == Bool {
    public func contains(_ input: repeat each Input) -> Bool { (try? evaluate(repeat each input)) ?? false }
}

/// A predicate is code here, not data: nothing archives one, so the conformance the macro's
/// result type asks for refuses to encode or decode.
extension PredicateExpressions.PredicateEvaluate: StandardPredicateExpression, Codable, @unchecked Sendable {
    public init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(
            .init(codingPath: decoder.codingPath, debugDescription: "a predicate that evaluates another is not archived"))
    }

    public func encode(to encoder: any Encoder) throws {
        throw EncodingError.invalidValue(
            self, .init(codingPath: encoder.codingPath, debugDescription: "a predicate that evaluates another is not archived"))
    }
}

extension PredicateExpressions.EvaluateExpression: StandardPredicateExpression, Codable, @unchecked Sendable {
    public init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(
            .init(codingPath: decoder.codingPath, debugDescription: "an expression evaluated in a predicate is not archived"))
    }

    public func encode(to encoder: any Encoder) throws {
        throw EncodingError.invalidValue(
            self, .init(codingPath: encoder.codingPath, debugDescription: "an expression evaluated in a predicate is not archived"))
    }
}
