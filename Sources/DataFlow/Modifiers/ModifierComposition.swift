// Modifiers built from modifiers: the empty one, one resolved from the environment, and two
// concatenated (`a.concat(b)`), with SwiftUI's names. Each is applied by the graph itself (their
// `Body` is `Never`): the content's identity and a custom modifier's state are as if the app had
// written the modifiers out one by one.

/// The modifier that changes nothing: `content.modifier(EmptyModifier())` is `content`.
public struct EmptyModifier: BuiltinModifier, Sendable {
    public static let identity = EmptyModifier()

    public init() {}
}

/// A modifier that chooses the modifier it applies from the environment at its position.
///
/// SwiftUI calls `resolve(in:)` with the environment where the modifier is, and applies what it
/// returns; when an environment value it read changes (a writer above, `.environment(\.key, v)`),
/// it resolves again. dataflow does the same: the resolving node reads the environment through
/// `@Environment(\.self)`, so it depends on the keys `resolve(in:)` read and on no others (§9).
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
    associatedtype ResolvedModifier: ViewModifier
    /// The modifier to apply for `environment`.
    func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
    /// The view that resolves this modifier around `content`.
    func resolvingBody<V: View>(wrapping content: V) -> any View {
        EnvironmentalModifierBody(modifier: self, content: content)
    }
}

/// The environment an environmental modifier is resolved in.
struct ResolvingEnvironment: DynamicProperty {
    @Environment(\.self) var values
}

/// An environmental modifier as the graph runs it: a view (named after the modifier) whose body
/// applies what the modifier resolves to.
struct EnvironmentalModifierBody<Modifier: EnvironmentalModifier, Content: View>: View, DynamicPropertyHolder, CustomModifierHosting {
    static var hostedField: String { "environment" }
    static var displayType: Any.Type { Modifier.self }

    var modifier: Modifier
    var content: Content
    var environment = ResolvingEnvironment()

    var body: ModifiedContent<Content, Modifier.ResolvedModifier> {
        content.modifier(modifier.resolve(in: environment.values))
    }

    var hostedBody: any View { self }
}

/// Two modifiers applied one after the other: `first.concat(second)` used as a modifier.
extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// Applied by the graph: the first modifier, then the second.
    public func body(content: _ViewModifier_Content<ModifiedContent<Content, Modifier>>) -> Never {
        preconditionFailure("concatenated modifiers have no body; the graph applies them itself")
    }
}

/// Two concatenated modifiers, without their types.
protocol ModifierPair {
    func composedBody<V: View>(wrapping content: V) -> any View
}

extension ModifiedContent: ModifierPair where Content: ViewModifier, Modifier: ViewModifier {
    func composedBody<V: View>(wrapping content: V) -> any View {
        ComposedModifierBody(first: self.content, second: modifier, content: content)
    }
}

/// Concatenated modifiers as the graph runs them: the content with each applied in turn, so each
/// custom modifier has its own node and state, as if written out.
struct ComposedModifierBody<First: ViewModifier, Second: ViewModifier, Content: View>: View, DynamicPropertyHolder, CustomModifierHosting {
    /// No properties of its own: each modifier's are in its own node.
    static var hostedField: String { "" }
    static var displayType: Any.Type { ModifiedContent<First, Second>.self }

    var first: First
    var second: Second
    var content: Content

    var body: ModifiedContent<ModifiedContent<Content, First>, Second> {
        content.modifier(first).modifier(second)
    }

    var hostedBody: any View { self }
}

extension ViewModifier {
    /// This modifier, then `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    /// This modifier with the transaction of changes below edited: how they are drawn, recorded
    /// and changing nothing, as `View.transaction(_:)` (D15).
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier {
        concat(_AppearanceModifier(text: ".transaction", isShown: false))
    }

    /// This modifier with changes below animated: how they are drawn (D15).
    public func animation(_ animation: Animation?) -> some ViewModifier {
        concat(_AppearanceModifier(text: ".animation", isShown: false))
    }
}
