import Foundation

/// Reads `--name value` options for the developer tools (`dataflow-bench`, `dataflow-fuzz`).
///
/// Strict like the product's own CLI, and like it, it never exits by itself: a bad option throws
/// an `OptionError`, and `--help` throws `.help`; the tool's `main` decides what to print and
/// which code to exit with (`OptionError.exit()`), so the parsing can be tested in-process.
public struct OptionReader {
    public let usage: String
    private var arguments: IndexingIterator<ArraySlice<String>>

    /// - Parameter usage: the one-line usage, e.g. `Usage: dataflow-fuzz [--seed N]`.
    public init(usage: String, arguments: ArraySlice<String> = CommandLine.arguments.dropFirst()) {
        self.usage = usage
        self.arguments = arguments.makeIterator()
    }

    /// The next option name, or nil at the end; `--help` throws `.help`.
    public mutating func next() throws(OptionError) -> String? {
        guard let argument = arguments.next() else { return nil }
        if argument == "--help" || argument == "-h" { throw .help(usage: usage) }
        return argument
    }

    /// The value after `option`, converted; throws when it is missing or does not convert.
    public mutating func value<T>(for option: String, expected: String, _ convert: (String) -> T?) throws(OptionError) -> T {
        guard let text = arguments.next() else { throw .usage("missing value for '\(option)'", usage: usage) }
        guard let value = convert(text) else { throw .usage("invalid value '\(text)' for '\(option)': expected \(expected)", usage: usage) }
        return value
    }

    /// A positive integer value.
    public mutating func count(for option: String) throws(OptionError) -> Int {
        try value(for: option, expected: "a positive integer") { Int($0).flatMap { $0 > 0 ? $0 : nil } }
    }

    /// A comma-separated list of positive integers.
    public mutating func counts(for option: String) throws(OptionError) -> [Int] {
        try value(for: option, expected: "positive integers separated by commas") { text in
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
            guard !parts.isEmpty, parts.allSatisfy({ ($0 ?? 0) > 0 }) else { return nil }
            return parts.map { $0! }
        }
    }

    /// The error for an option the tool does not know.
    public func unknown(_ option: String) -> OptionError {
        .usage("unknown option '\(option)'", usage: usage)
    }
}

/// Why option parsing stopped: help was asked for, or the command line is wrong.
public enum OptionError: Error, Equatable {
    case help(usage: String)
    case usage(String, usage: String)

    /// What to print, where, and the exit code: help on stdout with 0; an `Error:` line and the
    /// usage on stderr with 64 (EX_USAGE).
    public var output: (stdout: String, stderr: String, code: Int32) {
        switch self {
        case .help(let usage): (usage + "\n", "", 0)
        case .usage(let message, let usage): ("", "Error: \(message)\n\(usage)\n", 64)
        }
    }

    /// Prints `output` and exits with its code: for the tools' `main`.
    public func exit() -> Never {
        let (stdout, stderr, code) = output
        FileHandle.standardOutput.write(Data(stdout.utf8))
        FileHandle.standardError.write(Data(stderr.utf8))
        Foundation.exit(code)
    }
}
