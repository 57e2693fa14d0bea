import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSession {
    /// A response's body as bytes, read as they arrive (`for try await line in bytes.lines`),
    /// which Linux's Foundation lacks. Here the body is fetched whole first, as `data(for:)`
    /// fetches it, then handed out byte by byte: the same bytes in the same order, without the
    /// pauses a slow network puts between them.
    public struct AsyncBytes: AsyncSequence, Sendable {
        public typealias Element = UInt8
        let data: Data

        public struct Iterator: AsyncIteratorProtocol {
            let data: Data
            var index: Data.Index

            public mutating func next() async throws -> UInt8? {
                guard index < data.endIndex else { return nil }
                defer { index = data.index(after: index) }
                return data[index]
            }
        }

        public func makeAsyncIterator() -> Iterator { Iterator(data: data, index: data.startIndex) }
    }

    public func bytes(for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (AsyncBytes, URLResponse) {
        let (data, response) = try await data(for: request)
        return (AsyncBytes(data: data), response)
    }

    public func bytes(from url: URL, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (AsyncBytes, URLResponse) {
        try await bytes(for: URLRequest(url: url), delegate: delegate)
    }
}

extension AsyncSequence where Element == UInt8 {
    /// The bytes as lines of UTF-8 text.
    public var lines: AsyncLineSequence<Self> { AsyncLineSequence(base: self) }
}

/// Bytes read as lines of text, as Foundation's `lines` reads them: a line ends at a line feed,
/// a carriage return or both, the ending is not part of the line, and empty lines are not
/// returned (a server-sent event stream's blank separators never arrive, on a phone too).
public struct AsyncLineSequence<Base: AsyncSequence>: AsyncSequence where Base.Element == UInt8 {
    public typealias Element = String
    let base: Base

    public struct AsyncIterator: AsyncIteratorProtocol {
        var base: Base.AsyncIterator
        /// A byte read past a carriage return that was not its line feed.
        var pending: UInt8?

        public mutating func next() async throws -> String? {
            var line: [UInt8] = []
            while true {
                let byte: UInt8
                if let held = pending {
                    byte = held
                    pending = nil
                } else if let read = try await base.next() {
                    byte = read
                } else {
                    return line.isEmpty ? nil : String(decoding: line, as: UTF8.self)
                }
                switch byte {
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    if byte == UInt8(ascii: "\r"), let after = try await base.next(), after != UInt8(ascii: "\n") { pending = after }
                    if !line.isEmpty { return String(decoding: line, as: UTF8.self) }
                default:
                    line.append(byte)
                }
            }
        }
    }

    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(base: base.makeAsyncIterator()) }
}

extension AsyncLineSequence: Sendable where Base: Sendable {}
