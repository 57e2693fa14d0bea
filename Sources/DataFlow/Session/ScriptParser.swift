/// Reads scripts: one action per line or per `;`, each a verb and its arguments.
///
///     tap "Save"; toggle "Wi-Fi"
///     type "First name" "Tim"
///     tap-gesture "Circle" 2        # the second circle with a tap gesture
///
/// Arguments are double-quoted strings (`\"`, `\\`, `\n`, `\t` escapes) or whole numbers; `#`
/// outside quotes starts a comment. `ScriptAction.description` writes the same grammar back.
extension ScriptAction {
    /// The verbs, their arguments and what each does: the grammar's one table (help prints it).
    public static let grammar: [(usage: String, summary: String)] = [
        ("tap \"<label>\" [<n>]", "tap the button labelled <label> (the n-th such button, from 1)"),
        ("toggle \"<label>\" [<n>]", "flip the toggle labelled <label>"),
        ("type \"<field>\" \"<text>\"", "replace the text of the text field titled <field> with <text>"),
        ("tap-gesture \"<target>\" [<n>]", "tap the n-th view with .onTapGesture showing <target> (its text, or its kind: Circle)"),
    ]

    static let verbs = ["tap", "toggle", "type", "tap-gesture"]

    /// Parses a whole script; the first malformed action throws, naming its line and column.
    public static func parse(_ script: String) throws(ScriptSyntaxError) -> [ScriptAction] {
        var scanner = ScriptScanner(script)
        var actions: [ScriptAction] = []
        while let words = try scanner.nextAction() {
            actions.append(try action(from: words))
        }
        return actions
    }

    private static func action(from words: [ScriptScanner.Word]) throws(ScriptSyntaxError) -> ScriptAction {
        let verb = words[0]
        let arguments = Array(words.dropFirst())
        guard case .bare(let name) = verb.token else {
            throw verb.error("an action starts with a verb (\(verbs.joined(separator: ", "))), not a quoted string")
        }
        switch name {
        case "tap", "toggle", "tap-gesture":
            let (label, occurrence) = try labelAndOccurrence(arguments, verb: verb)
            switch name {
            case "tap": return .tap(label, occurrence: occurrence)
            case "toggle": return .toggle(label, occurrence: occurrence)
            default: return .tapGesture(label, occurrence: occurrence)
            }
        case "type":
            guard arguments.count == 2, case .quoted(let field) = arguments[0].token, case .quoted(let text) = arguments[1].token else {
                throw verb.error("'type' takes a field title and a text, both quoted: type \"First name\" \"Tim\"")
            }
            return .type(field, text)
        default:
            var message = "unknown action '\(name)'"
            if let close = closest(to: name, among: verbs) { message += ". Did you mean '\(close)'?" }
            throw verb.error(message + " (actions: \(verbs.joined(separator: ", ")))")
        }
    }

    private static func labelAndOccurrence(_ arguments: [ScriptScanner.Word], verb: ScriptScanner.Word) throws(ScriptSyntaxError) -> (String, Int) {
        guard case .bare(let name) = verb.token else { throw verb.error("expected a verb") }
        let usage = "\(name) \"<label>\" [<n>]"
        guard let first = arguments.first, case .quoted(let label) = first.token else {
            throw verb.error("'\(name)' needs a quoted label: \(usage)")
        }
        guard arguments.count <= 2 else { throw arguments[2].error("too many arguments for '\(name)': \(usage)") }
        guard arguments.count == 2 else { return (label, 1) }
        guard case .bare(let text) = arguments[1].token, let occurrence = Int(text), occurrence >= 1 else {
            throw arguments[1].error("the occurrence after the label is a whole number from 1: \(usage)")
        }
        return (label, occurrence)
    }
}

/// A malformed script: what is wrong and where (1-based line and column of the offending word).
public struct ScriptSyntaxError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var line: Int
    public var column: Int

    public var description: String { "script line \(line), column \(column): \(message)" }
}

/// Splits a script into actions and their words.
struct ScriptScanner {
    enum Token: Equatable {
        case bare(String)
        case quoted(String)
    }

    struct Word {
        var token: Token
        var line: Int
        var column: Int

        func error(_ message: String) -> ScriptSyntaxError {
            ScriptSyntaxError(message: message, line: line, column: column)
        }
    }

    private let characters: [Character]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    init(_ script: String) {
        characters = Array(script)
    }

    /// The words of the next action, or nil at the end of the script.
    mutating func nextAction() throws(ScriptSyntaxError) -> [Word]? {
        var words: [Word] = []
        while index < characters.count {
            let character = characters[index]
            if character == "\n" || character == ";" {
                advance()
                if !words.isEmpty { return words }
            } else if character == "#" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
            } else if character.isWhitespace {
                index += 1
            } else if character == "\"" {
                words.append(try quoted())
            } else {
                words.append(bare())
            }
        }
        return words.isEmpty ? nil : words
    }

    private var column: Int { index - lineStart + 1 }

    private mutating func advance() {
        if characters[index] == "\n" {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    private mutating func bare() -> Word {
        let start = column
        var text = ""
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace || character == ";" || character == "\"" || character == "#" { break }
            text.append(character)
            index += 1
        }
        return Word(token: .bare(text), line: line, column: start)
    }

    private mutating func quoted() throws(ScriptSyntaxError) -> Word {
        let start = column
        let startLine = line
        index += 1
        var text = ""
        while index < characters.count {
            let character = characters[index]
            index += 1
            switch character {
            case "\"":
                return Word(token: .quoted(text), line: startLine, column: start)
            case "\\":
                guard index < characters.count else { break }
                let escaped = characters[index]
                index += 1
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "\"", "\\": text.append(escaped)
                default:
                    throw ScriptSyntaxError(
                        message: "unknown escape '\\\(escaped)' in a quoted string (use \\\", \\\\, \\n or \\t)",
                        line: startLine, column: column - 2)
                }
            case "\n":
                throw ScriptSyntaxError(message: "unterminated string: a quoted argument ends on its line", line: startLine, column: start)
            default:
                text.append(character)
            }
        }
        throw ScriptSyntaxError(message: "unterminated string: add the closing \"", line: startLine, column: start)
    }
}

/// The candidate a small edit away from `input`, for "did you mean" hints.
package func closest(to input: String, among candidates: [String]) -> String? {
    func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, cb) in b.enumerated() {
                current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
    let scored = candidates.map { ($0, distance(Array(input.lowercased()), Array($0.lowercased()))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= Swift.max(2, best.0.count / 3) ? best.0 : nil
}
