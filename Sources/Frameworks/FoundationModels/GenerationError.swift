extension LanguageModelSession {
    /// Why a session could not respond. Here every request fails with `.assetsUnavailable`: the
    /// device has no Apple Intelligence (see `SystemLanguageModel`).
    public enum GenerationError: Error, LocalizedError {
        case exceededContextWindowSize(Context)
        case assetsUnavailable(Context)
        case guardrailViolation(Context)
        case unsupportedGuide(Context)
        case unsupportedLanguageOrLocale(Context)
        case decodingFailure(Context)
        case rateLimited(Context)
        case concurrentRequests(Context)
        case refusal(Refusal, Context)

        /// What went wrong, for the developer.
        public struct Context: Sendable {
            public let debugDescription: String

            public init(debugDescription: String) {
                self.debugDescription = debugDescription
            }
        }

        /// A refusal's explanation, which the model would generate: it cannot here.
        public struct Refusal: Sendable {
            public let transcriptEntries: [Transcript.Entry]

            public init(transcriptEntries: [Transcript.Entry]) {
                self.transcriptEntries = transcriptEntries
            }

            public var explanation: Response<String> {
                get async throws { throw GenerationError.unavailable }
            }

            public var explanationStream: ResponseStream<String> { ResponseStream(failure: GenerationError.unavailable) }
        }

        /// The error every request throws here.
        static var unavailable: GenerationError {
            .assetsUnavailable(
                Context(
                    debugDescription: "The on-device language model is unavailable: this device is not eligible for Apple Intelligence "
                        + "(dataflow plays every app on such a device, so that a run is the same every time)."
                ))
        }

        var context: Context {
            switch self {
            case .exceededContextWindowSize(let context), .assetsUnavailable(let context), .guardrailViolation(let context),
                .unsupportedGuide(let context), .unsupportedLanguageOrLocale(let context), .decodingFailure(let context),
                .rateLimited(let context), .concurrentRequests(let context), .refusal(_, let context):
                context
            }
        }

        public var errorDescription: String? { context.debugDescription }

        public var failureReason: String? {
            switch self {
            case .assetsUnavailable: "The model's assets are not available on this device."
            default: nil
            }
        }

        public var recoverySuggestion: String? { nil }
    }

    /// A tool's call failed: which tool, and its error.
    public struct ToolCallError: Error, LocalizedError {
        public var tool: any Tool
        public var underlyingError: any Error

        public init(tool: any Tool, underlyingError: any Error) {
            self.tool = tool
            self.underlyingError = underlyingError
        }

        public var errorDescription: String? { "The tool \(tool.name) failed: \(underlyingError.localizedDescription)" }
    }
}
