import Dispatch
import Foundation

/// The programs this command started and has not yet waited for, so that none outlives it.
///
/// When the command is interrupted (Ctrl-C), terminated or hung up while a child runs, every
/// process of the child's run is killed (`ProcessTree`: the compiler's own jobs in their groups
/// included), the build folders in progress are removed, and then the command ends by the same
/// signal (so a shell sees `130` for Ctrl-C, as usual).
enum ChildProcesses {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var children: [pid_t: String] = [:]
    nonisolated(unsafe) private static var folders: Set<String> = []
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
    static let forwardedSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Runs `start` (which spawns and registers a child) so that no signal is handled between
    /// the spawn and the registration.
    static func starting<Result>(_ start: () -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return start()
    }

    /// Called inside `starting`: the child's run (marked `mark`) is killed if this process is
    /// stopped by a signal.
    static func register(_ pid: pid_t, mark: String) { children[pid] = mark }

    /// Whether every child of this process is one `Subprocess` started (see
    /// `DataflowCommand.startsEveryChild`).
    nonisolated(unsafe) static var startsEveryChild = false

    /// Whether an orphan handed to this process now belongs to the run of `pid`: this process
    /// starts every child itself, and `pid`'s run is the only one under way.
    static func orphansBelong(to pid: pid_t) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return startsEveryChild && Set(children.keys) == [pid]
    }

    /// Waits until a child has ended, without reaping it: its id stays its own until `wait(for:)`,
    /// so what it left running can still be found and ended first.
    static func waitUntilExited(_ pid: pid_t) {
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
    }

    /// Waits for a child to end and forgets it: its exit status, or the signal that ended it.
    static func wait(for pid: pid_t) -> (status: Int32, signalled: Bool) {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        lock.lock()
        children[pid] = nil
        lock.unlock()
        // The wait status: the low 7 bits are the signal that ended it, else the exit status is above.
        let signal = status & 0x7f
        return signal == 0 ? ((status >> 8) & 0xff, false) : (signal, true)
    }

    /// A folder to remove if the command is stopped by a signal (a build in progress).
    static func removeOnSignal(_ folder: String) {
        lock.lock()
        folders.insert(folder)
        lock.unlock()
    }

    static func keepOnSignal(_ folder: String) {
        lock.lock()
        folders.remove(folder)
        lock.unlock()
    }

    /// Handles the forwarded signals from now on (once per process).
    static func installSignalForwarding() {
        lock.lock()
        defer { lock.unlock() }
        guard sources.isEmpty else { return }
        ProcessTree.becomeSubreaper()
        for number in forwardedSignals {
            // Ignored as a signal, delivered as an event on a queue: the handler may then do
            // what a signal handler may not (remove folders).
            signal(number, SIG_IGN)
            // A signal blocked by whoever started this process is unblocked, or it never arrives.
            var only = sigset_t()
            sigemptyset(&only)
            sigaddset(&only, number)
            pthread_sigmask(SIG_UNBLOCK, &only, nil)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stop(by: number) }
            source.resume()
            sources.append(source)
        }
    }

    private static func stop(by number: Int32) {
        lock.lock()
        for (pid, mark) in children {
            kill(pid, SIGKILL)
            ProcessTree.end(runOf: pid, mark: mark, adoptingOrphans: startsEveryChild)
        }
        for folder in folders where FileKind.at(folder) == .directory { try? FileManager.default.removeItem(atPath: folder) }
        // Ends the command by the same signal, from this thread: dispatch's threads (and any the
        // command was started with) block signals, so it is unblocked here first. The lock stays
        // held, so the thread that waits for the child cannot end the command another way first.
        signal(number, SIG_DFL)
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, number)
        pthread_sigmask(SIG_UNBLOCK, &only, nil)
        raise(number)
        lock.unlock()
    }
}
