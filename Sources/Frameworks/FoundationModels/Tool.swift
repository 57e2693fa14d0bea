/// A function the model may call while it answers (`struct WeatherTool: Tool`).
///
/// The model never runs here (see `SystemLanguageModel`), so a tool is never called by it; a test
/// can call `call(arguments:)` itself. Apple's requires `Arguments: ConvertibleFromGeneratedContent`,
/// which the `@Generable` macro provides; without the macro (see `Generable`) any type is accepted.
public protocol Tool<Arguments, Output>: Sendable {
    associatedtype Arguments
    associatedtype Output

    /// The tool's name, as the model calls it: the type's name unless the tool says otherwise.
    var name: String { get }
    /// What the tool does, for the model.
    var description: String { get }
    /// The shape of the tool's arguments.
    var parameters: GenerationSchema { get }
    /// Whether the session puts the tool's schema in its instructions.
    var includesSchemaInInstructions: Bool { get }

    func call(arguments: Arguments) async throws -> Output
}

extension Tool {
    public var name: String { String(describing: Self.self) }
    public var includesSchemaInInstructions: Bool { true }
    public var parameters: GenerationSchema { GenerationSchema(named: Arguments.self) }
}

extension Tool where Arguments: Generable {
    public var parameters: GenerationSchema { Arguments.generationSchema }
}
