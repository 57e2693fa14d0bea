/// A type a model can generate: it converts from and to `GeneratedContent` and has a schema.
///
/// Apple's `@Generable` macro writes a type's conformance; here dataflow's preprocessor writes it
/// (`GenerableMacro`: the conformance and the partial type), and the defaults below give the rest:
/// its schema names it, its content is its stored properties, and converting from content
/// throws, as nothing here is ever generated. The standard types conform too.
public protocol Generable: ConvertibleFromGeneratedContent, ConvertibleToGeneratedContent {
    associatedtype PartiallyGenerated: ConvertibleFromGeneratedContent = Self
    static var generationSchema: GenerationSchema { get }
}

/// A type that can be made from generated content.
public protocol ConvertibleFromGeneratedContent: SendableMetatype {
    init(_ content: GeneratedContent) throws
}

/// A type that can be turned into generated content (and so into a prompt or instructions).
public protocol ConvertibleToGeneratedContent: InstructionsRepresentable, PromptRepresentable {
    var generatedContent: GeneratedContent { get }
}

extension ConvertibleToGeneratedContent {
    /// The content as JSON, as the model would read it.
    public var promptRepresentation: Prompt { Prompt(text: generatedContent.jsonString) }
    public var instructionsRepresentation: Instructions { Instructions(text: generatedContent.jsonString) }
}

extension Generable {
    /// A schema that names the type and lists no properties (the macro would list them).
    public static var generationSchema: GenerationSchema { GenerationSchema(type: Self.self, properties: []) }

    /// The stored properties, by name, in declaration order.
    public var generatedContent: GeneratedContent { GeneratedContent(reflecting: self) }

    /// Throws: nothing is ever generated here, and only the macro knows how to decode a type.
    public init(_ content: GeneratedContent) throws {
        throw LanguageModelSession.GenerationError.decodingFailure(
            .init(debugDescription: "\(Self.self) has no generated initializer: the @Generable macro expands to nothing here."))
    }
}

extension Generable where PartiallyGenerated == Self {
    /// The value itself: a type without a macro-written partial type is its own.
    public func asPartiallyGenerated() -> Self { self }
}
