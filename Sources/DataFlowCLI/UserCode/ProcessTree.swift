import Foundation

/// Finds and ends every process a child of this command started, however it was started.
///
/// A process group is not enough: the Swift driver starts `swift-frontend` in a group of its own,
/// and a user's code may call `setsid`, or start a `Process` that outlives its parent. So each
/// child is marked with a run variable in its environment, which every process it starts inherits
/// (through `fork`, `exec`, `system` and `Process` alike), and on Linux this command is made a
/// *subreaper*, so that a process whose parent has died is handed to this command rather than to
/// init. A run's processes are then: its descendants, and any process that carries its mark.
///
/// Only Linux has `/proc`; elsewhere a run's processes are its process group, as before.
enum ProcessTree {
    /// The environment variable that marks a run's processes; its value is the run's own.
    static let markVariable = "DATAFLOW_RUN_MARK"

    /// Asks the kernel to hand this command the orphans of its descendants (Linux 3.4 and later).
    /// `prctl` is variadic, which Swift cannot call; its five-word form is called through its
    /// symbol instead.
    static func becomeSubreaper() {
        #if os(Linux)
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "prctl") else { return }
        let prctl = unsafeBitCast(symbol, to: Prctl.self)
        let setChildSubreaper: Int32 = 36  // PR_SET_CHILD_SUBREAPER
        _ = prctl(setChildSubreaper, 1, 0, 0, 0)
        #endif
    }

    /// A process this command can see: its id, parent, session and command name.
    struct Process: Equatable {
        var pid: pid_t
        var parent: pid_t
        var session: pid_t
        var name: String
    }

    /// Every process of this machine's `/proc` (empty elsewhere).
    static func all() -> [Process] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        return names.compactMap { name in
            guard let pid = pid_t(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8) else { return nil }
            return parse(stat: stat, pid: pid)
        }
    }

    /// `/proc/<pid>/stat`: `pid (comm) state ppid pgrp session …`; the name may hold spaces and
    /// parentheses, so the fields are read after its last `)`.
    static func parse(stat: String, pid: pid_t) -> Process? {
        guard let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { return nil }
        let name = String(stat[stat.index(after: open)..<close])
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 3, let parent = pid_t(fields[1]), let session = pid_t(fields[3]) else { return nil }
        return Process(pid: pid, parent: parent, session: session, name: name)
    }

    /// Whether a process carries `mark` in its environment (readable for this user's processes).
    static func carries(_ pid: pid_t, mark: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return false }
        let wanted = Data((markVariable + "=" + mark).utf8)
        return data.split(separator: 0).contains { Data($0) == wanted }
    }

    /// The processes that belong to the run led by `root` and marked `mark`: its descendants, and
    /// every other process that carries the mark (an orphan, a new session), never `root` itself
    /// nor this command.
    static func members(of root: pid_t, mark: String) -> [Process] {
        let processes = all()
        var children: [pid_t: [Process]] = [:]
        for process in processes { children[process.parent, default: []].append(process) }
        var found: [pid_t: Process] = [:]
        func collect(_ start: [Process]) {
            var pending = start
            while let next = pending.popLast() {
                guard found[next.pid] == nil else { continue }
                found[next.pid] = next
                pending += children[next.pid] ?? []
            }
        }
        collect(children[root] ?? [])
        let me = getpid()
        for process in processes where process.pid != root && process.pid != me && found[process.pid] == nil {
            if process.session == root || carries(process.pid, mark: mark) { collect([process]) }
        }
        return found.values.sorted { $0.pid < $1.pid }
    }

    /// Kills every member of the run (see `members`) until none is left, reaps those that became
    /// this command's children, and returns the names of the processes it ended, sorted.
    @discardableResult
    static func end(runOf root: pid_t, mark: String) -> [String] {
        kill(-root, SIGKILL)
        var ended: [pid_t: String] = [:]
        // A member may start another while the others are being killed: look again until the
        // run is empty (a bounded number of times: a fork bomb outruns no SIGKILL for long).
        for _ in 0..<20 {
            let members = members(of: root, mark: mark).filter { ended[$0.pid] == nil || isAlive($0.pid) }
            if members.isEmpty { break }
            for member in members {
                kill(member.pid, SIGKILL)
                if ended[member.pid] == nil { ended[member.pid] = member.name }
            }
            for member in members where member.parent == getpid() || isOurChild(member.pid) {
                var status: Int32 = 0
                while waitpid(member.pid, &status, 0) < 0 && errno == EINTR {}
            }
            usleep(2_000)
        }
        return ended.values.sorted()
    }

    /// Whether the process runs: it exists and has not ended (a zombie only waits to be reaped).
    static func isAlive(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
    }

    private static func isOurChild(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
        return parse(stat: stat, pid: pid)?.parent == getpid()
    }
}
