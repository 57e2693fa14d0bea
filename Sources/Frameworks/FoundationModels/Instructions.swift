/// What a session is told before any prompt: its role, its rules, examples.
public struct Instructions: Sendable, Equatable {
    let text: String

    init(text: String) {
        self.text = text
    }

    public init(_ content: some InstructionsRepresentable) {
        self = content.instructionsRepresentation
    }

    public init(@InstructionsBuilder _ content: () throws -> Instructions) rethrows {
        self = try content()
    }
}

/// Something that can be part of instructions: a string, instructions, generable content.
public protocol InstructionsRepresentable {
    @InstructionsBuilder var instructionsRepresentation: Instructions { get }
}

extension Instructions: InstructionsRepresentable {
    // `return`: the requirement is `@InstructionsBuilder`, which would otherwise build `self` again.
    public var instructionsRepresentation: Instructions { return self }
}

/// Builds instructions from lines: each string, instructions or value on a line of its own.
///
/// Apple's accepts only `InstructionsRepresentable` values; here any value is accepted too (as its
/// description), because `@Generable` types do not conform without their macro (see `Generable`).
@resultBuilder
public enum InstructionsBuilder {
    public static func buildExpression(_ expression: some InstructionsRepresentable) -> Instructions { expression.instructionsRepresentation }
    @_disfavoredOverload public static func buildExpression<Value>(_ expression: Value) -> Instructions { Instructions(text: "\(expression)") }
    public static func buildBlock(_ components: Instructions...) -> Instructions { joined(components) }
    public static func buildArray(_ components: [Instructions]) -> Instructions { joined(components) }
    public static func buildEither(first component: Instructions) -> Instructions { component }
    public static func buildEither(second component: Instructions) -> Instructions { component }
    public static func buildOptional(_ component: Instructions?) -> Instructions { component ?? Instructions(text: "") }
    public static func buildLimitedAvailability(_ component: Instructions) -> Instructions { component }

    private static func joined(_ components: [Instructions]) -> Instructions {
        Instructions(text: components.map(\.text).filter { !$0.isEmpty }.joined(separator: "\n"))
    }
}
