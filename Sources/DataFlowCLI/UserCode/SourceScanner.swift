/// What a user's Swift file declares, found by reading its text (not by compiling it): the types,
/// which of them are views, and whether it declares experiments.
///
/// The scan is deliberately simple (comments and string literals are blanked first, then
/// declarations are matched word by word); it is only used to give clear errors before compiling,
/// and the compiler has the last word.
struct SourceScanner {
    /// A type declared in the file, and whether its inheritance clause (or an extension's) says `View`.
    struct Declaration: Equatable {
        var name: String
        var isView: Bool
    }

    private(set) var declarations: [Declaration] = []
    /// Whether a top-level `let experiments` or `var experiments` is declared.
    private(set) var declaresExperiments = false

    init(sources: [String]) {
        for source in sources { scan(Self.code(of: source)) }
    }

    /// The names of the view types, in declaration order.
    var viewTypes: [String] { declarations.filter(\.isView).map(\.name) }

    func declaration(named name: String) -> Declaration? {
        declarations.first { $0.name == name }
    }

    private mutating func scan(_ code: String) {
        let words = Self.tokens(code)
        var index = 0
        var depth = 0
        while index < words.count {
            let word = words[index]
            switch word {
            case "{": depth += 1
            case "}": depth = max(0, depth - 1)
            case "struct", "class", "enum", "actor", "extension":
                guard index + 1 < words.count else { break }
                let name = words[index + 1]
                guard name.first?.isLetter == true || name.first == "_" else { break }
                let clause = inheritanceClause(words, after: index + 1)
                let isView = clause.contains("View") || clause.contains("SwiftUI.View")
                if word == "extension" {
                    if isView, let existing = declarations.firstIndex(where: { $0.name == name }) {
                        declarations[existing].isView = true
                    } else if isView {
                        declarations.append(Declaration(name: name, isView: true))
                    }
                } else if !declarations.contains(where: { $0.name == name }) {
                    // Nested types count too, by their own name.
                    declarations.append(Declaration(name: name, isView: isView))
                }
            case "let", "var":
                if depth == 0, index + 1 < words.count, words[index + 1] == "experiments" { declaresExperiments = true }
            default: break
            }
            index += 1
        }
    }

    /// The words between a declared name and its `{` (or `where`), generic parameters skipped.
    private func inheritanceClause(_ words: [String], after nameIndex: Int) -> [String] {
        var clause: [String] = []
        var index = nameIndex + 1
        var angle = 0
        while index < words.count {
            let word = words[index]
            if word == "<" { angle += 1 } else if word == ">" { angle = max(0, angle - 1) }
            if angle == 0 && (word == "{" || word == "where") { break }
            if angle == 0 { clause.append(word) }
            index += 1
        }
        return clause
    }

    /// Identifiers, dotted names and single punctuation characters.
    private static func tokens(_ code: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        for character in code {
            if character.isLetter || character.isNumber || character == "_" || (character == "." && !current.isEmpty) {
                current.append(character)
            } else {
                if !current.isEmpty { tokens.append(current) }
                current = ""
                if !character.isWhitespace { tokens.append(String(character)) }
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    /// The source with comments and string literals replaced by spaces (newlines kept).
    static func code(of source: String) -> String {
        var result = ""
        var characters = Array(source)[...]
        while let character = characters.first {
            if characters.starts(with: "//") {
                while let next = characters.first, next != "\n" { result.append(" "); characters.removeFirst() }
            } else if characters.starts(with: "/*") {
                var depth = 0
                while !characters.isEmpty {
                    if characters.starts(with: "/*") {
                        depth += 1
                        result += "  "
                        characters.removeFirst(2)
                    } else if characters.starts(with: "*/") {
                        depth -= 1
                        result += "  "
                        characters.removeFirst(2)
                        if depth == 0 { break }
                    } else {
                        result.append(characters.removeFirst() == "\n" ? "\n" : " ")
                    }
                }
            } else if character == "\"" {
                let delimiter = characters.starts(with: "\"\"\"") ? "\"\"\"" : "\""
                result += String(repeating: " ", count: delimiter.count)
                characters.removeFirst(delimiter.count)
                while !characters.isEmpty, !characters.starts(with: delimiter) {
                    if characters.first == "\\" && characters.count > 1 {
                        result += "  "
                        characters.removeFirst(2)
                    } else {
                        result.append(characters.removeFirst() == "\n" ? "\n" : " ")
                    }
                }
                if !characters.isEmpty {
                    result += String(repeating: " ", count: delimiter.count)
                    characters.removeFirst(delimiter.count)
                }
            } else {
                result.append(characters.removeFirst())
            }
        }
        return result
    }
}

extension ArraySlice<Character> {
    fileprivate func starts(with prefix: String) -> Bool {
        starts(with: Array(prefix))
    }
}
