/// Content a model generated (or an app built): null, a Boolean, a number, a string, an array or
/// a structure of named properties, in order. It converts to and from JSON.
public struct GeneratedContent: Sendable, Equatable, Generable, CustomDebugStringConvertible {
    public var kind: Kind
    public var id: GenerationID?

    /// What the content is.
    public enum Kind: Equatable, Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([GeneratedContent])
        case structure(properties: [String: GeneratedContent], orderedKeys: [String])
    }

    public init(kind: Kind, id: GenerationID? = nil) {
        self.kind = kind
        self.id = id
    }

    public init(_ value: some ConvertibleToGeneratedContent) {
        self = value.generatedContent
    }

    public init(_ value: some ConvertibleToGeneratedContent, id: GenerationID) {
        self = value.generatedContent
        self.id = id
    }

    public init(properties: KeyValuePairs<String, any ConvertibleToGeneratedContent>, id: GenerationID? = nil) {
        var values: [String: GeneratedContent] = [:]
        var keys: [String] = []
        for (key, value) in properties {
            if values.updateValue(value.generatedContent, forKey: key) == nil { keys.append(key) }
        }
        self.init(kind: .structure(properties: values, orderedKeys: keys), id: id)
    }

    public init(elements: some Sequence<any ConvertibleToGeneratedContent>, id: GenerationID? = nil) {
        self.init(kind: .array(elements.map(\.generatedContent)), id: id)
    }

    /// A value's stored properties, by name (what a hand-written `Generable` type converts to).
    init(reflecting value: Any) {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .struct || mirror.displayStyle == .class else {
            self.init(kind: .string(String(describing: value)))
            return
        }
        var values: [String: GeneratedContent] = [:]
        var keys: [String] = []
        for case (let label?, let child) in mirror.children {
            let content = (child as? any ConvertibleToGeneratedContent)?.generatedContent ?? GeneratedContent(kind: .string("\(child)"))
            if values.updateValue(content, forKey: label) == nil { keys.append(label) }
        }
        self.init(kind: .structure(properties: values, orderedKeys: keys))
    }

    public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "any") }
    public var generatedContent: GeneratedContent { self }

    public init(_ content: GeneratedContent) throws {
        self = content
    }

    /// Always true: content here is never a partial snapshot of a stream.
    public var isComplete: Bool { true }

    public var debugDescription: String { jsonString }

    /// The content converted to a type.
    public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value.Type = Value.self) throws -> Value {
        try Value(self)
    }

    /// A property of structured content, converted to a type.
    public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value.Type = Value.self, forProperty property: String) throws -> Value {
        guard case .structure(let properties, _) = kind, let content = properties[property] else {
            let problem = "No property \(property.quotedLiteral) in \(jsonString)"
            throw LanguageModelSession.GenerationError.decodingFailure(.init(debugDescription: problem))
        }
        return try Value(content)
    }

    /// A property of structured content that may be missing or null.
    public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value?.Type = Value?.self, forProperty property: String) throws -> Value? {
        guard case .structure(let properties, _) = kind, let content = properties[property], content.kind != .null else { return nil }
        return try Value(content)
    }

    static func mismatch(_ content: GeneratedContent, _ type: Any.Type) -> LanguageModelSession.GenerationError {
        .decodingFailure(.init(debugDescription: "Cannot make \(type) from \(content.jsonString)"))
    }
}

/// Identifies one generation, so that streamed snapshots of it can be matched.
public struct GenerationID: Sendable, Hashable {
    let value: UUID

    public init() {
        value = UUID()
    }
}
