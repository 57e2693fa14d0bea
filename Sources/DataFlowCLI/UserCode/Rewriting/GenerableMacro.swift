/// FoundationModels' `@Generable`, written as the conformance Apple's macro adds: its plugin
/// ships with Xcode, not with the Swift toolchain.
///
/// The attribute is blanked where it stands and the conformance goes after the file's last line
/// (`extension Recipe: FoundationModels.Generable {}`). A struct's partial type goes inside its
/// body, on the line of its closing brace, so that the types its properties name are found as the
/// struct finds them (a sibling nested in the same outer type) and no line moves: `struct
/// PartiallyGenerated …` has each stored property as an optional partial value (`var title:
/// String.PartiallyGenerated?`), as a stream's snapshots hold it. An enum is its own partial
/// type. A generic type keeps no conformance (the macro's own rules for those are not modelled).
/// Nothing is ever generated in a run (the model is unavailable): the partial type only has to be
/// the one the app's code names.
enum GenerableMacro {
    static let attribute = "@Generable"

    /// What the macro adds to the type the `@Generable` at `index` (its `@`) is attached to: the
    /// conformance, as a line for the end of the file, and for a struct its partial type, to
    /// insert before the body's closing brace (at `membersAt`); nil when it is not attached to a
    /// type this can write.
    static func conformance(in code: [Character], at index: Int) -> (conformance: String, members: String?, membersAt: Int)? {
        guard Preprocessor.matches(attribute, in: code, at: index) else { return nil }
        var position = skipArguments(in: code, from: index + attribute.count)
        var kind = ""
        while position < code.count {
            position = skipWhitespace(in: code, from: position)
            guard position < code.count else { return nil }
            if code[position] == "@" {
                position = skipArguments(in: code, from: identifierEnd(in: code, from: position + 1))
                continue
            }
            let end = identifierEnd(in: code, from: position)
            let word = String(code[position..<end])
            position = end
            if word == "struct" || word == "enum" {
                kind = word
                break
            }
            guard modifiers.contains(word) else { return nil }
        }
        position = skipWhitespace(in: code, from: position)
        let nameEnd = identifierEnd(in: code, from: position)
        guard nameEnd > position else { return nil }
        let name = String(code[position..<nameEnd])
        let afterName = skipWhitespace(in: code, from: nameEnd)
        guard afterName < code.count, code[afterName] != "<",
            let open = code[afterName...].firstIndex(of: "{"), let close = Preprocessor.braceEnd(in: code, from: open)
        else { return nil }
        let path = (SwiftDataAttributes.enclosingTypes(in: code, before: index) + [name]).joined(separator: ".")
        let conformance = "extension \(path): FoundationModels.Generable {}"
        guard kind == "struct" else { return (conformance, nil, close - 1) }
        let properties = storedProperties(in: String(code[(open + 1)..<(close - 1)]))
        let members = properties.map { "var \($0.name): \($0.type).PartiallyGenerated?" }
        let failure =
            "throw FoundationModels.LanguageModelSession.GenerationError.decodingFailure(.init(debugDescription: \"nothing is generated in a run\"))"
        let partial =
            "; struct PartiallyGenerated: FoundationModels.ConvertibleFromGeneratedContent { "
            + members.map { $0 + "; " }.joined() + "init(_ content: FoundationModels.GeneratedContent) throws { \(failure) } } "
        return (conformance, partial, close - 1)
    }

    /// The stored properties a struct's body declares, in order, with their types (an optional's
    /// wrapped type): `var title: String` and `let steps: [String]`, not computed or static ones.
    static func storedProperties(in body: String) -> [(name: String, type: String)] {
        var statements: [String] = []
        var current = ""
        var depth = 0
        for character in body {
            if character == "{" { depth += 1 }
            if character == "}" { depth -= 1 }
            if depth == 0, character == "\n" || character == ";" {
                statements.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        statements.append(current)
        return statements.compactMap(property)
    }

    /// `@Guide(…) var title: String` → (title, String); nil for anything else.
    private static func property(_ statement: String) -> (name: String, type: String)? {
        let code = Array(statement)
        var position = 0
        while position < code.count {
            position = skipWhitespace(in: code, from: position)
            guard position < code.count else { return nil }
            if code[position] == "@" {
                position = skipArguments(in: code, from: identifierEnd(in: code, from: position + 1))
                continue
            }
            let end = identifierEnd(in: code, from: position)
            let word = String(code[position..<end])
            position = end
            if word == "var" || word == "let" { break }
            guard modifiers.contains(word) else { return nil }
        }
        let nameStart = skipWhitespace(in: code, from: position)
        let nameEnd = identifierEnd(in: code, from: nameStart)
        let colon = skipWhitespace(in: code, from: nameEnd)
        guard nameEnd > nameStart, colon < code.count, code[colon] == ":" else { return nil }
        let rest = String(code[(colon + 1)...])
        // A computed property or one with observers has a body: not what the macro reads.
        guard !rest.contains("{") else { return nil }
        var type = String(rest.prefix { $0 != "=" && $0 != "/" }).trimmingCharacters(in: .whitespaces)
        if type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        guard !type.isEmpty, !type.contains("->"), !type.hasPrefix("(") else { return nil }
        return (String(code[nameStart..<nameEnd]), type)
    }

    private static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "nonisolated", "final", "indirect", "frozen",
    ]

    private static func skipWhitespace(in code: [Character], from start: Int) -> Int {
        var index = start
        while index < code.count, code[index].isWhitespace { index += 1 }
        return index
    }

    private static func identifierEnd(in code: [Character], from start: Int) -> Int {
        var index = start
        while index < code.count, Preprocessor.isIdentifierCharacter(code[index]) { index += 1 }
        return index
    }

    /// Past an attribute's `(…)` at `start`, if there is one.
    private static func skipArguments(in code: [Character], from start: Int) -> Int {
        guard start < code.count, code[start] == "(" else { return start }
        var depth = 0
        for index in start..<code.count {
            if code[index] == "(" { depth += 1 }
            if code[index] == ")" {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
        }
        return code.count
    }
}
