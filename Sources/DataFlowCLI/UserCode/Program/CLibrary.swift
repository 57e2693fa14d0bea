#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's own `read`, `write` and `close`, for the channel between a user's program and
/// `dataflow`, looked up in the library itself rather than called by name.
///
/// A user's program is linked with `--export-dynamic`, and a view file may define a C function
/// of the same name (`@_cdecl("write")`): a call by name would reach the user's definition, which
/// could read the run's secret or keep what it should not. Looking the function up in the C
/// library's own handle reaches the library's. (A program that replaces `dlsym` itself is one
/// written to forge its transcript, which README's threat model leaves to a sandbox.)
enum CLibrary {
    typealias Read = @convention(c) (Int32, UnsafeMutableRawPointer?, Int) -> Int
    typealias Write = @convention(c) (Int32, UnsafeRawPointer?, Int) -> Int
    typealias Close = @convention(c) (Int32) -> Int32

    nonisolated(unsafe) private static let handle: UnsafeMutableRawPointer? = {
        #if os(Linux)
        dlopen("libc.so.6", RTLD_NOW | RTLD_NOLOAD)
        #else
        dlopen("/usr/lib/libSystem.B.dylib", RTLD_NOW | RTLD_NOLOAD)
        #endif
    }()

    private static func function<F>(_ name: String, as type: F.Type) -> F? {
        guard let handle, let symbol = dlsym(handle, name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }

    static let read: Read = function("read", as: Read.self) ?? { linkedRead($0, $1, $2) }
    static let write: Write = function("write", as: Write.self) ?? { linkedWrite($0, $1, $2) }
    static let close: Close = function("close", as: Close.self) ?? { linkedClose($0) }

    /// Writes all of `bytes` to `descriptor` (retrying after a signal); false if it could not.
    @discardableResult
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }

    /// Everything `descriptor` holds until its end (retrying after a signal).
    static func readAll(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return bytes }
            bytes += buffer[0..<count]
        }
    }

    /// A function of the C library Swift's module does not export (glibc declares `unshare` and
    /// `prctl` only for `_GNU_SOURCE`; `prctl` is variadic), found by name.
    static func symbol(_ name: String) -> UnsafeMutableRawPointer? {
        guard let handle else { return nil }
        return dlsym(handle, name)
    }
}

// The functions as linked, where the library cannot be opened by name.
private func linkedRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(descriptor, buffer, count) }
private func linkedWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(descriptor, buffer, count) }
private func linkedClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
