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
    public static let grammar: [(usage: String, summary: String)] = syntaxes.map { ($0.usage, $0.summary) }

    /// How each verb is written and read back, what it operates, and how it names its control:
    /// a verb's one declaration (with its case of `ScriptAction` and the node that offers its
    /// control). The lookup (`controlKinds`, `selector`) and the controls list (`Control.scriptName`)
    /// read it from here.
    private struct Syntax: Sendable {
        enum Argument: Sendable {
            case text
            case number
            case count
            /// A way to scroll, written bare: `down` or `up`.
            case direction
        }

        /// How an action of the verb names the control it operates.
        enum Naming: Sendable {
            /// It needs none (`back`, `wait 2`), or its text is not a name (`search "milk"`).
            case unnamed
            /// By its first text argument (the label) and its count argument (which of several).
            case label
            /// In its own way: the control's name from the action, and the action for a name.
            case custom(name: @Sendable (ScriptAction) -> String, action: @Sendable (String) -> ScriptAction)
        }

        let verb: String
        let arguments: [Argument]
        /// How many trailing arguments may be left out.
        let optional: Int
        let usage: String
        let summary: String
        /// The kinds of control it operates.
        let operates: [ControlKind]
        /// Kinds it also operates, named by their label, that the controls list names with
        /// another verb (`type "Search plants" "fern"` into a search field listed as `search`).
        let alsoOperates: [ControlKind]
        let naming: Naming
        /// Whether the controls list names its controls with this verb (a text field is listed as
        /// `type`, not `submit`; a stepper as `increment|decrement`).
        let listed: Bool
        /// Reads the action from its arguments.
        let make: @Sendable ([ScriptScanner.Token]) -> ScriptAction?
        /// Writes the action's arguments back, if the action is this verb's (`description`).
        let words: @Sendable (ScriptAction) -> [ScriptWord]?

        init(
            verb: String, arguments: [Argument], optional: Int, usage: String, summary: String, operates: [ControlKind] = [],
            alsoOperates: [ControlKind] = [], naming: Naming? = nil, listed: Bool = true,
            make: @escaping @Sendable ([ScriptScanner.Token]) -> ScriptAction?,
            words: @escaping @Sendable (ScriptAction) -> [ScriptWord]?
        ) {
            self.verb = verb
            self.arguments = arguments
            self.optional = optional
            self.usage = usage
            self.summary = summary
            self.operates = operates
            self.alsoOperates = alsoOperates
            self.naming = naming ?? (operates.isEmpty || arguments.first != .text ? .unnamed : .label)
            self.listed = listed
            self.make = make
            self.words = words
        }

        var namesByLabel: Bool {
            if case .label = naming { true } else { false }
        }

        /// What stands for each argument in the usage: `"<slider>"`, `<value>`, `[<n>]`.
        var placeholders: [String] { Array(usage.split(separator: " ").dropFirst().map(String.init)) }
    }

    private static let syntaxes: [Syntax] = [
        Syntax(
            verb: "tap", arguments: [.text, .count], optional: 1, usage: "tap \"<label>\" [<n>]",
            summary: "tap the button or navigation link labelled <label> (the n-th such, from 1)", operates: [.button, .link],
            make: {
                .tap(text($0, 0), occurrence: occurrence($0, 1))
            },
            words: { if case .tap(let label, let n) = $0 { [.text(label), .count(n)] } else { nil } }),
        Syntax(
            verb: "toggle", arguments: [.text, .count], optional: 1, usage: "toggle \"<label>\" [<n>]",
            summary: "flip the toggle labelled <label>", operates: [.toggle],
            make: { .toggle(text($0, 0), occurrence: occurrence($0, 1)) },
            words: { if case .toggle(let label, let n) = $0 { [.text(label), .count(n)] } else { nil } }),
        Syntax(
            verb: "type", arguments: [.text, .text], optional: 0, usage: "type \"<field>\" \"<text>\"",
            summary: "replace the text of the text field (or secure field, or search field) titled <field> with <text>",
            operates: [.textField], alsoOperates: [.searchField],
            make: {
                .type(text($0, 0), text($0, 1))
            },
            words: { if case .type(let field, let text) = $0 { [.text(field), .text(text)] } else { nil } }),
        Syntax(
            verb: "tap-gesture", arguments: [.text, .count], optional: 1, usage: "tap-gesture \"<target>\" [<n>]",
            summary: "tap the n-th view with .onTapGesture showing <target> (its text, or its kind: Circle)", operates: [.tapGesture],
            make: {
                .tapGesture(text($0, 0), occurrence: occurrence($0, 1))
            },
            words: { if case .tapGesture(let target, let n) = $0 { [.text(target), .count(n)] } else { nil } }),
        Syntax(
            verb: "pick", arguments: [.text, .text], optional: 0, usage: "pick \"<picker>\" \"<option>\"",
            summary: "choose the option labelled <option> in the picker labelled <picker> (a wrapped UICalendarView: a day, 2026-03-14)",
            operates: [.picker],
            naming: .custom(name: { if case .pick(let picker, let option) = $0 { pickerLabel(picker, option) } else { "" } }, action: pick(handle:)),
            make: { .pick(text($0, 0), text($0, 1)) },
            words: { if case .pick(let picker, let option) = $0 { [.text(picker), .text(option)] } else { nil } }),
        Syntax(
            verb: "increment", arguments: [.text, .count], optional: 1, usage: "increment \"<stepper>\" [<n>]",
            summary: "tap + on the stepper labelled <stepper>", operates: [.stepper],
            make: { .increment(text($0, 0), occurrence: occurrence($0, 1)) },
            words: { if case .increment(let label, let n) = $0 { [.text(label), .count(n)] } else { nil } }),
        Syntax(
            verb: "decrement", arguments: [.text, .count], optional: 1, usage: "decrement \"<stepper>\" [<n>]",
            summary: "tap - on the stepper labelled <stepper>", operates: [.stepper],
            make: { .decrement(text($0, 0), occurrence: occurrence($0, 1)) },
            words: { if case .decrement(let label, let n) = $0 { [.text(label), .count(n)] } else { nil } }),
        Syntax(
            verb: "slide", arguments: [.text, .number], optional: 0, usage: "slide \"<slider>\" <value>",
            summary: "drag the slider labelled <slider> to <value>", operates: [.slider],
            make: { tokens in
                number(tokens, 1).map { .slide(text(tokens, 0), $0) }
            },
            words: { if case .slide(let label, let value) = $0 { [.text(label), .number(value)] } else { nil } }),
        Syntax(
            verb: "delete", arguments: [.text, .count], optional: 1, usage: "delete \"<row>\" [<n>]",
            summary: "swipe to delete the list row showing <row> (a ForEach with .onDelete)", operates: [.deletableRow],
            make: {
                .delete(text($0, 0), occurrence: occurrence($0, 1))
            },
            words: { if case .delete(let row, let n) = $0 { [.text(row), .count(n)] } else { nil } }),
        Syntax(
            verb: "move", arguments: [.text, .number], optional: 0, usage: "move \"<row>\" <offset>",
            summary: "drag the row showing <row> to <offset> (a ForEach with .onMove; SwiftUI's destination)", operates: [.movableRow],
            make: { tokens in
                number(tokens, 1).flatMap { Int(exactly: $0) }.flatMap { $0 >= 0 ? .move(text(tokens, 0), to: $0) : nil }
            },
            words: { if case .move(let row, let offset) = $0 { [.text(row), .number(Double(offset))] } else { nil } }),
        Syntax(
            verb: "select-tab", arguments: [.text], optional: 0, usage: "select-tab \"<tab>\"",
            summary: "select the tab whose item shows <tab>", operates: [.tab],
            make: { .selectTab(text($0, 0)) },
            words: { if case .selectTab(let tab) = $0 { [.text(tab)] } else { nil } }),
        Syntax(
            verb: "select", arguments: [.text], optional: 0, usage: "select \"<row>\"",
            summary: "tap the row showing <row> in a List(selection:) (for a set: add or remove it)", operates: [.selectableRow],
            make: { .select(text($0, 0)) },
            words: { if case .select(let row) = $0 { [.text(row)] } else { nil } }),
        Syntax(
            verb: "back", arguments: [], optional: 0, usage: "back",
            summary: "go back: pop the top view of the topmost navigation stack", operates: [.back],
            make: { _ in .back },
            words: { $0 == .back ? [] : nil }),
        Syntax(
            verb: "dismiss", arguments: [], optional: 0, usage: "dismiss",
            summary: "dismiss the topmost sheet or full-screen cover (a swipe down)", operates: [.dismiss],
            make: { _ in .dismiss },
            words: { $0 == .dismiss ? [] : nil }),
        Syntax(
            verb: "resume", arguments: [.text], optional: 1, usage: "resume [\"<await>\"]",
            summary: "let a task's suspended await go on: the oldest, or the one described by <await>", operates: [.suspendedTask],
            make: {
                .resume($0.isEmpty ? nil : text($0, 0))
            },
            words: { if case .resume(let label) = $0 { label.map { [.text($0)] } ?? [] } else { nil } }),
        Syntax(
            verb: "submit", arguments: [.text], optional: 0, usage: "submit \"<field>\"",
            summary: "press Return in the text field titled <field> (onCommit, then .onSubmit; focus goes)", operates: [.textField], listed: false,
            make: { .submit(text($0, 0)) },
            words: { if case .submit(let field) = $0 { [.text(field)] } else { nil } }),
        Syntax(
            verb: "focus", arguments: [.text], optional: 0, usage: "focus \"<field>\"",
            summary: "put the focus in the field titled <field> (@FocusState with .focused)", operates: [.focusable],
            make: { .focus(text($0, 0)) },
            words: { if case .focus(let field) = $0 { [.text(field)] } else { nil } }),
        Syntax(
            verb: "search", arguments: [.text], optional: 0, usage: "search \"<text>\"",
            summary: "type <text> into the search field of .searchable", operates: [.searchField], naming: .unnamed,
            make: { .search(text($0, 0)) },
            words: { if case .search(let text) = $0 { [.text(text)] } else { nil } }),
        Syntax(
            verb: "refresh", arguments: [], optional: 0, usage: "refresh",
            summary: "pull to refresh: run the .refreshable action on screen", operates: [.refreshable],
            make: { _ in .refresh },
            words: { $0 == .refresh ? [] : nil }),
        Syntax(
            verb: "drag", arguments: [.text, .number, .number, .count], optional: 1, usage: "drag \"<target>\" <dx> <dy> [<n>]",
            summary: "drag the view with a drag gesture showing <target> by <dx>, <dy> points (onChanged, then onEnded)", operates: [.draggable],
            make: { tokens in
                guard let dx = number(tokens, 1), let dy = number(tokens, 2) else { return nil }
                return .drag(text(tokens, 0), dx: dx, dy: dy, occurrence: occurrence(tokens, 3))
            },
            words: { if case .drag(let target, let dx, let dy, let n) = $0 { [.text(target), .number(dx), .number(dy), .count(n)] } else { nil } }),
        Syntax(
            verb: "long-press", arguments: [.text, .count], optional: 1, usage: "long-press \"<target>\" [<n>]",
            summary: "press and hold the view with a long-press gesture showing <target>", operates: [.longPressable],
            make: {
                .longPress(text($0, 0), occurrence: occurrence($0, 1))
            },
            words: { if case .longPress(let target, let n) = $0 { [.text(target), .count(n)] } else { nil } }),
        Syntax(
            verb: "pick-photos", arguments: [.text, .number], optional: 0, usage: "pick-photos \"<picker>\" <count>",
            summary: "choose <count> photos (the same images every run) in the PhotosPicker or wrapped image picker labelled <picker>",
            operates: [.photosPicker],
            make: { tokens in
                number(tokens, 1).flatMap { Int(exactly: $0) }.flatMap { $0 >= 0 ? .pickPhotos(text(tokens, 0), count: $0) : nil }
            },
            words: { if case .pickPhotos(let picker, let count) = $0 { [.text(picker), .number(Double(count))] } else { nil } }),
        Syntax(
            verb: "wait", arguments: [.number], optional: 0, usage: "wait <seconds>",
            summary: "let <seconds> pass on the run's clock: timers (Timer.publish, TimelineView) fire in order",
            make: { tokens in
                number(tokens, 0).flatMap { $0 > 0 ? .wait($0) : nil }
            },
            words: { if case .wait(let seconds) = $0 { [.number(seconds)] } else { nil } }),
        Syntax(
            verb: "scroll", arguments: [.direction, .count], optional: 1, usage: "scroll down|up [<screens>]",
            summary: "scroll the list or scroll view on screen by a screen's height (or <screens>): rows come on screen and leave",
            make: { tokens in
                guard case .bare(let word)? = tokens.first, let direction = ScrollDirection(rawValue: word) else { return nil }
                return .scroll(direction, screens: occurrence(tokens, 1))
            },
            words: { if case .scroll(let direction, let screens) = $0 { [.placeholder(direction.rawValue), .count(screens)] } else { nil } }),
        Syntax(
            verb: "scroll-to", arguments: [.text], optional: 0, usage: "scroll-to \"<text>\"",
            summary: "scroll down, a screen at a time, until a row showing <text> is on screen", naming: .unnamed,
            make: { .scrollTo(text($0, 0)) },
            words: { if case .scrollTo(let text) = $0 { [.text(text)] } else { nil } }),
        Syntax(
            verb: "close", arguments: [], optional: 0, usage: "close",
            summary: "close the app's window: every view disappears, tasks are cancelled, the run ends",
            make: { _ in .close },
            words: { $0 == .close ? [] : nil }),
    ]

    static var verbs: [String] { syntaxes.map(\.verb) }

    /// The declaration of the action's verb.
    private var syntax: Syntax {
        guard let syntax = Self.syntaxes.first(where: { $0.words(self) != nil }) else {
            preconditionFailure("\(Self.self) has an action without a syntax")
        }
        return syntax
    }

    /// The kinds of control the action can operate.
    var controlKinds: [ControlKind] { syntax.operates + syntax.alsoOperates }

    /// Which control: by label and occurrence; nil for the actions that need no label (`back`
    /// and `dismiss` take the topmost, `resume` the oldest).
    var selector: (label: String, occurrence: Int)? {
        let syntax = syntax
        switch syntax.naming {
        case .unnamed: return nil
        case .custom(let name, _): return (name(self), 1)
        case .label:
            let words = syntax.words(self) ?? []
            guard case .text(let label)? = words.first else { return nil }
            let occurrence = words.lazy.compactMap { if case .count(let count) = $0 { count } else { nil } }.first
            return (label, occurrence ?? 1)
        }
    }

    /// How the controls list names a control of `kind`: the action that operates it, with what
    /// only the user knows as a placeholder (`slide "Volume" <value>`, `type "Name" "…"`), and
    /// every verb that operates it (`increment|decrement "Cups"`).
    package static func spelling(of kind: ControlKind, label: String, occurrence: Int) -> String {
        let syntaxes = syntaxes.filter { $0.listed && $0.operates.contains(kind) }
        guard let syntax = syntaxes.first else { return label }
        if case .custom(_, let action) = syntax.naming { return action(label).description }
        var words: [ScriptWord] = []
        for (index, (argument, placeholder)) in zip(syntax.arguments, syntax.placeholders).enumerated() {
            switch argument {
            case .text: words.append(index == 0 && syntax.namesByLabel ? .text(label) : .text("…"))
            case .number, .direction: words.append(.placeholder(placeholder))
            case .count: words.append(.count(occurrence))
            }
        }
        return spelling(syntaxes.map(\.verb).joined(separator: "|"), words)
    }

    /// The action as its verb's declaration writes it: `tap "SWITCH"`, `tap-gesture "Circle" 2`.
    public var description: String {
        for syntax in Self.syntaxes {
            if let words = syntax.words(self) { return Self.spelling(syntax.verb, words) }
        }
        preconditionFailure("\(Self.self) has an action without a syntax")
    }

    /// A verb and its words as a script writes them; an occurrence of 1 is left out.
    package static func spelling(_ verb: String, _ words: [ScriptWord]) -> String {
        ([verb] + words.compactMap(\.spelled)).joined(separator: " ")
    }

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
        guard let syntax = syntaxes.first(where: { $0.verb == name }) else {
            var message = "unknown action '\(name)'"
            if let close = closest(to: name, among: verbs) { message += ". Did you mean '\(close)'?" }
            throw verb.error(message + " (actions: \(verbs.joined(separator: ", ")))")
        }
        let expected = "\(name) takes: \(syntax.usage)"
        guard arguments.count <= syntax.arguments.count else {
            throw arguments[syntax.arguments.count].error("too many arguments; \(expected)")
        }
        guard arguments.count >= syntax.arguments.count - syntax.optional else {
            throw verb.error("missing arguments; \(expected)")
        }
        for (word, kind) in zip(arguments, syntax.arguments) {
            switch (kind, word.token) {
            case (.text, .quoted): continue
            case (.text, .bare): throw word.error("a label or text is quoted; \(expected)")
            case (.number, .bare(let text)) where Double(text)?.isFinite == true: continue
            case (.count, .bare(let text)) where (Int(text) ?? 0) >= 1: continue
            case (.direction, .bare(let text)) where ScrollDirection(rawValue: text) != nil: continue
            case (.direction, _): throw word.error("the direction is down or up, written bare; \(expected)")
            case (.number, _): throw word.error("expected a finite number here (such as 0.5); \(expected)")
            case (.count, _): throw word.error("the occurrence is a whole number from 1; \(expected)")
            }
        }
        guard let action = syntax.make(arguments.map(\.token)) else {
            throw verb.error("invalid arguments; \(expected)")
        }
        return action
    }

    private static func text(_ tokens: [ScriptScanner.Token], _ index: Int) -> String {
        guard index < tokens.count, case .quoted(let text) = tokens[index] else { return "" }
        return text
    }

    private static func occurrence(_ tokens: [ScriptScanner.Token], _ index: Int) -> Int {
        guard index < tokens.count, case .bare(let text) = tokens[index] else { return 1 }
        return Int(text) ?? 1
    }

    private static func number(_ tokens: [ScriptScanner.Token], _ index: Int) -> Double? {
        guard index < tokens.count, case .bare(let text) = tokens[index] else { return nil }
        return Double(text)
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
    enum Token: Equatable, Sendable {
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
        // Windows line endings: "\r\n" is one Character, which no "\n" test would match.
        characters = Array(script.replacingOccurrences(of: "\r\n", with: "\n"))
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
                case "r": text.append("\r")
                case "\"", "\\": text.append(escaped)
                case "u" where index < characters.count && characters[index] == "{":
                    // `\u{1B}`: how labels with control characters are written (see `quote`).
                    guard let close = characters[index...].firstIndex(of: "}"),
                        let value = UInt32(String(characters[(index + 1)..<close]), radix: 16), let scalar = Unicode.Scalar(value)
                    else {
                        throw ScriptSyntaxError(
                            message: "invalid \\u{…} escape: expected hex digits of a Unicode scalar, e.g. \\u{1B}", line: startLine,
                            column: column - 2)
                    }
                    text.unicodeScalars.append(scalar)
                    index = close + 1
                default:
                    throw ScriptSyntaxError(
                        message: "unknown escape '\\\(escaped)' in a quoted string (use \\\", \\\\, \\n, \\t, \\r or \\u{…})",
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
    // One edit in a short word, a third of the word in a long one: `yaml` is not a typo of `html`.
    return best.1 <= Swift.max(1, Swift.min(input.count, best.0.count) / 3) ? best.0 : nil
}

/// One argument of an action as a script writes it.
package enum ScriptWord: Sendable {
    case text(String)
    case number(Double)
    /// Which of several controls alike, from 1; the first is not written.
    case count(Int)
    /// Something the reader fills in: `<value>`, `…`.
    case placeholder(String)

    var spelled: String? {
        switch self {
        case .text(let text): quote(text)
        case .number(let number): formatNumber(number)
        case .count(let count): count == 1 ? nil : String(count)
        case .placeholder(let text): text
        }
    }
}
