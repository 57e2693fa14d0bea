/// A session's history: its instructions, then prompts, tool calls and responses, in order.
///
/// No turn ever completes here (see `LanguageModelSession`), so a session's transcript holds its
/// instructions only; a transcript can still be made from entries, to start a session from one.
public struct Transcript: Sendable, Equatable, RandomAccessCollection {
    let entries: [Entry]

    public init(entries: some Sequence<Entry> = [Entry]()) {
        self.entries = Array(entries)
    }

    public var startIndex: Int { entries.startIndex }
    public var endIndex: Int { entries.endIndex }
    public subscript(position: Int) -> Entry { entries[position] }

    /// One turn of the conversation.
    public enum Entry: Sendable, Equatable, Identifiable {
        case instructions(Instructions)
        case prompt(Prompt)
        case toolCalls(ToolCalls)
        case toolOutput(ToolOutput)
        case response(Response)

        public var id: String {
            switch self {
            case .instructions(let entry): entry.id
            case .prompt(let entry): entry.id
            case .toolCalls(let entry): entry.id
            case .toolOutput(let entry): entry.id
            case .response(let entry): entry.id
            }
        }
    }

    /// A piece of an entry: text, or structured content.
    public enum Segment: Sendable, Equatable, Identifiable {
        case text(TextSegment)
        case structure(StructuredSegment)

        public var id: String {
            switch self {
            case .text(let segment): segment.id
            case .structure(let segment): segment.id
            }
        }
    }

    public struct TextSegment: Sendable, Equatable, Identifiable {
        public var id: String
        public var content: String

        public init(id: String = UUID().uuidString, content: String) {
            self.id = id
            self.content = content
        }
    }

    public struct StructuredSegment: Sendable, Equatable, Identifiable {
        public var id: String
        public var source: String
        public var content: GeneratedContent

        public init(id: String = UUID().uuidString, source: String, content: GeneratedContent) {
            self.id = id
            self.source = source
            self.content = content
        }
    }

    /// The instructions a session started with.
    public struct Instructions: Sendable, Equatable, Identifiable {
        public var id: String
        public var segments: [Segment]
        public var toolDefinitions: [ToolDefinition]

        public init(id: String = UUID().uuidString, segments: [Segment], toolDefinitions: [ToolDefinition]) {
            self.id = id
            self.segments = segments
            self.toolDefinitions = toolDefinitions
        }

        /// The instructions of a new session: one text segment, numbered so that ids are stable.
        init(text: String) {
            self.init(id: "instructions", segments: [.text(TextSegment(id: "instructions-text", content: text))], toolDefinitions: [])
        }
    }

    /// A prompt the app sent.
    public struct Prompt: Sendable, Equatable, Identifiable {
        public var id: String
        public var segments: [Segment]
        public var options: GenerationOptions
        public var responseFormat: ResponseFormat?

        public init(
            id: String = UUID().uuidString, segments: [Segment], options: GenerationOptions = GenerationOptions(),
            responseFormat: ResponseFormat? = nil
        ) {
            self.id = id
            self.segments = segments
            self.options = options
            self.responseFormat = responseFormat
        }
    }

    /// The type or schema a prompt asked the response to follow.
    public struct ResponseFormat: Sendable, Equatable {
        public let name: String

        public init<Content>(type: Content.Type) {
            name = "\(Content.self)"
        }

        public init(schema: GenerationSchema) {
            name = schema.name
        }
    }

    /// A response the model gave.
    public struct Response: Sendable, Equatable, Identifiable {
        public var id: String
        public var assetIDs: [String]
        public var segments: [Segment]

        public init(id: String = UUID().uuidString, assetIDs: [String], segments: [Segment]) {
            self.id = id
            self.assetIDs = assetIDs
            self.segments = segments
        }
    }

    /// The tools the model called in one turn.
    public struct ToolCalls: Sendable, Equatable, Identifiable, RandomAccessCollection {
        public var id: String
        let calls: [ToolCall]

        public init(id: String = UUID().uuidString, _ calls: some Sequence<ToolCall>) {
            self.id = id
            self.calls = Array(calls)
        }

        public var startIndex: Int { calls.startIndex }
        public var endIndex: Int { calls.endIndex }
        public subscript(position: Int) -> ToolCall { calls[position] }
    }

    /// One call of a tool, with its arguments.
    public struct ToolCall: Sendable, Equatable, Identifiable {
        public var id: String
        public var toolName: String
        public var arguments: GeneratedContent

        public init(id: String, toolName: String, arguments: GeneratedContent) {
            self.id = id
            self.toolName = toolName
            self.arguments = arguments
        }
    }

    /// What a tool returned.
    public struct ToolOutput: Sendable, Equatable, Identifiable {
        public var id: String
        public var toolName: String
        public var segments: [Segment]

        public init(id: String, toolName: String, segments: [Segment]) {
            self.id = id
            self.toolName = toolName
            self.segments = segments
        }
    }

    /// A tool as the instructions describe it to the model.
    public struct ToolDefinition: Sendable, Equatable {
        public var name: String
        public var description: String

        public init(name: String, description: String, parameters: GenerationSchema) {
            self.name = name
            self.description = description
        }

        public init(tool: some Tool) {
            name = tool.name
            description = tool.description
        }
    }
}
