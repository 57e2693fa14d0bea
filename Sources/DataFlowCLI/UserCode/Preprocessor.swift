/// Makes a file pasted from an app compile against DataFlow without changing its line numbers:
/// what only Xcode can run is blanked out, line for line.
///
/// - `#Preview { … }` blocks: the macro's plugin ships with Xcode, not with the Swift toolchain.
/// - `import Combine`: DataFlow itself provides `ObservableObject`, `@Published` and
///   `AnyCancellable`, the parts of Combine that SwiftUI's data flow uses.
enum Preprocessor {
    /// The source with those parts replaced by spaces, and what was removed, for a note.
    static func prepare(_ source: String) -> (source: String, removed: [String]) {
        let code = Array(SourceScanner.code(of: source))
        var characters = Array(source)
        var removed: [String] = []
        var index = 0
        while index < code.count {
            if matches("#Preview", in: code, at: index), let end = blockEnd(in: code, from: index + 8) {
                blank(&characters, index..<end)
                if !removed.contains("#Preview") { removed.append("#Preview") }
                index = end
            } else if index == 0 || code[index - 1] == "\n", let end = importCombineEnd(in: code, at: index) {
                blank(&characters, index..<end)
                if !removed.contains("import Combine") { removed.append("import Combine") }
                index = end
            } else {
                index += 1
            }
        }
        return (String(characters), removed)
    }

    private static func matches(_ word: String, in code: [Character], at index: Int) -> Bool {
        let word = Array(word)
        guard index + word.count <= code.count, Array(code[index..<index + word.count]) == word else { return false }
        let after = index + word.count
        return after == code.count || !(code[after].isLetter || code[after].isNumber || code[after] == "_")
    }

    /// The end of `("Name") { … }` after a macro name: past the closing brace of its trailing closure.
    private static func blockEnd(in code: [Character], from start: Int) -> Int? {
        var index = start
        var parentheses = 0
        while index < code.count {
            switch code[index] {
            case "(": parentheses += 1
            case ")": parentheses -= 1
            case "{" where parentheses == 0:
                var depth = 0
                while index < code.count {
                    if code[index] == "{" { depth += 1 }
                    if code[index] == "}" {
                        depth -= 1
                        if depth == 0 { return index + 1 }
                    }
                    index += 1
                }
                return nil
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The end of a line that is `import Combine` (with optional leading spaces), if it is one.
    private static func importCombineEnd(in code: [Character], at start: Int) -> Int? {
        var index = start
        while index < code.count, code[index] == " " || code[index] == "\t" { index += 1 }
        guard matches("import", in: code, at: index) else { return nil }
        index += 6
        while index < code.count, code[index] == " " { index += 1 }
        guard matches("Combine", in: code, at: index) else { return nil }
        index += 7
        while index < code.count, code[index] != "\n" {
            guard code[index].isWhitespace else { return nil }
            index += 1
        }
        return index
    }

    private static func blank(_ characters: inout [Character], _ range: Range<Int>) {
        for index in range where characters[index] != "\n" { characters[index] = " " }
    }
}
