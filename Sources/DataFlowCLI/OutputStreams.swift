import Foundation

/// Writing the command's output: every byte, or a reason it could not be written.
public enum OutputStream {
    /// Writes all of `text` to the file descriptor; returns nil, or the `errno` of the failure.
    public static func write(_ text: String, to descriptor: Int32) -> Int32? {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            bytes = bytes.dropFirst(written)
        }
        return nil
    }

    /// Writes a command's result to standard output and error, and returns the exit code: the
    /// command's own, or 1 when its output could not be written (said in one line on standard
    /// error, if that still works). A reader that went away (a closed pipe, `| head -1`) is not an
    /// error: the rest of the output was not wanted.
    public static func deliver(_ result: CommandResult, standardOutput: Int32 = STDOUT_FILENO) -> Int32 {
        var code = result.exitCode
        if let failure = write(result.stdout, to: standardOutput), failure != EPIPE {
            _ = write("Error: cannot write the output to standard output: \(String(cString: strerror(failure)))\n", to: STDERR_FILENO)
            code = code == ExitCode.success ? ExitCode.failure : code
        }
        if let failure = write(result.stderr, to: STDERR_FILENO), failure != EPIPE {
            code = code == ExitCode.success ? ExitCode.failure : code
        }
        return code
    }
}
