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

    func run() throws(UserCodeError) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .setup("cannot run \(executable): \(error.localizedDescription)")
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
            process.terminate()
            kill(process.processIdentifier, SIGKILL)
            group.wait()
        }
        process.waitUntilExit()
        let signalled = process.terminationReason == .uncaughtSignal
        return Outcome(
            stdout: collected.text(at: 0), stderr: collected.text(at: 1),
            status: process.terminationStatus, signalled: signalled, timedOut: timedOut)
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
