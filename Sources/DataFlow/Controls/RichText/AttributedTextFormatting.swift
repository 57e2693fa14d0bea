import Foundation

/// Names for iOS 26's rich text formatting rules, so an app can say which attributes its editor
/// allows (`ValueConstraint(for: \.font, values: [.body, .title], default: .body)`).
///
/// dataflow applies the value constraints a definition lists whenever `constrain(_:)` is called
/// (by the app, or by `AttributedString(transferable:in:)` for a definition in the environment).
/// Removing attributes outside a definition's scope is not done: Foundation on Linux gives no
/// public way to list the attributes a container holds.
public enum AttributedTextFormatting {}

/// A set of rules for the attributes of editable rich text, written as a body of smaller rules
/// (as a view is written as a body of views), so an app can compose and reuse them.
public protocol AttributedTextFormattingDefinition<Scope> {
    /// The rules this definition is made of.
    associatedtype Body: AttributedTextFormattingDefinition
    /// The attributes these rules speak about (`AttributeScopes.SwiftUIAttributes`).
    associatedtype Scope: AttributeScope where Scope == Body.Scope

    /// The rules, built from value constraints and other definitions.
    @AttributedTextFormatting.DefinitionBuilder<Scope> var body: Body { get }
}

extension AttributedTextFormattingDefinition {
    /// `ValueConstraint(for:values:default:)` by its short name, as rules are written in a body.
    public typealias ValueConstraint = AttributedTextFormatting.ValueConstraint

    /// Brings every run of `string` within the rules, so text from elsewhere fits the editor.
    public func constrain(_ string: inout AttributedString) {
        var edits: [(offsets: Range<Int>, attributes: AttributeContainer)] = []
        for run in string.runs {
            var attributes = run.attributes
            constrain(&attributes)
            if attributes != run.attributes { edits.append((string.utf8Offsets(of: run.range), attributes)) }
        }
        for edit in edits { string[string.range(utf8Offsets: edit.offsets)].setAttributes(edit.attributes) }
    }

    /// Brings one set of attributes within the rules (typing attributes, a pasted run's).
    public func constrain(_ container: inout AttributeContainer) {
        if let primitive = self as? any FormattingDefinitionPrimitive {
            primitive.applyFormatting(to: &container)
        } else if let constraint = self as? any AttributedTextValueConstraint {
            constraint.applyValueConstraint(to: &container)
        } else {
            body.constrain(&container)
        }
    }
}

/// A definition dataflow applies itself rather than through its body: the builder's pieces, whose
/// body is themselves.
protocol FormattingDefinitionPrimitive {
    /// Applies the rules this piece holds to `container`.
    func applyFormatting(to container: inout AttributeContainer)
}

// MARK: - The builder

extension AttributedTextFormatting {
    /// Builds a definition's body from the rules listed in it, with `if` and `switch`, so rules
    /// read like a view's body.
    @resultBuilder
    public struct DefinitionBuilder<Scope> {
        /// A rule as written, once its scope is known to be the definition's.
        public static func buildExpression<D>(_ definition: D) -> D where Scope == D.Scope, D: AttributedTextFormattingDefinition {
            definition
        }

        /// A body of one rule is that rule.
        public static func buildBlock<D>(_ definition: D) -> D where D: AttributedTextFormattingDefinition {
            definition
        }

        /// An empty body allows everything.
        public static func buildBlock<S>() -> AttributedTextFormatting.EmptyDefinition<S> where S: AttributeScope {
            .init()
        }

        /// Several rules, all applied in order.
        public static func buildBlock<F, each D>(
            _ first: F, _ definition: repeat each D
        ) -> AttributedTextFormatting.TupleDefinition<F.Scope, F, repeat each D>
        where F: AttributedTextFormattingDefinition, repeat each D: AttributedTextFormattingDefinition {
            .init(definition: first, repeat each definition)
        }

        /// A rule behind `if #available`, erased so the body's type does not depend on the OS.
        public static func buildLimitedAvailability<D>(_ definition: D) -> AttributedTextFormatting.AnyDefinition<Scope>
        where Scope == D.Scope, D: AttributedTextFormattingDefinition {
            .init(definition)
        }

