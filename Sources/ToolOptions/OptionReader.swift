import Foundation

/// One option of a developer tool, declared once: its name, the value it takes (nil for a flag)
/// and what it does. The usage line, `--help` and the messages are built from the declarations.
public struct ToolOption: Equatable, Sendable {
    public let name: String
    /// The value's placeholder in the usage line (`N`, `1000,10000`); nil for a flag.
    public let value: String?
    public let help: String

    public init(_ name: String, _ value: String? = nil, _ help: String) {
        self.name = name
        self.value = value
        self.help = help
    }
}

/// Reads the declared options of the developer tools (`dataflow-bench`, `dataflow-fuzz`).
///
/// Strict like the product's own CLI, and like it, it never exits by itself: a bad option throws
/// an `OptionError`, and `--help` throws `.help`; the tool's `main` decides what to print and
/// which code to exit with (`OptionError.exit()`), so the parsing can be tested in-process.
public struct OptionReader {
    public let tool: String
    public let options: [ToolOption]
    private var arguments: IndexingIterator<ArraySlice<String>>

    public init(tool: String, options: [ToolOption], arguments: ArraySlice<String> = CommandLine.arguments.dropFirst()) {
        self.tool = tool
        self.options = options
        self.arguments = arguments.makeIterator()
    }

    /// `Usage: dataflow-fuzz [--seed N] [--count N]`, from the declarations.
    public var usage: String {
        "Usage: \(tool) " + options.map { "[\($0.name)\($0.value.map { " " + $0 } ?? "")]" }.joined(separator: " ")
    }

    /// The usage line, then each option with what it does.
    public var help: String {
        let width = options.map { $0.name.count + ($0.value.map { $0.count + 1 } ?? 0) }.max() ?? 0
        let rows = options.map { option in
            let left = option.name + (option.value.map { " " + $0 } ?? "")
            return "  " + left + String(repeating: " ", count: width - left.count + 2) + option.help
        }
        return ([usage, "", "Options:"] + rows).joined(separator: "\n")
    }

    /// The next option, or nil at the end; `--help` throws `.help`, an undeclared one `.usage`.
    public mutating func next() throws(OptionError) -> ToolOption? {
        guard let argument = arguments.next() else { return nil }
        if argument == "--help" || argument == "-h" { throw .help(usage: help) }
        guard let option = options.first(where: { $0.name == argument }) else {
            throw .usage("unknown option '\(argument)' (options: \(options.map(\.name).joined(separator: ", ")))", usage: usage)
        }
        return option
    }

    /// The value after `option`, converted; throws when it is missing or does not convert.
    public mutating func value<T>(for option: ToolOption, expected: String, _ convert: (String) -> T?) throws(OptionError) -> T {
        guard let text = arguments.next() else { throw .usage("missing value for '\(option.name)'", usage: usage) }
        guard let value = convert(text) else { throw .usage("invalid value '\(text)' for '\(option.name)': expected \(expected)", usage: usage) }
        return value
    }

    /// A positive integer value.
    public mutating func count(for option: ToolOption) throws(OptionError) -> Int {
        try value(for: option, expected: "a positive integer") { Int($0).flatMap { $0 > 0 ? $0 : nil } }
    }

    /// A comma-separated list of positive integers.
    public mutating func counts(for option: ToolOption) throws(OptionError) -> [Int] {
        try value(for: option, expected: "positive integers separated by commas") { text in
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
            guard !parts.isEmpty, parts.allSatisfy({ ($0 ?? 0) > 0 }) else { return nil }
            return parts.map { $0! }
        }
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
