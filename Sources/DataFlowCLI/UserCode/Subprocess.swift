import Dispatch
import Foundation

/// Runs a program to completion and captures what it printed: the compiler, and users' compiled
/// programs. A program that runs past `timeout` is killed, so a view whose body never returns
/// cannot hang the command.
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
        let process = makeProcess()
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let inputPipe = input.map { _ in Pipe() }
        process.standardInput = inputPipe ?? FileHandle.nullDevice
        try start(process)
        if let inputPipe, let input {
            // A program that stops reading early must not block us: a pipe's buffer holds far
            // more than a typed session, and a closed reader is ignored (SIGPIPE is ignored).
            DispatchQueue.global().async {
                try? inputPipe.fileHandleForWriting.write(contentsOf: Data(input.utf8))
                try? inputPipe.fileHandleForWriting.close()
            }
        }
        // Both pipes are drained at once: a program that fills one while we wait on the other
        // would otherwise block forever.
        let group = DispatchGroup()
        let collected = Collected()
        for (index, pipe) in [out, err].enumerated() {
            group.enter()
            DispatchQueue.global().async {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                collected.set(data, at: index)
                group.leave()
            }
        }
        let deadline = DispatchTime.now() + timeout
        var timedOut = false
        if group.wait(timeout: deadline) == .timedOut {
            timedOut = true
            // The compiler's own children (swift-frontend) hold the pipes too: kill the whole
            // process group the child leads, then wait a bounded time for the pipes to close.
            kill(-process.processIdentifier, SIGKILL)
            kill(process.processIdentifier, SIGKILL)
            _ = group.wait(timeout: .now() + 5)
        }
        process.waitUntilExit()
        let signalled = process.terminationReason == .uncaughtSignal
        return Outcome(
            stdout: collected.text(at: 0), stderr: collected.text(at: 1),
            status: process.terminationStatus, signalled: signalled, timedOut: timedOut)
    }
}

extension Subprocess {
    /// Runs the program on this process's own standard input, output and error (an interactive
    /// program talking to the terminal), and waits for it; nothing is captured.
    ///
    /// `posix_spawn`, not `Process`: the program must stay in the terminal's foreground process
    /// group, or its first read of the terminal would stop it (SIGTTIN).
    func runAttached() throws(UserCodeError) -> Outcome {
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0.key)=\($0.value)" }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = variables.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, nil, nil, argv, envp)
        guard spawned == 0 else {
            throw .setup("cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // The wait status: the low 7 bits are the signal that ended it, else the exit status is above.
        let signal = status & 0x7f
        return Outcome(
            stdout: "", stderr: "", status: signal == 0 ? (status >> 8) & 0xff : signal,
            signalled: signal != 0, timedOut: false)
    }

    fileprivate func makeProcess() -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        return process
    }

    fileprivate func start(_ process: Process) throws(UserCodeError) {
        do {
            try process.run()
        } catch {
            throw .setup("cannot run \(executable): \(error.localizedDescription)")
        }
    }
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