        /// A rule behind an `if` without `else`: applied only when present.
        public static func buildIf<D>(_ definition: D?) -> D? where Scope == D.Scope, D: AttributedTextFormattingDefinition {
            definition
        }

        /// The `if` branch of an `if`/`else`.
        public static func buildEither<T, F>(first: T) -> _ConditionalContent<T, F>
        where Scope == T.Scope, T: AttributedTextFormattingDefinition, F: AttributedTextFormattingDefinition, T.Scope == F.Scope {
            _ConditionalContent(storage: .trueContent(first))
        }

        /// The `else` branch of an `if`/`else`.
        public static func buildEither<T, F>(second: F) -> _ConditionalContent<T, F>
        where Scope == T.Scope, T: AttributedTextFormattingDefinition, F: AttributedTextFormattingDefinition, T.Scope == F.Scope {
            _ConditionalContent(storage: .falseContent(second))
        }
    }
}

// MARK: - The builder's pieces

extension AttributedTextFormatting {
    /// No rules: what an empty body builds, and what naming only a scope sets.
    public struct EmptyDefinition<Scope>: AttributedTextFormattingDefinition where Scope: AttributeScope {
        /// It is its own body.
        public typealias Body = AttributedTextFormatting.EmptyDefinition<Scope>

        /// No rules, for the builder's empty body.
        public init() {}

        /// Itself: there is nothing underneath.
        public var body: AttributedTextFormatting.EmptyDefinition<Scope> { self }
    }

    /// Any definition of a scope behind one type, so a body can hold rules whose type varies.
    public struct AnyDefinition<Scope>: AttributedTextFormattingDefinition where Scope: AttributeScope {
        /// It is its own body.
        public typealias Body = AttributedTextFormatting.AnyDefinition<Scope>

        /// The definition it stands for.
        let definition: any AttributedTextFormattingDefinition

        /// Erases `definition`'s type, keeping its rules.
        public init<D>(_ definition: D) where Scope == D.Scope, D: AttributedTextFormattingDefinition {
            self.definition = definition
        }

        /// Itself: its rules are the erased definition's.
        public var body: AttributedTextFormatting.AnyDefinition<Scope> { self }
    }

    /// Several definitions listed in one body, applied one after another.
    public struct TupleDefinition<Scope, each Definition>: AttributedTextFormattingDefinition, FormattingDefinitionPrimitive
    where Scope: AttributeScope, repeat each Definition: AttributedTextFormattingDefinition {
        /// It is its own body.
        public typealias Body = AttributedTextFormatting.TupleDefinition<Scope, repeat each Definition>

        /// The listed definitions, in order.
        let parts: [any AttributedTextFormattingDefinition]

        /// The definitions a body lists, for the builder.
        public init(definition: repeat each Definition) {
            var parts: [any AttributedTextFormattingDefinition] = []
            for part in repeat each definition { parts.append(part) }
            self.parts = parts
        }

        /// Itself: its rules are its parts'.
        public var body: AttributedTextFormatting.TupleDefinition<Scope, repeat each Definition> { self }

        /// Each part's rules, in the order the body lists them.
        func applyFormatting(to container: inout AttributeContainer) {
            for part in parts { part.constrain(&container) }
        }
    }
}

extension AttributedTextFormatting.EmptyDefinition: FormattingDefinitionPrimitive {
    /// Nothing to apply.
    func applyFormatting(to container: inout AttributeContainer) {}
}

extension AttributedTextFormatting.AnyDefinition: FormattingDefinitionPrimitive {
    /// The erased definition's rules.
    func applyFormatting(to container: inout AttributeContainer) { definition.constrain(&container) }
}

/// An `if`/`else` in a definition's body: the rules of the branch taken.
extension _ConditionalContent: AttributedTextFormattingDefinition
where TrueContent: AttributedTextFormattingDefinition, FalseContent: AttributedTextFormattingDefinition, TrueContent.Scope == FalseContent.Scope {
    /// Both branches speak about the same attributes.
    public typealias Scope = TrueContent.Scope
    /// It is its own body.
    public typealias Body = _ConditionalContent<TrueContent, FalseContent>

    /// Itself: its rules are the taken branch's.
    public var body: _ConditionalContent<TrueContent, FalseContent> { self }
}

