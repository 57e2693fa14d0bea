import DataFlowProgram
import Dispatch
import Foundation

/// Runs a program to completion and captures what it printed: the compiler, and users' compiled
/// programs. A program that runs past `timeout` is killed, so a view whose body never returns
/// cannot hang the command.
///
/// Nothing a child starts outlives the run (`ProcessTree`): a captured child runs in a session of
/// its own, every process it starts carries the run's mark, and when the child ends, however it
/// ends, whatever it left running is killed and named in `Outcome.ended`. The same happens when
/// the command is interrupted, terminated or hung up (`ChildProcesses` forwards SIGINT, SIGTERM,
/// SIGHUP and SIGQUIT); a user's program also ends itself when its parent dies (`ParentWatch`),
/// which covers `kill -9` of the command.
struct Subprocess {
    struct Outcome {
        var stdout: String
        var stderr: String
        /// What arrived on the answer channel (descriptor 3), when one was asked for.
        var channel = Data()
        /// The exit status, or the signal number when `signalled`.
        var status: Int32
        var signalled: Bool
        var timedOut: Bool
        /// The names of the processes the child left running, which were ended with it.
        var ended: [String] = []
    }

    var executable: String
    var arguments: [String]
    var timeout: Double
    /// Extra environment variables for the program (the rest is inherited).
    var environment: [String: String] = [:]
    /// A user's program (`ProgramLaunch`): it reads `request` on descriptor 4, answers on
    /// descriptor 3 (`ProgramChannel`), and watches the lifeline on descriptor 5.
    var request: Data?

    func run() throws(UserCodeError) -> Outcome {
        let output = try Pipe()
        let errors = try Pipe()
        let program = try request.map { _ throws(UserCodeError) in try ProgramPipes() }
        // Standard input is empty: a program's input is its request, and `play` runs in this command.
        let nullInput = open("/dev/null", O_RDONLY | O_CLOEXEC)
        defer { if nullInput >= 0 { close(nullInput) } }
        let mark = ProgramRequest.makeToken()
        let pid = try spawn(
            standardInput: nullInput, standardOutput: output.write, standardError: errors.write, program: program, mark: mark)
        output.closeWrite()
        errors.closeWrite()
        program?.started(sending: request ?? Data())
        defer { program?.finished() }
        // The pipes are drained at once: a program that fills one while we wait on another
        // would otherwise block forever.
        let readers = DispatchGroup()
        let collected = Collected(count: 3)
        for (index, descriptor) in [output.read, errors.read, program?.channel.read].enumerated() {
            guard let descriptor else { continue }
            readers.enter()
            DispatchQueue.global().async {
                collected.set(readToEnd(descriptor, until: collected), at: index)
                readers.leave()
            }
        }
        let exited = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            ChildProcesses.waitUntilExited(pid)
            exited.signal()
        }
        var timedOut = false
        if exited.wait(timeout: .now() + min(timeout, 1e9)) == .timedOut {
            timedOut = true
            kill(pid, SIGKILL)
            exited.wait()
        }
        // The child has ended (it is not reaped yet, so its id cannot be reused): end everything
        // it started, then its pipes close, unless something outside the run holds them.
        let ended = ProcessTree.end(runOf: pid, mark: mark, adoptingOrphans: ChildProcesses.orphansBelong(to: pid))
        if readers.wait(timeout: .now() + 5) == .timedOut {
            collected.abandon()
            readers.wait()
        }
        let (status, signalled) = ChildProcesses.wait(for: pid)
        return Outcome(
            stdout: collected.text(at: 0), stderr: collected.text(at: 1), channel: collected.data(at: 2), status: status,
            signalled: signalled, timedOut: timedOut, ended: timedOut ? [] : ended)
    }

    /// Starts the program with the given descriptors as its 0, 1, 2 (and a user's program's
    /// 3, 4 and 5), and no other of this process's descriptors; every signal at its default
    /// action (this process ignores some while children run), in a session of its own, marked
    /// as the run `mark`, and registers it so that it dies with this process.
    private func spawn(
        standardInput: Int32, standardOutput: Int32, standardError: Int32, program: ProgramPipes?, mark: String
    ) throws(UserCodeError) -> pid_t {
        ChildProcesses.installSignalForwarding()
        var variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        variables["DATAFLOW_PARENT_PID"] = String(getpid())
        variables[ProcessTree.markVariable] = mark
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = variables.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var moves = [(standardInput, STDIN_FILENO), (standardOutput, STDOUT_FILENO), (standardError, STDERR_FILENO)]
        if let program {
            moves += [
                (program.channel.write, ProgramChannel.descriptor), (program.request.read, ProgramLaunch.requestDescriptor),
                (program.lifeline.read, ProgramLaunch.lifelineDescriptor),
            ]
        }
        // Each source first moves above every target, so that no move overwrites a later source.
        var lifted: [Int32] = []
        defer { lifted.forEach { close($0) } }
        for (source, target) in moves where source != target {
            let high = fcntl(source, F_DUPFD_CLOEXEC, 10)
            guard high >= 0 else { throw .setup("cannot pass a descriptor to \(executable): \(String(cString: strerror(errno)))") }
            lifted.append(high)
            posix_spawn_file_actions_adddup2(&actions, high, target)
        }
        closeOnExec(exceptBelow: 3, and: Set(moves.map(\.1)))
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        // A session of its own: its processes are found as one (`ProcessTree`), and the
        // terminal's Ctrl-C reaches this command, which ends them.
        let flags = Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK) | Self.setSessionFlag
        posix_spawnattr_setflags(&attributes, Int16(flags))

        var pid = pid_t()
        let failure = ChildProcesses.starting { () -> Int32 in
            let failure = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
            if failure == 0 { ChildProcesses.register(pid, mark: mark) }
            return failure
        }
        guard failure == 0 else {
            throw .setup("cannot run \(executable): \(String(cString: strerror(failure)))")
        }
        return pid
    }

    /// `POSIX_SPAWN_SETSID`: the child leads a new session (and so a new process group). Glibc
    /// defines it (0x80) only for `_GNU_SOURCE`, which Swift's Glibc module does not set.
    private static var setSessionFlag: Int32 {
        #if os(Linux)
        0x80
        #else
        Int32(POSIX_SPAWN_SETSID)
        #endif
    }
}

