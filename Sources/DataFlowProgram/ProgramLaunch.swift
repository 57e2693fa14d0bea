#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The first thing a user's program does, before any of the user's code: take the request
/// `dataflow` sent, the channel it answers on, and the run's isolation.
///
/// It runs as an ELF constructor (`.init_array`), so it comes before the top-level code of a
/// user's own `main.swift` and before any of their global initialisers: the request arrives on
/// a pipe (descriptor 4: the run's secret on the first line, then the request's JSON) that is
/// read to its end and closed here, so the secret is never in the program's arguments nor in a
/// file the user's code could read or keep. The answer channel (descriptor 3) is moved out of
/// the way, every other inherited descriptor but 0, 1, 2 and the lifeline (5) is closed, and
/// the run is put in a namespace of its own where the kernel allows it (`RunNamespace`; not
/// with `DATAFLOW_ISOLATION=none`).
///
/// In any other process that links this module (the `dataflow` command, the tests), nothing
/// happens: only a program `dataflow` started has its descriptors and its parent's mark.
package enum ProgramLaunch {
    /// The pipe the request arrives on.
    package static let requestDescriptor: Int32 = 4
    /// A pipe whose other end only `dataflow` holds: when it reads as closed, `dataflow` is gone.
    package static let lifelineDescriptor: Int32 = 5

    /// What the launch took over.
    struct Taken {
        /// The run's secret, which frames every message on the channel.
        var token: String
        /// The request's JSON.
        var request: [UInt8]
        /// The answer channel, moved to a high descriptor closed on `exec`.
        var channel: Int32
        /// Whether the run has a process namespace of its own (see `RunNamespace`).
        var isolated: Bool
    }

    /// Set once, by `begin()`; nil in a process `dataflow` did not start.
    nonisolated(unsafe) private(set) static var taken: Taken?
    nonisolated(unsafe) private static var begun = false

    /// Takes the request, the channel and the isolation (once; the constructor calls it).
    static func begin() {
        guard !begun else { return }
        begun = true
        guard let parent = CLibrary.environment("DATAFLOW_PARENT_PID"), Int32(parent) == CLibrary.getppid(),
            fcntl(requestDescriptor, F_GETFD) >= 0, fcntl(ProgramChannel.descriptor, F_GETFD) >= 0
        else { return }
        let bytes = CLibrary.readAll(requestDescriptor)
        _ = CLibrary.close(requestDescriptor)
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return }
        let token = String(decoding: bytes[..<newline], as: UTF8.self)
        let channel = fcntl(ProgramChannel.descriptor, F_DUPFD_CLOEXEC, 100)
        _ = CLibrary.close(ProgramChannel.descriptor)
        closeInheritedDescriptors(keeping: [channel, lifelineDescriptor])
        let isolated =
            getenv("DATAFLOW_ISOLATION").map { String(cString: $0) } != "none"
            && RunNamespace.enter(token: token, channel: channel, lifeline: lifelineDescriptor)
        taken = Taken(token: token, request: Array(bytes[(newline + 1)...]), channel: channel, isolated: isolated)
    }

    /// Closes every descriptor above standard error but `kept`: whatever the caller of
    /// `dataflow` had open (`exec 7>>ci.log`) is not the views' to write into.
    private static func closeInheritedDescriptors(keeping kept: Set<Int32>) {
        #if os(Linux)
        let folder = "/proc/self/fd"
        #else
        let folder = "/dev/fd"
        #endif
        guard let directory = opendir(folder) else { return }
        var open: [Int32] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if let descriptor = Int32(name) { open.append(descriptor) }
        }
        let own = dirfd(directory)
        closedir(directory)
        for descriptor in open where descriptor > STDERR_FILENO && descriptor != own && !kept.contains(descriptor) {
            _ = CLibrary.close(descriptor)
        }
    }
}

/// The constructor: `ProgramLaunch.begin()` before `main`, on systems whose executables run an
/// `.init_array` (ELF); elsewhere `UserProgram` calls it first thing. Its priority (101, the
/// first a program may use) puts it before every constructor without one, a view file's own
/// included. It runs before the program's Swift metadata is registered, so it uses the standard
/// library's types and the C library only: no cast to a protocol of this module's types.
#if os(Linux)
@used @section(".init_array.00101")
private let programLaunch: @convention(c) () -> Void = { ProgramLaunch.begin() }
#endif