extension _ConditionalContent: FormattingDefinitionPrimitive
where TrueContent: AttributedTextFormattingDefinition, FalseContent: AttributedTextFormattingDefinition {
    /// The taken branch's rules.
    func applyFormatting(to container: inout AttributeContainer) {
        switch storage {
        case .trueContent(let definition): definition.constrain(&container)
        case .falseContent(let definition): definition.constrain(&container)
        }
    }
}

/// An `if` without `else` in a definition's body: its rules when present, none when absent.
extension Optional: AttributedTextFormattingDefinition where Wrapped: AttributedTextFormattingDefinition {
    /// The wrapped definition's attributes.
    public typealias Scope = Wrapped.Scope
    /// Seen through one type whether present or not.
    public typealias Body = AttributedTextFormatting.AnyDefinition<Wrapped.Scope>

    /// The optional rules behind one type.
    public var body: AttributedTextFormatting.AnyDefinition<Wrapped.Scope> { AttributedTextFormatting.AnyDefinition(self) }
}

extension Optional: FormattingDefinitionPrimitive where Wrapped: AttributedTextFormattingDefinition {
    /// The wrapped rules when present.
    func applyFormatting(to container: inout AttributeContainer) { self?.constrain(&container) }
}

// MARK: - Value constraints

/// A rule about one attribute's values, so an editor can limit (say) fonts to a few choices.
public protocol AttributedTextValueConstraint: Hashable, Sendable, AttributedTextFormattingDefinition {
    /// The attribute the rule is about.
    associatedtype AttributeKey: AttributedStringKey where AttributeKey.Value: Sendable

    /// Changes the attribute in `container` to a value the rule allows; other attributes can be
    /// read to decide.
    func constrain(_ container: inout AttributedTextFormatting.AttributeContainerProxy<Scope, AttributeKey>)
}

extension AttributedTextValueConstraint {
    /// A value constraint is a rule in itself: its body is itself.
    public var body: Self { self }

    /// What `constrain(_:)` edits: the attributes, of which only the constrained one is writable.
    public typealias Attributes = AttributedTextFormatting.AttributeContainerProxy<Scope, AttributeKey>

    /// Runs the rule on a plain container, through the proxy the rule edits.
    func applyValueConstraint(to container: inout AttributeContainer) {
        var proxy = AttributedTextFormatting.AttributeContainerProxy<Scope, AttributeKey>(container)
        constrain(&proxy)
        container = proxy.container
    }
}

extension AttributedTextFormatting {
    /// The common rule: an attribute may take only the listed values (nil among them allows its
    /// absence); any other value becomes the default.
    public struct ValueConstraint<Scope, AttributeKey>: AttributedTextValueConstraint
    where Scope: AttributeScope, AttributeKey: AttributedStringKey, AttributeKey.Value: Sendable {
        /// It is its own body.
        public typealias Body = AttributedTextFormatting.ValueConstraint<Scope, AttributeKey>

        /// The values the attribute may have.
        let allowedValues: Swift.Set<AttributeKey.Value?>
        /// What a value outside them becomes.
        let defaultValue: AttributeKey.Value?

        /// The rule for the attribute at `keyPath` of the scope (`\.foregroundColor`).
        public init(
            for keyPath: KeyPath<Scope, AttributeKey>, values allowedValues: Swift.Set<AttributeKey.Value?>,
            default defaultValue: AttributeKey.Value?
        ) {
            self.allowedValues = allowedValues
            self.defaultValue = defaultValue
        }

        /// The rule for an attribute named by its key type.
        public init(
            for attribute: AttributeKey.Type, values allowedValues: Swift.Set<AttributeKey.Value?>, default defaultValue: AttributeKey.Value?
        ) {
            self.allowedValues = allowedValues
            self.defaultValue = defaultValue
        }

        /// Replaces a value the rule does not allow with the default.
        public func constrain(_ container: inout AttributedTextFormatting.AttributeContainerProxy<Scope, AttributeKey>) {
            if !allowedValues.contains(container[AttributeKey.self]) { container[AttributeKey.self] = defaultValue }
        }
    }
}

