import Foundation

/// A user's program ends itself when the `dataflow` that started it is gone (killed with
/// SIGKILL, which cannot be forwarded), where its run has no namespace whose keeper does it
/// (`RunNamespace`): it would otherwise run a body that never returns at 100 % CPU forever.
/// `dataflow` holds the only writing end of the lifeline pipe, so the pipe reads as closed the
/// moment it is gone, however it ended. The program then ends what it started: its descendants,
/// every process carrying the run's mark (one that left the session), and its process group.
enum ParentWatch {
    private static func endRun() -> Never {
        let me = CLibrary.getpid()
        let mark = CLibrary.environment(RunMark.variable)
        let processes = ProcessList.all()
        var doomed = ProcessList.descendants(ofOuter: me, in: processes).map(\.pid)
        if let mark { doomed += processes.filter { $0.pid != me && RunMark.carries($0.pid, mark: mark) }.map(\.pid) }
        for pid in doomed { _ = CLibrary.kill(pid, SIGKILL) }
        _ = CLibrary.kill(0, SIGKILL)
        CLibrary.exit(137)
    }

    static func start(lifeline: Int32) {
        guard fcntl(lifeline, F_GETFD) >= 0 else { return }
        _ = fcntl(lifeline, F_SETFD, FD_CLOEXEC)
        let thread = Thread {
            var ready = pollfd(fd: lifeline, events: Int16(POLLIN), revents: 0)
            while CLibrary.poll(&ready, 1, -1) < 0 && errno == EINTR {}
            endRun()
        }
        thread.stackSize = 64 * 1024
        thread.start()
    }
}
