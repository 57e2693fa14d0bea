/// A conversation with the on-device model: instructions, tools, and a transcript of turns.
///
/// Every request fails here, as on a device without Apple Intelligence (see
/// `SystemLanguageModel`): `respond` throws `GenerationError.assetsUnavailable`, and a stream
/// throws it at the first element; the step notes the request (`dataflow: effect:
/// LanguageModelSession asks the on-device model to respond (the system's, not run here)`). The
/// session itself is made as usual, so an app builds its session and takes its error path.
public final class LanguageModelSession: @unchecked Sendable, Observable {
    // @unchecked Sendable: nothing in a session changes after it is made.
    public let model: SystemLanguageModel
    public let tools: [any Tool]

    /// The conversation so far: the instructions, if any (no turn ever completes here).
    public let transcript: Transcript

    /// False: a request fails at once, so the session is never busy.
    public var isResponding: Bool { false }

    /// A session that continues a conversation.
    public init(model: SystemLanguageModel = .default, tools: [any Tool] = [], transcript: Transcript) {
        self.model = model
        self.tools = tools
        self.transcript = transcript
    }

    @_disfavoredOverload
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: String? = nil) {
        self.init(model: model, tools: tools, instructions: instructions.map { Instructions($0) })
    }

    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: Instructions? = nil) {
        let entries = instructions.map { [Transcript.Entry.instructions(Transcript.Instructions(text: $0.text))] } ?? []
        self.init(model: model, tools: tools, transcript: Transcript(entries: entries))
    }

    public convenience init(
        model: SystemLanguageModel = .default, tools: [any Tool] = [], @InstructionsBuilder instructions: () throws -> Instructions
    ) rethrows {
        self.init(model: model, tools: tools, instructions: try instructions())
    }

    /// Loads the model ahead of a request: there is none to load.
    public func prewarm(promptPrefix: Prompt? = nil) {}

    /// Notes a request in the step and gives the error it fails with: the request is the system's
    /// (the model runs outside the app), and it cannot run here (see `SystemLanguageModel`).
    func request() -> GenerationError {
        Effects.record("LanguageModelSession asks the on-device model to respond")
        return .unavailable
    }
}

// Requests for text.
extension LanguageModelSession {
    @discardableResult @_disfavoredOverload
    public func respond(to prompt: String, options: GenerationOptions = GenerationOptions()) async throws -> Response<String> {
        throw request()
    }

    @discardableResult
    public func respond(to prompt: Prompt, options: GenerationOptions = GenerationOptions()) async throws -> Response<String> {
        throw request()
    }

    @discardableResult
    public func respond(
        options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt
    ) async throws -> Response<String> {
        throw request()
    }

    @_disfavoredOverload
    public func streamResponse(to prompt: String, options: GenerationOptions = GenerationOptions()) -> ResponseStream<String> {
        ResponseStream(failure: request())
    }

    public func streamResponse(to prompt: Prompt, options: GenerationOptions = GenerationOptions()) -> ResponseStream<String> {
        ResponseStream(failure: request())
    }

    public func streamResponse(
        options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt
    ) rethrows -> ResponseStream<String> {
        ResponseStream(failure: request())
    }
}

// Requests for a generable type. Apple's require `Content: Generable`, a conformance the
// `@Generable` macro writes; that macro expands to nothing here (see `Generable`), so any type is
// accepted: `respond(to: prompt, generating: Card.self)` compiles for a `@Generable struct Card`.
extension LanguageModelSession {
    @discardableResult @_disfavoredOverload
    public func respond<Content: Generable>(
        to prompt: String, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) async throws -> Response<Content> {
        throw request()
    }

    @discardableResult
    public func respond<Content: Generable>(
        to prompt: Prompt, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) async throws -> Response<Content> {
        throw request()
    }

    @discardableResult
    public func respond<Content: Generable>(
        generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions(),
        @PromptBuilder prompt: () throws -> Prompt
    ) async throws -> Response<Content> {
        throw request()
    }

    @_disfavoredOverload
    public func streamResponse<Content: Generable>(
        to prompt: String, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) -> ResponseStream<Content> {
        ResponseStream(failure: request())
    }

    public func streamResponse<Content: Generable>(
        to prompt: Prompt, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) -> ResponseStream<Content> {
        ResponseStream(failure: request())
    }

    public func streamResponse<Content: Generable>(
        generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions(),
        @PromptBuilder prompt: () throws -> Prompt
    ) rethrows -> ResponseStream<Content> {
        ResponseStream(failure: request())
    }
}

// Requests for content that follows a schema built at run time.
extension LanguageModelSession {
    @discardableResult @_disfavoredOverload
    public func respond(
        to prompt: String, schema: GenerationSchema, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()
    ) async throws -> Response<GeneratedContent> {
        throw request()
    }

    @discardableResult
    public func respond(
        to prompt: Prompt, schema: GenerationSchema, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()
    ) async throws -> Response<GeneratedContent> {
        throw request()
    }

    @discardableResult
    public func respond(
        schema: GenerationSchema, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions(),
        @PromptBuilder prompt: () throws -> Prompt
    ) async throws -> Response<GeneratedContent> {
        throw request()
    }

    @_disfavoredOverload
    public func streamResponse(
        to prompt: String, schema: GenerationSchema, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()
    ) -> ResponseStream<GeneratedContent> {
        ResponseStream(failure: request())
    }

    public func streamResponse(
        to prompt: Prompt, schema: GenerationSchema, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()
    ) -> ResponseStream<GeneratedContent> {
        ResponseStream(failure: request())
    }
}
