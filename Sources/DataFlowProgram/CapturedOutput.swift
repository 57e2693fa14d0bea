import DataFlow
import Dispatch
import Foundation

/// In a user's compiled program: what the views' code writes to standard output without `print`
/// (`FileHandle.standardOutput.write`, `fputs`, `write(1, …)`) is captured and shown in the
/// step's console; the transcript travels on a channel of its own (`ProgramChannel`), so no stray
/// byte can land inside it (and make `--format json` invalid).
///
/// Descriptor 1 becomes a pipe that a thread drains as it fills (a program that writes a lot
/// cannot block on it).
final class CapturedOutput: @unchecked Sendable {
    private let reader: Int32
    private let lock = NSLock()
    private var pending = Data()

    /// Starts capturing; nil when descriptors cannot be set up (the program then writes as before).
    init?() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        guard dup2(ends[1], STDOUT_FILENO) >= 0 else { return nil }
        close(ends[1])
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        reader = ends[0]
        let thread = Thread { [self] in
            while true {
                var descriptor = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, -1) >= 0 || errno == EINTR else { return }
                lock.lock()
                let open = readAvailable()
                lock.unlock()
                if !open { return }
            }
        }
        thread.stackSize = 128 * 1024
        thread.start()
        OutsideOutput.collect = { [self] in completeLines() }
    }

    /// The complete lines written so far (C's buffered streams flushed first); a line still
    /// being written waits for its end.
    func completeLines() -> [String] {
        fflush(nil)
        lock.lock()
        defer { lock.unlock() }
        _ = readAvailable()
        guard let last = pending.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
        let text = String(decoding: pending[pending.startIndex..<last], as: UTF8.self)
        pending.removeSubrange(pending.startIndex...last)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Whatever is left (written after the last step, or without a final newline).
    func rest() -> String {
        let lines = completeLines()
        lock.lock()
        defer { lock.unlock() }
        let tail = String(decoding: pending, as: UTF8.self)
        pending.removeAll()
        return lines.map { $0 + "\n" }.joined() + tail
    }

    /// Reads what the pipe holds now; false once every writer has closed it.
    private func readAvailable() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
            if count > 0 {
                pending.append(contentsOf: buffer[0..<count])
            } else if count == 0 {
                return false
            } else {
                return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR
            }
        }
    }
}