/// The three pipes between `dataflow` and a user's program: the request it reads (descriptor 4),
/// the channel it answers on (3), and the lifeline (5), whose writing end only `dataflow` holds,
/// for as long as the run lasts: when it reads as closed, `dataflow` is gone.
private struct ProgramPipes {
    let request: Pipe
    let channel: Pipe
    let lifeline: Pipe

    init() throws(UserCodeError) {
        request = try Pipe()
        channel = try Pipe(socket: true)
        lifeline = try Pipe()
    }

    /// After the spawn: the child's ends are closed here, and the request is sent.
    func started(sending data: Data) {
        request.closeRead()
        channel.closeWrite()
        lifeline.closeRead()
        writeInBackground(data, to: request.write)
    }

    /// When the run is over.
    func finished() { lifeline.closeWrite() }
}

/// Marks every open descriptor at or above `floor`, but `kept`, to close on `exec`: whatever the
/// caller of `dataflow` left open (`exec 7>>ci.log`) is not passed on to what it starts.
private func closeOnExec(exceptBelow floor: Int32, and kept: Set<Int32>) {
    #if os(Linux)
    let folder = "/proc/self/fd"
    #else
    let folder = "/dev/fd"
    #endif
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
        guard let descriptor = Int32(name), descriptor >= floor, !kept.contains(descriptor) else { continue }
        let flags = fcntl(descriptor, F_GETFD)
        if flags >= 0 && flags & FD_CLOEXEC == 0 { _ = fcntl(descriptor, F_SETFD, flags | FD_CLOEXEC) }
    }
}

/// A pipe whose ends close on exec (the child gets copies as 0, 1 or 2 only).
private struct Pipe {
    let read: Int32
    let write: Int32

    /// A pipe; or, with `socket`, a connected pair of Unix sockets used one way, which a process
    /// holding the writing end cannot reopen for reading through `/proc/self/fd` as it can a
    /// pipe: the answer channel, whose frames carry the run's secret.
    init(socket: Bool = false) throws(UserCodeError) {
        var ends: [Int32] = [0, 0]
        // (`pipe2` would set close-on-exec at once, but Glibc's module does not export it.)
        #if os(Linux)
        let kind = Int32(SOCK_STREAM.rawValue)
        #else
        let kind = SOCK_STREAM
        #endif
        let made = socket ? socketpair(AF_UNIX, kind, 0, &ends) : pipe(&ends)
        guard made == 0 else { throw .setup("cannot create a pipe: \(String(cString: strerror(errno)))") }
        if socket {
            _ = shutdown(ends[0], Int32(SHUT_WR))
            _ = shutdown(ends[1], Int32(SHUT_RD))
        }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        (read, write) = (ends[0], ends[1])
    }

    func closeWrite() { close(write) }
    func closeRead() { close(read) }
}

/// Reads a descriptor to its end, then closes it; gives up early once `collected` is abandoned
/// (a process outside the run still holds the pipe open).
private func readToEnd(_ descriptor: Int32, until collected: Collected) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while !collected.isAbandoned {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let polled = poll(&ready, 1, 200)
        if polled == 0 || (polled < 0 && errno == EINTR) { continue }
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            data.append(contentsOf: buffer[0..<count])
        } else if count < 0 && errno == EINTR {
            continue
        } else {
            break
        }
    }
    close(descriptor)
    return data
}

/// The streams' bytes, filled by reader threads.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var data: [Data]
    private var abandoned = false

    init(count: Int) { data = Array(repeating: Data(), count: count) }

    func set(_ bytes: Data, at index: Int) {
        lock.lock()
        data[index] = bytes
        lock.unlock()
    }

    func data(at index: Int) -> Data {
        lock.lock()
        defer { lock.unlock() }
        return data[index]
    }

    func text(at index: Int) -> String { String(decoding: data(at: index), as: UTF8.self) }

    /// Stops the readers: what they read so far is all there is.
    func abandon() {
        lock.lock()
        abandoned = true
        lock.unlock()
    }

    var isAbandoned: Bool {
        lock.lock()
        defer { lock.unlock() }
        return abandoned
    }
}

/// Writes `data` to a pipe from another thread and closes it: a child that reads nothing (or
/// late) never blocks this one.
private func writeInBackground(_ data: Data, to descriptor: Int32) {
    DispatchQueue.global().async {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { break }
                offset += written
            }
        }
        close(descriptor)
    }
}
