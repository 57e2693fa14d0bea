import Dispatch
import Foundation

/// Runs a program to completion and captures what it printed: the compiler, and users' compiled
/// programs. A program that runs past `timeout` is killed, so a view whose body never returns
/// cannot hang the command.
///
/// Children never outlive the command: each runs in a process group of its own (the compiler's
/// own children included), and that group is killed on a timeout, and when the command is
/// interrupted or terminated (`ChildProcesses` forwards SIGINT, SIGTERM, SIGHUP and SIGQUIT).
/// A user's program also ends itself when its parent dies (`ParentWatch`), which covers
/// `kill -9` of the command.
struct Subprocess {
    struct Outcome {
        var stdout: String
        var stderr: String
        /// The exit status, or the signal number when `signalled`.
        var status: Int32
        var signalled: Bool
        var timedOut: Bool
    }

    var executable: String
    var arguments: [String]
    var timeout: Double
    /// Extra environment variables for the program (the rest is inherited).
    var environment: [String: String] = [:]
    /// What the program reads on standard input (nothing when nil).
    var input: String?

    func run() throws(UserCodeError) -> Outcome {
        let output = try Pipe()
        let errors = try Pipe()
        let stdin = try input.map { _ throws(UserCodeError) in try Pipe() }
        let nullInput = stdin == nil ? open("/dev/null", O_RDONLY | O_CLOEXEC) : -1
        defer { if nullInput >= 0 { close(nullInput) } }
        let pid = try spawn(
            standardInput: stdin?.read ?? nullInput, standardOutput: output.write, standardError: errors.write,
            ownGroup: true)
        output.closeWrite()
        errors.closeWrite()
        stdin?.closeRead()
        if let stdin, let input {
            // A program that stops reading early must not block us: a pipe's buffer holds far
            // more than a typed session, and a closed reader is ignored (SIGPIPE is ignored).
            let writer = stdin.write
            DispatchQueue.global().async {
                _ = OutputStream.write(input, to: writer)
                close(writer)
            }
        }
        // Both pipes are drained at once: a program that fills one while we wait on the other
        // would otherwise block forever.
        let group = DispatchGroup()
        let collected = Collected()
        for (index, descriptor) in [output.read, errors.read].enumerated() {
            group.enter()
            DispatchQueue.global().async {
                collected.set(readToEnd(descriptor), at: index)
                group.leave()
            }
        }
        var timedOut = false
        if group.wait(timeout: .now() + min(timeout, 1e9)) == .timedOut {
            timedOut = true
            // The compiler's own children (swift-frontend) hold the pipes too: kill the whole
            // process group the child leads, then wait a bounded time for the pipes to close.
            kill(-pid, SIGKILL)
            _ = group.wait(timeout: .now() + 5)
        }
        let (status, signalled) = ChildProcesses.wait(for: pid)
        return Outcome(stdout: collected.text(at: 0), stderr: collected.text(at: 1), status: status, signalled: signalled, timedOut: timedOut)
    }

    /// Runs the program on this process's own standard input, output and error (an interactive
    /// program talking to the terminal), and waits for it; nothing is captured.
    ///
    /// The program stays in the terminal's foreground process group, or its first read of the
    /// terminal would stop it (SIGTTIN); the terminal's Ctrl-C reaches it directly.
    func runAttached() throws(UserCodeError) -> Outcome {
        let pid = try spawn(standardInput: STDIN_FILENO, standardOutput: STDOUT_FILENO, standardError: STDERR_FILENO, ownGroup: false)
        let (status, signalled) = ChildProcesses.wait(for: pid)
        return Outcome(stdout: "", stderr: "", status: status, signalled: signalled, timedOut: false)
    }

    /// Starts the program with the given descriptors as its 0, 1 and 2, every signal at its
    /// default action (this process ignores some while children run), and registers it so that
    /// it dies with this process.
    private func spawn(standardInput: Int32, standardOutput: Int32, standardError: Int32, ownGroup: Bool) throws(UserCodeError) -> pid_t {
        ChildProcesses.installSignalForwarding()
        var variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        variables["DATAFLOW_PARENT_PID"] = String(getpid())
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = variables.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (source, target) in [(standardInput, STDIN_FILENO), (standardOutput, STDOUT_FILENO), (standardError, STDERR_FILENO)] where source != target {
            posix_spawn_file_actions_adddup2(&actions, source, target)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var flags = Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
        if ownGroup {
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        var pid = pid_t()
        let failure = ChildProcesses.starting { () -> Int32 in
            let failure = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
            if failure == 0 { ChildProcesses.register(pid, ownGroup: ownGroup) }
            return failure
        }
        guard failure == 0 else {
            throw .setup("cannot run \(executable): \(String(cString: strerror(failure)))")
        }
        return pid
    }
}

/// A pipe whose ends close on exec (the child gets copies as 0, 1 or 2 only).
private struct Pipe {
    let read: Int32
    let write: Int32

    init() throws(UserCodeError) {
        var ends: [Int32] = [0, 0]
        // (`pipe2` would set close-on-exec at once, but Glibc's module does not export it.)
        guard pipe(&ends) == 0 else { throw .setup("cannot create a pipe: \(String(cString: strerror(errno)))") }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        (read, write) = (ends[0], ends[1])
    }

    func closeWrite() { close(write) }
    func closeRead() { close(read) }
}

/// Reads a descriptor to its end, then closes it.
private func readToEnd(_ descriptor: Int32) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
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

/// The two streams' bytes, filled by two reader threads.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var data = [Data(), Data()]

    func set(_ bytes: Data, at index: Int) {
        lock.lock()
        data[index] = bytes
        lock.unlock()
    }

    func text(at index: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data[index], as: UTF8.self)
    }
}
