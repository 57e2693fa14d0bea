import DataFlowProgram
import Foundation

/// Finds and ends every process a child of this command started, however it was started.
///
/// A process group is not enough: the Swift driver starts `swift-frontend` in a group of its own,
/// and a user's code may call `setsid`, or start a `Process` that outlives its parent. So each
/// child is marked with a run variable in its environment, which every process it starts inherits
/// (through `fork`, `exec`, `system` and `Process` alike), and on Linux this command is made a
/// *subreaper*, so that a process whose parent has died is handed to this command rather than to
/// init. A run's processes are then: its descendants, any process that carries its mark, and the
/// orphans handed to this command while it was the only run. (A user's program whose run has a
/// PID namespace of its own is ended by the kernel as a whole, `RunNamespace`; this finds what
/// is left where there is none.)
///
/// Only Linux has `/proc`; elsewhere a run's processes are its process group, as before.
enum ProcessTree {
    /// The environment variable that marks a run's processes (`RunMark`).
    static let markVariable = RunMark.variable

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

    typealias Process = ProcessList.Process

    static func carries(_ pid: pid_t, mark: String) -> Bool { RunMark.carries(pid, mark: mark) }

    /// The processes that belong to the run led by `root` and marked `mark`: its descendants, and
    /// every other process that carries the mark (an orphan, a new session), never `root` itself
    /// nor this command.
    static func members(of root: pid_t, mark: String, adoptingOrphans: Bool) -> [Process] {
        let processes = ProcessList.all()
        var found: [pid_t: Process] = [:]
        func collect(_ process: Process) {
            found[process.pid] = process
            for descendant in ProcessList.descendants(ofOuter: process.pid, in: processes) { found[descendant.pid] = descendant }
        }
        for descendant in ProcessList.descendants(ofOuter: root, in: processes) { found[descendant.pid] = descendant }
        let me = getpid()
        // An orphan handed to this command (the subreaper) belongs to the run when the caller
        // says so (it is the only run under way): found by ancestry, whatever it did to its
        // environment.
        for process in processes where process.pid != root && process.pid != me && found[process.pid] == nil {
            if process.session == root || carries(process.pid, mark: mark) || (adoptingOrphans && process.parent == me) { collect(process) }
        }
        return found.values.sorted { $0.pid < $1.pid }
    }

    /// Kills every member of the run (see `members`) until none is left, reaps those that became
    /// this command's children, and returns the names of the processes it ended, sorted.
    @discardableResult
    static func end(runOf root: pid_t, mark: String, adoptingOrphans: Bool) -> [String] {
        kill(-root, SIGKILL)
        var ended: [pid_t: String] = [:]
        // A member may start another while the others are being killed: look again until the
        // run is empty (a bounded number of times: a fork bomb outruns no SIGKILL for long).
        for _ in 0..<20 {
            let members = members(of: root, mark: mark, adoptingOrphans: adoptingOrphans).filter { ended[$0.pid] == nil || isAlive($0.pid) }
            if members.isEmpty { break }
            for member in members {
                kill(member.pid, SIGKILL)
                // A zombie had ended already: it is only reaped, not named.
                if ended[member.pid] == nil && !member.isZombie { ended[member.pid] = member.name }
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
        guard let process = ProcessList.read("/proc/\(pid)/stat").flatMap({ ProcessList.parse(stat: $0, pid: pid) }) else { return false }
        return !process.isZombie
    }

    private static func isOurChild(_ pid: pid_t) -> Bool {
        ProcessList.read("/proc/\(pid)/stat").flatMap { ProcessList.parse(stat: $0, pid: pid) }?.parent == getpid()
    }
}
