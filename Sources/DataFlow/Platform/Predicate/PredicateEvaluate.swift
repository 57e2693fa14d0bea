import Foundation

/// One predicate used inside another (`#Predicate { matchesAccount.evaluate($0) && … }`), as apps
/// combine filters since iOS 17.4; or an `Expression` that gives a `Bool` (iOS 18's
/// `#Expression`).
///
/// Apple's Foundation expands `evaluate(_:)` in `#Predicate` to `build_evaluate`; the macro the
/// Swift toolchain ships on Linux refuses it ("The evaluate(_:) function is not supported in this
/// predicate"). So dataflow's preprocessor writes the call as `contains(_:)`, a function the
/// macro accepts (same length: no column moves), and these overloads, for a predicate or an
/// expression and its input, build the same evaluation: the other one applied to the input.
extension PredicateExpressions {
    public struct PredicateEvaluate<Condition: PredicateExpression, Input: PredicateExpression>: PredicateExpression {
        public typealias Output = Bool
        public let condition: Condition
        public let input: Input
        /// Applies what `condition` gives (a predicate, an expression) to what `input` gives.
        let apply: (Condition.Output, Input.Output) throws -> Bool

        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            try apply(condition.evaluate(bindings), input.evaluate(bindings))
        }
    }

    public static func build_contains<Condition, Input>(_ predicate: Condition, _ input: Input) -> PredicateEvaluate<Condition, Input>
    where Condition.Output == Predicate<Input.Output> {
        PredicateEvaluate(condition: predicate, input: input) { try $0.evaluate($1) }
    }

    public static func build_contains<Condition, Input>(_ expression: Condition, _ input: Input) -> PredicateEvaluate<Condition, Input>
    where Condition.Output == Expression<Input.Output, Bool> {
        PredicateEvaluate(condition: expression, input: input) { try $0.evaluate($1) }
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
