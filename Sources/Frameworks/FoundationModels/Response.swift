extension LanguageModelSession {
    /// A completed turn: the content, the raw content, and the transcript entries it added. None
    /// is ever made here (every request throws); apps read `response.content`.
    public struct Response<Content: Generable> {
        public let content: Content
        public let rawContent: GeneratedContent
        public let transcriptEntries: ArraySlice<Transcript.Entry>
    }

    /// A turn as it streams in: snapshots of the content so far (`for try await partial in stream`).
    ///
    /// Here the first `next()` throws the session's error (see `LanguageModelSession`). A
    /// snapshot holds `Content.PartiallyGenerated`, the type the `@Generable` macro writes (as
    /// dataflow's preprocessor writes it); for `String`, the two are the same.
    public struct ResponseStream<Content: Generable>: AsyncSequence {
        public typealias Element = Snapshot
        public typealias Failure = any Error

        let failure: GenerationError

        init(failure: GenerationError) {
            self.failure = failure
        }

        /// The content generated so far.
        public struct Snapshot {
            public var content: Content.PartiallyGenerated
            public var rawContent: GeneratedContent
        }

        public struct AsyncIterator: AsyncIteratorProtocol {
            let failure: GenerationError

            public mutating func next() async throws -> Snapshot? {
                throw failure
            }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(failure: failure) }

        /// Waits for the whole response: throws the session's error here.
        public func collect() async throws -> Response<Content> {
            throw failure
        }
    }
}

extension LanguageModelSession.Response: Sendable where Content: Sendable {}
extension LanguageModelSession.ResponseStream: Sendable where Content: Sendable {}
extension LanguageModelSession.ResponseStream.Snapshot: Sendable where Content.PartiallyGenerated: Sendable {}
