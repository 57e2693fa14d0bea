import Foundation

/// Where `dataflow play` reads what the user types and writes what happened.
///
/// The executable uses the terminal (`StandardConsole`); tests and the in-process API hand in
/// the lines to read and get back what was written (`TextConsole`).
public protocol Console: AnyObject {
    /// The next line typed, without its newline; nil at the end of the input.
    func readLine() -> String?
    /// Writes `text` now (a prompt has no newline and must still appear).
    func write(_ text: String)
    /// Whether typed lines should be written back after the prompt: when they come from a pipe
    /// or a file, so that the output reads as the session it was.
    var echoesInput: Bool { get }
    /// Why writing failed (a full disk), if it did; a reader that went away is not a failure.
    var writeFailure: String? { get }
    /// Whether `serve` goes on serving when the input ends (a server started in the background
    /// reads an empty input): only a signal stops it then.
    var keepsServingAtEndOfInput: Bool { get }
}

extension Console {
    public var writeFailure: String? { nil }
    public var keepsServingAtEndOfInput: Bool { false }
}

/// Standard input and output: the terminal, or whatever was piped in.
public final class StandardConsole: Console {
    public let echoesInput = isatty(STDIN_FILENO) == 0
    public let keepsServingAtEndOfInput = true
    /// Whether standard output went away (a closed pipe): then there is nothing left to do.
    private var closed = false
    public private(set) var writeFailure: String?
    /// A terminal's line editing and history (nil for piped input).
    private let editor: LineEditor?
    /// What was written since the last newline: the prompt the editor redraws.
    private var prompt = ""

    public init() {
        let editor = LineEditor()
        self.editor = editor.isInteractive && isatty(STDOUT_FILENO) != 0 ? editor : nil
    }

    public func readLine() -> String? {
        guard !closed else { return nil }
        if let editor { return editor.readLine(prompt: prompt) }
        return Swift.readLine(strippingNewline: true)
    }

    public func write(_ text: String) {
        if let newline = text.lastIndex(of: "\n") {
            prompt = String(text[text.index(after: newline)...])
        } else {
            prompt += text
        }
        guard !closed else { return }
        if let failure = OutputStream.write(text, to: STDOUT_FILENO) {
            closed = true
            if failure != EPIPE { writeFailure = String(cString: strerror(failure)) }
        }
    }
}

/// Input given up front and output kept in memory: for tests and in-process callers.
public final class TextConsole: Console {
    private var lines: [String]
    public private(set) var output = ""
    public let echoesInput = true

    /// `input`'s lines are read one by one (a final newline is not an extra empty line).
    public init(input: String) {
        var lines = input.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        self.lines = lines
    }

    public func readLine() -> String? {
        lines.isEmpty ? nil : lines.removeFirst()
    }

    public func write(_ text: String) {
        output += text
    }
}
