import DataFlow
import Foundation
import Testing

/// Bytes read as lines, as Foundation's `lines` reads a response or a file.
@Suite struct AsyncBytesTests {
    /// Bytes handed out one at a time, as a slow stream hands them.
    private struct Bytes: AsyncSequence {
        typealias Element = UInt8
        let text: String
        struct AsyncIterator: AsyncIteratorProtocol {
            var bytes: [UInt8]
            mutating func next() async -> UInt8? { bytes.isEmpty ? nil : bytes.removeFirst() }
        }
        func makeAsyncIterator() -> AsyncIterator { AsyncIterator(bytes: Array(text.utf8)) }
    }

    private func lines(_ text: String) async throws -> [String] {
        var lines: [String] = []
        for try await line in Bytes(text: text).lines { lines.append(line) }
        return lines
    }

    @Test func everyLineEndingEndsALineAndEmptyLinesAreNotReturned() async throws {
        #expect(try await lines("data: 1\n\ndata: 2\r\n\r\ndata: 3\rlast") == ["data: 1", "data: 2", "data: 3", "last"])
        #expect(try await lines("") == [])
        #expect(try await lines("\n\n") == [])
        #expect(try await lines("café ☕️\n") == ["café ☕️"])
    }
}
