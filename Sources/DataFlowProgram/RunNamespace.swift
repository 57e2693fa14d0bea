#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A process namespace for each run of a user's program (Linux), so that nothing the views'
/// code starts outlives the run, whatever it does to itself and however `dataflow` ends.
///
/// Called in the program's constructor, while it is still one thread. The program makes itself
/// a new PID namespace (in a user namespace of its own when it is not root), then forks twice:
///
///     dataflow ─ launcher (outside) ─ keeper (PID 1 inside) ─ program (PID 2: the user's code)
///
/// Every process the user's code starts is inside, however it detaches (`setsid`, a double
/// fork, an emptied environment): an orphan is handed to the keeper, never to the machine's
/// init. When the program ends, the keeper names what is still running (one frame on the
/// channel) and exits; the kernel then kills everything left in the namespace. The keeper also
/// exits when the lifeline reads as closed (`dataflow` was killed, even with `-9`) or when the
/// launcher dies (`dataflow` stopped it after a timeout). The launcher ends as the program
/// ended, with its exit status or by its signal, so `dataflow` sees what it always saw.
///
/// Where the kernel refuses namespaces (another system, a container that forbids them), the
/// program runs as it is, and `ProcessTree` finds what it left by ancestry and by the run's mark.
enum RunNamespace {
    /// Enters a namespace of its own; true in the program (PID 2) once it is isolated, false
    /// when isolation is not possible (nothing has changed then). Never returns in the launcher
    /// and the keeper.
    static func enter(token: String, channel: Int32, lifeline: Int32) -> Bool {
        #if os(Linux)
        guard unshareProcessNamespace() else { return false }
        var status: [Int32] = [0, 0]
        guard pipe(&status) == 0 else { return false }
        let keeper = CLibrary.fork()
        guard keeper >= 0 else { return false }
        if keeper > 0 {
            _ = CLibrary.close(status[1])
            _ = CLibrary.close(channel)
            _ = CLibrary.close(lifeline)
            launch(keeper: keeper, status: status[0])
        }
        // The keeper: PID 1 of the new namespace.
        _ = CLibrary.close(status[0])
        setParentDeathSignal(SIGKILL)
        signal(SIGCHLD, wakeOnChild)
        let program = CLibrary.fork()
        if program == 0 {
            signal(SIGCHLD, SIG_DFL)
            _ = CLibrary.close(status[1])
            _ = CLibrary.close(lifeline)
            return true
        }
        keep(program: program, status: status[1], token: token, channel: channel, lifeline: lifeline)
        #else
        return false
        #endif
    }

    #if os(Linux)
    /// `unshare(CLONE_NEWPID)`, with a user namespace mapping this user to itself when that
    /// alone is refused (not root).
    private static func unshareProcessNamespace() -> Bool {
        typealias Unshare = @convention(c) (Int32) -> Int32
        guard let symbol = CLibrary.symbol("unshare") else { return false }
        let unshare = unsafeBitCast(symbol, to: Unshare.self)
        let newUser: Int32 = 0x1000_0000  // CLONE_NEWUSER
        let newPID: Int32 = 0x2000_0000  // CLONE_NEWPID
        if unshare(newPID) == 0 { return true }
        let user = getuid()
        let group = getgid()
        guard unshare(newUser | newPID) == 0 else { return false }
        // Writing the maps can fail (a kernel that forbids it): the next fork then fails too,
        // and the program runs as it is.
        return write("deny", to: "/proc/self/setgroups") && write("\(user) \(user) 1", to: "/proc/self/uid_map")
            && write("\(group) \(group) 1", to: "/proc/self/gid_map")
    }

    private static func write(_ text: String, to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { _ = CLibrary.close(descriptor) }
        return CLibrary.writeAll(Array(text.utf8), to: descriptor)
    }

    /// `prctl(PR_SET_PDEATHSIG, signal)`: the keeper dies with the launcher.
    private static func setParentDeathSignal(_ signal: Int32) {
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        guard let symbol = CLibrary.symbol("prctl") else { return }
        _ = unsafeBitCast(symbol, to: Prctl.self)(1, UInt(signal), 0, 0, 0)  // PR_SET_PDEATHSIG
    }

    /// The launcher waits for the keeper, reads the program's wait status from it, and ends the
    /// same way.
    private static func launch(keeper: pid_t, status: Int32) -> Never {
        var keeperStatus: Int32 = 0
        while CLibrary.waitpid(keeper, &keeperStatus, 0) < 0 && errno == EINTR {}
        let bytes = CLibrary.readAll(status)
        let programStatus = bytes.count == 4 ? bytes.withUnsafeBytes { $0.load(as: Int32.self) } : keeperStatus
        end(as: programStatus)
    }

    /// Exits with the status a wait reported, or dies by its signal (without a core file).
    private static func end(as status: Int32) -> Never {
        let signalNumber = status & 0x7f
        guard signalNumber != 0 else { CLibrary.exit((status >> 8) & 0xff) }
        var none = rlimit(rlim_cur: 0, rlim_max: 0)
        setrlimit(Int32(RLIMIT_CORE.rawValue), &none)
        signal(signalNumber, SIG_DFL)
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, signalNumber)
        sigprocmask(SIG_UNBLOCK, &only, nil)
        _ = CLibrary.kill(CLibrary.getpid(), signalNumber)
        CLibrary.exit(128 + signalNumber)
    }

    /// The keeper: reaps every process handed to it until the program ends, then names what is
    /// left and exits (the kernel kills the rest of the namespace). Ends at once when the
    /// lifeline closes: `dataflow` is gone.
    private static func keep(program: pid_t, status: Int32, token: String, channel: Int32, lifeline: Int32) -> Never {
        var programStatus: Int32 = 0
        var running = true
        while running {
            var ready = pollfd(fd: lifeline, events: Int16(POLLIN), revents: 0)
            if CLibrary.poll(&ready, 1, 100) > 0 { CLibrary.exit(137) }
            var reaped: Int32 = 0
            while true {
                let pid = CLibrary.waitpid(-1, &reaped, WNOHANG)
                guard pid > 0 else { break }
                if pid == program {
                    programStatus = reaped
                    running = false
                }
            }
        }
        let left = ProcessList.descendants(ofOuter: ProcessList.ownOuterPID()).filter { !$0.isZombie }.map(\.name).sorted()
        if !left.isEmpty {
            CLibrary.writeAll(ProgramChannel.frame(.left, Array(left.joined(separator: "\n").utf8), token: token), to: channel)
        }
        withUnsafeBytes(of: programStatus) { _ = CLibrary.writeAll(Array($0), to: status) }
        CLibrary.exit(0)
    }
    #endif
}

#if os(Linux)
/// A SIGCHLD handler that does nothing: its arrival interrupts the keeper's `poll`.
private func wakeOnChild(_ signal: Int32) {}
#endif
