/// The shape of what a model generates: a type's properties, a choice of strings, an array.
///
/// Kept as a description (`GenerationSchema.debugDescription`); no model reads it here.
public struct GenerationSchema: Sendable, CustomDebugStringConvertible {
    let name: String
    let summary: String

    public init(type: any Generable.Type, description: String? = nil, properties: [Property]) {
        name = "\(type)"
        summary = "{" + properties.map { "\($0.name): \($0.typeName)" }.joined(separator: ", ") + "}"
    }

    public init(type: any Generable.Type, description: String? = nil, anyOf choices: [String]) {
        name = "\(type)"
        summary = "anyOf " + choices.joined(separator: " | ")
    }

    public init(root: DynamicGenerationSchema, dependencies: [DynamicGenerationSchema]) throws {
        name = root.name
        summary = root.summary
    }

    init(primitive: String) {
        name = primitive
        summary = primitive
    }

    /// A schema for a type that is not `Generable` (see `Generable`): its name only.
    init(named type: Any.Type) {
        name = "\(type)"
        summary = "{}"
    }

    public var debugDescription: String { name + " " + summary }

    /// One property of a structure.
    public struct Property: Sendable {
        let name: String
        let typeName: String

        public init<Value>(name: String, description: String? = nil, type: Value.Type, guides: [GenerationGuide<Value>] = []) {
            self.name = name
            typeName = "\(Value.self)"
        }

        public init<RegexOutput>(name: String, description: String? = nil, type: String.Type, guides: [Regex<RegexOutput>] = []) {
            self.name = name
            typeName = "String"
        }
    }
}

/// A schema built at run time, from names rather than types.
public struct DynamicGenerationSchema: Sendable {
    let name: String
    let summary: String

    public init(name: String, description: String? = nil, properties: [Property]) {
        self.name = name
        summary = "{" + properties.map(\.name).joined(separator: ", ") + "}"
    }

    public init(name: String, description: String? = nil, anyOf choices: [String]) {
        self.name = name
        summary = "anyOf " + choices.joined(separator: " | ")
    }

    public init(name: String, description: String? = nil, anyOf choices: [DynamicGenerationSchema]) {
        self.name = name
        summary = "anyOf " + choices.map(\.name).joined(separator: " | ")
    }

    public init(arrayOf itemSchema: DynamicGenerationSchema, minimumElements: Int? = nil, maximumElements: Int? = nil) {
        name = "[" + itemSchema.name + "]"
        summary = name
    }

    public init(referenceTo name: String) {
        self.name = name
        summary = name
    }

    public init<Value: Generable>(type: Value.Type, guides: [GenerationGuide<Value>] = []) {
        name = "\(Value.self)"
        summary = name
    }

    /// One property of a dynamic structure.
    public struct Property: Sendable {
        let name: String

        public init(name: String, description: String? = nil, schema: DynamicGenerationSchema, isOptional: Bool = false) {
            self.name = name
        }
    }
}