// MARK: - What a value constraint edits

extension AttributedTextFormatting {
    /// The attributes a value constraint sees: any of them can be read, only its own attribute
    /// written, so one rule cannot quietly change another's attribute.
    @dynamicMemberLookup
    public struct AttributeContainerProxy<Scope, Attribute>: Sendable
    where Scope: AttributeScope, Attribute: AttributedStringKey, Attribute.Value: Sendable {
        /// The attributes being constrained.
        var container: AttributeContainer

        /// A proxy over `container`, for the rule to edit.
        init(_ container: AttributeContainer) {
            self.container = container
        }

        /// Reads any attribute by its key type, to decide on the constrained one.
        public subscript<K>(key: K.Type) -> K.Value? where K: AttributedStringKey, K.Value: Sendable {
            mutating get { container[K.self] }
        }

        /// Reads any attribute by name (`container.font`).
        public subscript<K>(dynamicMember keyPath: KeyPath<AttributeDynamicLookup, K>) -> K.Value? where K: AttributedStringKey, K.Value: Sendable {
            mutating get { container[K.self] }
        }

        /// Reads any attribute of the rule's scope by name.
        public subscript<K>(dynamicMember keyPath: KeyPath<Scope, K>) -> K.Value? where K: AttributedStringKey, K.Value: Sendable {
            mutating get { container[K.self] }
        }

        /// Reads and writes the constrained attribute by its key type.
        public subscript(key: Attribute.Type) -> Attribute.Value? {
            get { container[Attribute.self] }
            set { container[Attribute.self] = newValue }
        }

        /// Reads and writes the constrained attribute by its name in the scope.
        public subscript(dynamicMember keyPath: KeyPath<Scope, Attribute>) -> Attribute.Value? {
            get { container[Attribute.self] }
            set { container[Attribute.self] = newValue }
        }

        /// Reads and writes the constrained attribute by its name.
        public subscript(dynamicMember keyPath: KeyPath<AttributeDynamicLookup, Attribute>) -> Attribute.Value? {
            get { container[Attribute.self] }
            set { container[Attribute.self] = newValue }
        }

        /// The attributes of a scope nested in the rule's scope (`container.foundation`).
        public subscript<S>(dynamicMember keyPath: KeyPath<Scope, S>) -> Scoped<S> where S: AttributeScope {
            get { Scoped(container: container) }
            set { container = newValue.container }
        }

        /// The attributes of another scope, named as Foundation names scopes (`container.swiftUI`).
        @_disfavoredOverload
        public subscript<S>(dynamicMember keyPath: KeyPath<AttributeScopes, S.Type>) -> Scoped<S> where S: AttributeScope {
            get { Scoped(container: container) }
            set { container = newValue.container }
        }

        /// The attributes of a scope named by its type.
        public subscript<S>(scope: S.Type) -> Scoped<S> where S: AttributeScope {
            get { Scoped(container: container) }
            set { container = newValue.container }
        }
    }
}

extension AttributedTextFormatting.AttributeContainerProxy {
    /// The same attributes seen through another scope, with the same rule: all readable, only
    /// the constrained attribute writable.
    @dynamicMemberLookup
    public struct Scoped<Subscope>: Sendable where Subscope: AttributeScope {
        /// The attributes being constrained.
        var container: AttributeContainer

        /// Reads any attribute of the scope by name.
        public subscript<K>(dynamicMember keyPath: KeyPath<Subscope, K>) -> K.Value? where K: AttributedStringKey, K.Value: Sendable {
            mutating get { container[K.self] }
        }

        /// Reads and writes the constrained attribute by its name in the scope.
        public subscript(dynamicMember keyPath: KeyPath<Subscope, Attribute>) -> Attribute.Value? {
            get { container[Attribute.self] }
            set { container[Attribute.self] = newValue }
        }
    }
}
