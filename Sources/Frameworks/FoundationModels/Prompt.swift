/// What a session is asked: text, built line by line like instructions.
public struct Prompt: Sendable, Equatable {
    let text: String

    init(text: String) {
        self.text = text
    }

    public init(_ content: some PromptRepresentable) {
        self = content.promptRepresentation
    }

    public init(@PromptBuilder _ content: () throws -> Prompt) rethrows {
        self = try content()
    }
}

/// Something that can be part of a prompt: a string, a prompt, generable content.
public protocol PromptRepresentable {
    @PromptBuilder var promptRepresentation: Prompt { get }
}

extension Prompt: PromptRepresentable {
    // `return`: the requirement is `@PromptBuilder`, which would otherwise build `self` again.
    public var promptRepresentation: Prompt { return self }
}

/// Builds a prompt from lines: each string, prompt or value on a line of its own.
///
/// Apple's accepts only `PromptRepresentable` values; here any value is accepted too (as its
/// description), because `@Generable` types do not conform without their macro (see `Generable`).
@resultBuilder
public enum PromptBuilder {
    public static func buildExpression(_ expression: some PromptRepresentable) -> Prompt { expression.promptRepresentation }
    @_disfavoredOverload public static func buildExpression<Value>(_ expression: Value) -> Prompt { Prompt(text: "\(expression)") }
    public static func buildBlock(_ components: Prompt...) -> Prompt { joined(components) }
    public static func buildArray(_ components: [Prompt]) -> Prompt { joined(components) }
    public static func buildEither(first component: Prompt) -> Prompt { component }
    public static func buildEither(second component: Prompt) -> Prompt { component }
    public static func buildOptional(_ component: Prompt?) -> Prompt { component ?? Prompt(text: "") }
    public static func buildLimitedAvailability(_ component: Prompt) -> Prompt { component }

    private static func joined(_ components: [Prompt]) -> Prompt {
        Prompt(text: components.map(\.text).filter { !$0.isEmpty }.joined(separator: "\n"))
    }
}
