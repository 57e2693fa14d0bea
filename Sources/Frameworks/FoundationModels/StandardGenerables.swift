// The standard types a model can generate, as in Apple's SDK.

extension String: Generable {
    public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "string") }
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .string(self)) }
    public var promptRepresentation: Prompt { Prompt(text: self) }
    public var instructionsRepresentation: Instructions { Instructions(text: self) }

    public init(_ content: GeneratedContent) throws {
        guard case .string(let value) = content.kind else { throw GeneratedContent.mismatch(content, String.self) }
        self = value
    }
}

extension Bool: Generable {
    public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "boolean") }
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .bool(self)) }

    public init(_ content: GeneratedContent) throws {
        guard case .bool(let value) = content.kind else { throw GeneratedContent.mismatch(content, Bool.self) }
        self = value
    }
}

extension Int: Generable {
    public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "integer") }
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(Double(self))) }

    public init(_ content: GeneratedContent) throws {
        guard case .number(let value) = content.kind, let integer = Int(exactly: value) else {
            throw GeneratedContent.mismatch(content, Int.self)
        }
        self = integer
    }
}

extension Double: Generable {
    public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "number") }
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(self)) }

    public init(_ content: GeneratedContent) throws {
        guard case .number(let value) = content.kind else { throw GeneratedContent.mismatch(content, Double.self) }
        self = value
    }
}

extension Float: Generable {
    public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "number") }
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(Double(self))) }

    public init(_ content: GeneratedContent) throws {
        guard case .number(let value) = content.kind else { throw GeneratedContent.mismatch(content, Float.self) }
        self = Float(value)
    }
}

extension Decimal: Generable {
    public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "number") }
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(NSDecimalNumber(decimal: self).doubleValue)) }

    public init(_ content: GeneratedContent) throws {
        guard case .number(let value) = content.kind else { throw GeneratedContent.mismatch(content, Decimal.self) }
        self = Decimal(value)
    }
}

extension Array: InstructionsRepresentable where Element: InstructionsRepresentable {
    public var instructionsRepresentation: Instructions { Instructions(text: map(\.instructionsRepresentation.text).joined(separator: "\n")) }
}

extension Array: PromptRepresentable where Element: PromptRepresentable {
    public var promptRepresentation: Prompt { Prompt(text: map(\.promptRepresentation.text).joined(separator: "\n")) }
}

extension Array: ConvertibleToGeneratedContent where Element: ConvertibleToGeneratedContent {
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .array(map(\.generatedContent))) }
}

extension Array: ConvertibleFromGeneratedContent where Element: ConvertibleFromGeneratedContent {
    public init(_ content: GeneratedContent) throws {
        guard case .array(let elements) = content.kind else { throw GeneratedContent.mismatch(content, Array.self) }
        self = try elements.map { try Element($0) }
    }
}

extension Array: Generable where Element: Generable {
    public typealias PartiallyGenerated = [Element.PartiallyGenerated]
    public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "array of \(Element.self)") }
}

extension Optional: InstructionsRepresentable where Wrapped: ConvertibleToGeneratedContent {}
extension Optional: PromptRepresentable where Wrapped: ConvertibleToGeneratedContent {}

extension Optional: ConvertibleToGeneratedContent where Wrapped: ConvertibleToGeneratedContent {
    public var generatedContent: GeneratedContent { self?.generatedContent ?? GeneratedContent(kind: .null) }
}
