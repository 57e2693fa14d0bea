import Foundation

/// Reads a line from a terminal as a shell's prompt does: the cursor moves (←, →, Home, End,
/// Ctrl-A, Ctrl-E), text is deleted (Backspace, Delete, Ctrl-U, Ctrl-K, Ctrl-W), ↑ and ↓ walk
/// the lines typed before, Ctrl-C abandons the line, Ctrl-D on an empty line ends the input.
///
/// The terminal is in raw mode only while a line is read, so a body that never returns can still
/// be interrupted with Ctrl-C. Escape sequences are keys, never text: nothing typed can put a raw
/// escape into the line (before this, ↑ arrived as `^[[A` and came back in the error message).
final class LineEditor {
    private let input: Int32
    private let output: Int32
    private(set) var history: [String] = []

    init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
    }

    /// Whether `input` is a terminal this editor can drive.
    var isInteractive: Bool { isatty(input) != 0 }

    /// The line typed after `prompt` (already on screen), or nil at the end of the input.
    func readLine(prompt: String) -> String? {
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return Swift.readLine(strippingNewline: true) }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(input, TCSAFLUSH, &raw)
        defer { tcsetattr(input, TCSAFLUSH, &saved) }
        var state = State(history: history)
        while let key = readKey() {
            switch state.apply(key) {
            case .editing:
                redraw(prompt, state)
            case .done(let line):
                write("\r\n")
                if !line.trimmingCharacters(in: .whitespaces).isEmpty, history.last != line { history.append(line) }
                return line
            case .cancelled:
                write("^C\r\n" + prompt)
                state = State(history: history)
            case .endOfInput:
                return nil
            }
        }
        return nil
    }

    /// A key as the terminal sends it.
    enum Key: Equatable {
        case text(Character)
        case enter, backspace, delete, left, right, up, down, home, end
        case control(Character)
    }

    /// The line being edited, the cursor and the place in the history: pure, so that tests can
    /// type keys at it.
    struct State {
        enum Outcome: Equatable {
            case editing
            case done(String)
            case cancelled
            case endOfInput
        }

        private(set) var characters: [Character] = []
        private(set) var cursor = 0
        private let history: [String]
        private var place: Int
        /// The line being typed when the history was entered, to come back to.
        private var draft: [Character] = []

        init(history: [String]) {
            self.history = history
            place = history.count
        }

        var line: String { String(characters) }

        mutating func apply(_ key: Key) -> Outcome {
            switch key {
            case .text(let character):
                characters.insert(character, at: cursor)
                cursor += 1
            case .enter: return .done(line)
            case .backspace:
                if cursor > 0 {
                    characters.remove(at: cursor - 1)
                    cursor -= 1
                }
            case .control("d") where characters.isEmpty: return .endOfInput
            case .delete, .control("d"):
                if cursor < characters.count { characters.remove(at: cursor) }
            case .left, .control("b"): cursor = max(0, cursor - 1)
            case .right, .control("f"): cursor = min(characters.count, cursor + 1)
            case .home, .control("a"): cursor = 0
            case .end, .control("e"): cursor = characters.count
            case .control("u"):
                characters.removeFirst(cursor)
                cursor = 0
            case .control("k"): characters.removeLast(characters.count - cursor)
            case .control("w"):
                var start = cursor
                while start > 0, characters[start - 1] == " " { start -= 1 }
                while start > 0, characters[start - 1] != " " { start -= 1 }
                characters.removeSubrange(start..<cursor)
                cursor = start
            case .control("c"): return .cancelled
            case .up, .control("p"): recall(place - 1)
            case .down, .control("n"): recall(place + 1)
            default: break
            }
            return .editing
        }

        private mutating func recall(_ wanted: Int) {
            guard wanted >= 0, wanted <= history.count, wanted != place else { return }
            if place == history.count { draft = characters }
            place = wanted
            characters = wanted == history.count ? draft : Array(history[wanted])
            cursor = characters.count
        }
    }

    /// The next key, decoding UTF-8 and the escape sequences of arrows and editing keys; nil at
    /// the end of the input.
    private func readKey() -> Key? {
        guard let byte = readByte() else { return nil }
        switch byte {
        case 0x0D, 0x0A: return .enter
        case 0x7F, 0x08: return .backspace
        case 0x1B:
            guard let next = readByte() else { return nil }
            guard next == UInt8(ascii: "[") || next == UInt8(ascii: "O") else { return .control("[") }
            var parameters: [UInt8] = []
            while let part = readByte() {
                if (0x40...0x7E).contains(part) {
                    switch (part, parameters) {
                    case (UInt8(ascii: "A"), _): return .up
                    case (UInt8(ascii: "B"), _): return .down
                    case (UInt8(ascii: "C"), _): return .right
                    case (UInt8(ascii: "D"), _): return .left
                    case (UInt8(ascii: "H"), _): return .home
                    case (UInt8(ascii: "F"), _): return .end
                    case (UInt8(ascii: "~"), [UInt8(ascii: "3")]): return .delete
                    case (UInt8(ascii: "~"), [UInt8(ascii: "1")]), (UInt8(ascii: "~"), [UInt8(ascii: "7")]): return .home
                    case (UInt8(ascii: "~"), [UInt8(ascii: "4")]), (UInt8(ascii: "~"), [UInt8(ascii: "8")]): return .end
                    default: return .control("[")  // a key this editor does not use: ignored
                    }
                }
                parameters.append(part)
            }
            return nil
        case 0x00..<0x20:
            return .control(Character(Unicode.Scalar(byte + 0x60)))
        default:
            var bytes = [byte]
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            while bytes.count < length, let more = readByte() { bytes.append(more) }
            return String(decoding: bytes, as: UTF8.self).first.map(Key.text) ?? .control("[")
        }
    }

    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(input, &byte, 1)
            if count == 1 { return byte }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }

    /// The prompt and the line again, the cursor in its place.
    private func redraw(_ prompt: String, _ state: State) {
        let shown = TerminalText.escaped(state.line)
        let after = TerminalText.escaped(String(state.characters[state.cursor...]))
        write("\r" + prompt + shown + "\u{1B}[K" + (after.isEmpty ? "" : "\u{1B}[\(after.count)D"))
    }

    private func write(_ text: String) {
        _ = OutputStream.write(text, to: output)
    }
}
