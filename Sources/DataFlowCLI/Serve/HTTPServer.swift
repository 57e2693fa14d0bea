import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 only, with the toolchain's sockets.
///
/// Connections are answered one at a time, on one thread, each closed after its answer: a
/// request that arrives while a run is under way waits in the socket's queue until it is done
/// (`serve` runs one program at a time). A client that sends nothing is given up on after a few
/// seconds, so it cannot hold the others back.
final class HTTPServer: @unchecked Sendable {
    // @unchecked Sendable: `listener` and `handler` are written before the thread starts and
    // only read after; `stopped` is guarded by `lock`.
    private let listener: Int32
    private var handler: (HTTPRequest) -> HTTPResponse = { _ in HTTPResponse(status: 404, text: "") }
    private let lock = NSLock()
    private var stopped = false
    private let finished = DispatchSemaphore(value: 0)
    /// The port it listens on (the one the system chose, for port 0).
    let port: UInt16

    /// Why the server could not start, in a sentence.
    struct StartFailure: Error, Equatable {
        var message: String
    }

    /// Listens on 127.0.0.1:`port` (0: a free port the system picks); nothing is answered
    /// before `start`.
    init(port: UInt16) throws(StartFailure) {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw StartFailure(message: "cannot open a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 16) == 0 else {
            let reason = errno == EADDRINUSE ? "it is in use (--port 0 picks a free one)" : String(cString: strerror(errno))
            close(descriptor)
            throw StartFailure(message: "cannot listen on 127.0.0.1:\(port): \(reason)")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        listener = descriptor
        self.port = UInt16(bigEndian: actual.sin_port)
    }

    /// Starts answering with `handler`, on a thread of its own.
    func start(_ handler: @escaping (HTTPRequest) -> HTTPResponse) {
        self.handler = handler
        let thread = Thread { [self] in
            acceptLoop()
            finished.signal()
        }
        thread.name = "dataflow serve"
        thread.start()
    }

    /// Stops listening and waits for the connection being answered, if any.
    func stop() {
        let first = lock.withLock {
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        finished.wait()
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func acceptLoop() {
        while !isStopped {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                return
            }
            answer(connection)
            close(connection)
        }
    }

    /// Reads one request (at most a few seconds of waiting), answers it, and lets it go.
    private func answer(_ connection: Int32) {
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
        var noSignal: Int32 = 1
        setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        var response: HTTPResponse
        while true {
            let request: HTTPRequest
            do {
                request = try HTTPRequest.parse(received)
            } catch {
                switch error {
                case .incomplete:
                    let count = recv(connection, &buffer, buffer.count, 0)
                    if count <= 0 { return }
                    received.append(contentsOf: buffer[0..<count])
                    continue
                case .tooLarge:
                    response = HTTPResponse(status: 413, text: "Error: the request is larger than serve reads (1 MiB)\n")
                case .malformed(let reason):
                    response = HTTPResponse(status: 400, text: "Error: not an HTTP/1.1 request: \(reason)\n")
                }
                break
            }
            response = handler(request)
            break
        }
        write(response.serialized, to: connection)
    }

    private func write(_ data: Data, to connection: Int32) {
        #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        let flags: Int32 = 0
        #endif
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = send(connection, raw.baseAddress! + offset, raw.count - offset, flags)
                if sent <= 0 { return }
                offset += sent
            }
        }
    }
}
