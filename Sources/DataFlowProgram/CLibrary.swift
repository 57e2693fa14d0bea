#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's own functions the launch, the keeper and the channel call (`read`, `write`,
/// `close`, `poll`, `waitpid`, `fork`, `getpid`, `getppid`, `getenv`, `kill`, `_exit`), looked up in the library
/// itself rather than called by name.
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

    typealias Poll = @convention(c) (UnsafeMutablePointer<pollfd>?, UInt, Int32) -> Int32
    typealias WaitPID = @convention(c) (pid_t, UnsafeMutablePointer<Int32>?, Int32) -> pid_t
    typealias Fork = @convention(c) () -> pid_t
    typealias GetPID = @convention(c) () -> pid_t
    typealias Kill = @convention(c) (pid_t, Int32) -> Int32
    typealias Exit = @convention(c) (Int32) -> Void
    typealias GetEnv = @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?

    static let poll: Poll = function("poll", as: Poll.self) ?? { linkedPoll($0, $1, $2) }
    static let waitpid: WaitPID = function("waitpid", as: WaitPID.self) ?? { linkedWaitPID($0, $1, $2) }
    static let fork: Fork = function("fork", as: Fork.self) ?? { linkedFork() }
    static let getpid: GetPID = function("getpid", as: GetPID.self) ?? { linkedGetPID() }
    static let kill: Kill = function("kill", as: Kill.self) ?? { linkedKill($0, $1) }
    private static let exitFunction: Exit = function("_exit", as: Exit.self) ?? { linkedExit($0) }

    /// `_exit`: ends the process at once (no `atexit` handler, no buffer flushed).
    static func exit(_ status: Int32) -> Never {
        exitFunction(status)
        fatalError("_exit returned")
    }
    static let getppid: GetPID = function("getppid", as: GetPID.self) ?? { linkedGetPPID() }
    static let getenv: GetEnv = function("getenv", as: GetEnv.self) ?? { linkedGetEnv($0) }

    /// The environment variable `name`, as the C library has it.
    static func environment(_ name: String) -> String? { name.withCString { getenv($0) }.map { String(cString: $0) } }
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
private func linkedPoll(_ descriptors: UnsafeMutablePointer<pollfd>?, _ count: UInt, _ timeout: Int32) -> Int32 {
    poll(descriptors, nfds_t(count), timeout)
}
private func linkedWaitPID(_ pid: pid_t, _ status: UnsafeMutablePointer<Int32>?, _ options: Int32) -> pid_t { waitpid(pid, status, options) }
private func linkedFork() -> pid_t { fork() }
private func linkedGetPID() -> pid_t { getpid() }
private func linkedGetPPID() -> pid_t { getppid() }
private func linkedGetEnv(_ name: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>? { name.flatMap { getenv($0) } }
private func linkedKill(_ pid: pid_t, _ signal: Int32) -> Int32 { kill(pid, signal) }
private func linkedExit(_ status: Int32) { _exit(status) }
