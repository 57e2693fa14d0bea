#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The processes of this machine, read from `/proc` with the C library alone (no Foundation),
/// so that a user program's keeper can read them before `main` (`RunNamespace`), as `dataflow`
/// does after a run (`ProcessTree`). Empty where there is no `/proc`.
package enum ProcessList {
    /// A process: its id, parent, session and command name, as `/proc/<pid>/stat` gives them
    /// (ids as seen from `/proc`'s namespace, the machine's).
    package struct Process: Equatable {
        package var pid: pid_t
        package var parent: pid_t
        package var session: pid_t
        package var name: String
        /// Ended, not yet reaped.
        package var isZombie = false
    }

    package static func all() -> [Process] {
        guard let directory = opendir("/proc") else { return [] }
        var pids: [pid_t] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if let pid = pid_t(name) { pids.append(pid) }
        }
        closedir(directory)
        return pids.compactMap { pid in read("/proc/\(pid)/stat").flatMap { parse(stat: $0, pid: pid) } }
    }

    /// `/proc/<pid>/stat`: `pid (comm) state ppid pgrp session …`; the name may hold spaces and
    /// parentheses, so the fields are read after its last `)`.
    package static func parse(stat: String, pid: pid_t) -> Process? {
        guard let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { return nil }
        let name = String(stat[stat.index(after: open)..<close])
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 3, let parent = pid_t(fields[1]), let session = pid_t(fields[3]) else { return nil }
        return Process(pid: pid, parent: parent, session: session, name: name, isZombie: fields[0] == "Z")
    }

    /// This process's id as `/proc` names it (inside a PID namespace, `getpid()` is another).
    package static func ownOuterPID() -> pid_t {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBufferPointer { readlink("/proc/self", $0.baseAddress!, $0.count) }
        guard count > 0 else { return getpid() }
        return pid_t(String(decoding: buffer[0..<count], as: UTF8.self)) ?? getpid()
    }

    /// The processes descended from `root` (not `root`), by `/proc`'s ids.
    package static func descendants(ofOuter root: pid_t, in processes: [Process] = all()) -> [Process] {
        var children: [pid_t: [Process]] = [:]
        for process in processes { children[process.parent, default: []].append(process) }
        var found: [Process] = []
        var pending = children[root] ?? []
        var seen: Set<pid_t> = []
        while let next = pending.popLast() {
            guard seen.insert(next.pid).inserted else { continue }
            found.append(next)
            pending += children[next.pid] ?? []
        }
        return found.sorted { $0.pid < $1.pid }
    }

    /// A small file's text (a `/proc` entry), or nil.
    package static func read(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { _ = CLibrary.close(descriptor) }
        return String(decoding: CLibrary.readAll(descriptor), as: UTF8.self)
    }
}
