/// What a command produced: the executable writes `stdout` and `stderr` and exits with `exitCode`.
/// Tests call commands in-process and read these directly.
public struct CommandResult: Equatable, Sendable {
    public var exitCode: Int32
    public var stdout: String
    public var stderr: String

    public init(exitCode: Int32, stdout: String = "", stderr: String = "") {
        self.exitCode = exitCode
        self.stdout = stdout
        self.stderr = stderr
    }
}

/// Exit codes: sysexits' EX_USAGE for bad invocations, 1 for a failed run or verification.
public enum ExitCode {
    public static let success: Int32 = 0
    public static let failure: Int32 = 1
    public static let usage: Int32 = 64
}
