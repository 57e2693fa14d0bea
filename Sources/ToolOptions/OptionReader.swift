import Foundation

/// Reads `--name value` options for the developer tools (`dataflow-bench`, `dataflow-fuzz`).
///
/// Strict like the product's own CLI: `--help` prints the usage and exits 0; an unknown option or a
/// value that does not parse is one `Error:` line, the usage, and exit 64, never a silent default.
public struct OptionReader {
    private let usage: String
    private var arguments: IndexingIterator<ArraySlice<String>>

    /// - Parameter usage: the one-line usage, e.g. `Usage: dataflow-fuzz [--seed N]`.
    public init(usage: String, arguments: ArraySlice<String> = CommandLine.arguments.dropFirst()) {
        self.usage = usage
        self.arguments = arguments.makeIterator()
    }

    /// The next option name, or nil at the end. Handles `--help` itself.
    public mutating func next() -> String? {
        guard let argument = arguments.next() else { return nil }
        if argument == "--help" || argument == "-h" {
            print(usage)
            exit(0)
        }
        return argument
    }

    /// The value after `option`, converted; exits with a usage error when it is missing or bad.
    public mutating func value<T>(for option: String, expected: String, _ convert: (String) -> T?) -> T {
        guard let text = arguments.next() else { fail("missing value for '\(option)'") }
        guard let value = convert(text) else { fail("invalid value '\(text)' for '\(option)': expected \(expected)") }
        return value
    }

    /// A positive integer value.
    public mutating func count(for option: String) -> Int {
        value(for: option, expected: "a positive integer") { Int($0).flatMap { $0 > 0 ? $0 : nil } }
    }

    /// A comma-separated list of positive integers.
    public mutating func counts(for option: String) -> [Int] {
        value(for: option, expected: "positive integers separated by commas") { text in
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
            guard !parts.isEmpty, parts.allSatisfy({ ($0 ?? 0) > 0 }) else { return nil }
            return parts.map { $0! }
        }
    }

    /// Reports an unknown option and exits 64.
    public func unknown(_ option: String) -> Never {
        fail("unknown option '\(option)'")
    }

    private func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("Error: \(message)\n\(usage)\n".utf8))
        exit(64)
    }
}
