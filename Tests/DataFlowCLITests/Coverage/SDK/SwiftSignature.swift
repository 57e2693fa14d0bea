/// A declaration's one-line signature, taken apart: enough of Swift's grammar to call it.
///
/// The signatures are those of an SDK's interface (`docs/sdk/*.tsv`), so they are well formed;
/// this reads the parts a use needs (name, generic parameters, parameters, effects, result,
/// `where` clause) and keeps every type as text.
struct SwiftSignature {
    struct Parameter {
        /// The argument label; nil for `_`.
        var label: String?
        var type: String
        var isInout = false
        var isVariadic = false
        var isAutoclosure = false
        /// Whether an argument label and a parameter name are both written (`key k: K.Type`).
        var hasTwoNames = false
    }

    var keyword = ""
    var name = ""
    var isStatic = false
    var isMutating = false
    /// `<T, S : ShapeStyle>`, as written.
    var generics: [(name: String, constraint: String?)] = []
    var parameters: [Parameter] = []
    var result: String?
    var whereClause: String?
    var throwsError = false
    var isAsync = false
    /// A `var`'s or `let`'s type; a `case`'s associated values are `parameters`.
    var type: String?
    var isSettable = false
    /// A type's inheritance clause (`: View, Sendable`).
    var inheritance: String?

    init?(_ signature: String) {
        var rest = Substring(signature)
        Self.skipAttributes(&rest)
        while let word = Self.word(in: rest) {
            switch word {
            case "public", "open", "nonisolated", "final", "override", "convenience", "required", "dynamic", "optional", "indirect",
                "nonmutating", "__consuming", "consuming", "borrowing", "prefix", "postfix", "infix", "package":
                rest = rest.dropFirst(word.count)
            case "static", "class":
                // `class` is a modifier only when a member keyword follows.
                let after = rest.dropFirst(word.count).drop(while: \.isWhitespace)
                if word == "class", let next = Self.word(in: after), !["func", "var", "let", "subscript"].contains(next) {
                    keyword = "class"
                    rest = after
                    parseType(&rest)
                    return
                }
                isStatic = true
                rest = rest.dropFirst(word.count)
            case "mutating":
                isMutating = true
                rest = rest.dropFirst(word.count)
            default:
                keyword = word
                rest = rest.dropFirst(word.count)
                switch word {
                case "func": parseFunction(&rest)
                case "init": parseInit(&rest)
                case "subscript": parseCallable(&rest)
                case "var", "let": parseVariable(&rest)
                case "case": parseCase(&rest)
                case "struct", "enum", "protocol", "actor", "typealias", "associatedtype", "macro": parseType(&rest)
                default: return nil
                }
                return
            }
            rest = rest.drop(while: \.isWhitespace)
            Self.skipAttributes(&rest)
        }
        return nil
    }

    // MARK: Declarations

    private mutating func parseFunction(_ rest: inout Substring) {
        rest = rest.drop(while: \.isWhitespace)
        let end = rest.firstIndex { $0 == "<" || $0 == "(" } ?? rest.endIndex
        // An operator's name is its symbols (`==`, `+`); `<` there is part of it.
        if let first = rest.first, !first.isLetter, first != "_", first != "`" {
            let symbols = rest.prefix { !$0.isWhitespace && $0 != "(" }
            name = String(symbols)
            rest = rest.dropFirst(symbols.count)
        } else {
            name = String(rest[..<end]).trimmingCharacters(in: .whitespaces)
            rest = rest[end...]
        }
        parseCallable(&rest)
    }

    private mutating func parseInit(_ rest: inout Substring) {
        if rest.first == "?" || rest.first == "!" { rest = rest.dropFirst() }
        name = "init"
        parseCallable(&rest)
    }

    /// `<G>(parameters) async throws -> Result where …` (and a subscript's `{ get set }`).
    private mutating func parseCallable(_ rest: inout Substring) {
        rest = rest.drop(while: \.isWhitespace)
        if rest.first == "<", let close = Self.closing(of: rest) {
            generics = Self.splitTopLevel(rest[rest.index(after: rest.startIndex)..<close], at: ",").map { part in
                let pieces = Self.splitTopLevel(Substring(part), at: ":")
                let constraint = pieces.count > 1 ? pieces[1...].joined(separator: ":").trimmingCharacters(in: .whitespaces) : nil
                return (pieces[0].trimmingCharacters(in: .whitespaces), constraint)
            }
            rest = rest[rest.index(after: close)...]
        }
        rest = rest.drop(while: \.isWhitespace)
        guard rest.first == "(", let close = Self.closing(of: rest) else { return }
        parameters = Self.splitTopLevel(rest[rest.index(after: rest.startIndex)..<close], at: ",").compactMap(Self.parameter)
        // A subscript's single name is its parameter's, not a label: `x[i]` for `subscript(index: Int)`.
        if keyword == "subscript" {
            for index in parameters.indices where !parameters[index].hasTwoNames { parameters[index].label = nil }
        }
        rest = rest[rest.index(after: close)...]
        var tail = String(rest)
        if let accessors = Self.topLevelRange(of: "{", in: tail) {
            isSettable = tail[accessors.lowerBound...].contains("set")
            // `{ mutating get }`: reading it needs a variable, as calling a mutating method does.
            if tail[accessors.lowerBound...].contains("mutating get") { isMutating = true }
            tail = String(tail[..<accessors.lowerBound])
        }
        if let range = Self.topLevelRange(of: " where ", in: tail) {
            whereClause = String(tail[range.upperBound...]).trimmingCharacters(in: .whitespaces)
            tail = String(tail[..<range.lowerBound])
        }
        if let arrow = Self.topLevelRange(of: "->", in: tail) {
            result = String(tail[arrow.upperBound...]).trimmingCharacters(in: .whitespaces)
            tail = String(tail[..<arrow.lowerBound])
        }
        isAsync = tail.contains("async")
        throwsError = tail.contains("throws")
    }

    private mutating func parseVariable(_ rest: inout Substring) {
        let text = String(rest)
        guard let colon = Self.topLevelRange(of: ":", in: text) else { return }
        name = String(text[..<colon.lowerBound]).trimmingCharacters(in: .whitespaces)
        var type = String(text[colon.upperBound...])
        if let accessors = Self.topLevelRange(of: "{", in: type) {
            isSettable = type[accessors.lowerBound...].contains("set")
            type = String(type[..<accessors.lowerBound])
        } else {
            isSettable = keyword == "var"
        }
        if let value = Self.topLevelRange(of: " = ", in: type) { type = String(type[..<value.lowerBound]) }
        self.type = type.trimmingCharacters(in: .whitespaces)
    }

    private mutating func parseCase(_ rest: inout Substring) {
        rest = rest.drop(while: \.isWhitespace)
        let end = rest.firstIndex { $0 == "(" || $0 == "=" || $0.isWhitespace } ?? rest.endIndex
        name = String(rest[..<end])
        rest = rest[end...]
        if rest.first == "(", let close = Self.closing(of: rest) {
            parameters = Self.splitTopLevel(rest[rest.index(after: rest.startIndex)..<close], at: ",").compactMap { part in
                let pieces = Self.splitTopLevel(Substring(part), at: ":")
                if pieces.count > 1 {
                    return Parameter(
                        label: pieces[0].trimmingCharacters(in: .whitespaces), type: Self.withoutDefault(pieces[1...].joined(separator: ":")))
                }
                return Parameter(label: nil, type: Self.withoutDefault(String(part)))
            }
        }
    }

    private mutating func parseType(_ rest: inout Substring) {
        rest = rest.drop(while: \.isWhitespace)
        let end = rest.firstIndex { $0 == "<" || $0 == ":" || $0 == "=" || $0 == "(" || $0.isWhitespace } ?? rest.endIndex
        name = String(rest[..<end])
        rest = rest[end...].drop(while: \.isWhitespace)
        if rest.first == "<", let close = Self.closing(of: rest) {
            generics = Self.splitTopLevel(rest[rest.index(after: rest.startIndex)..<close], at: ",").map { part in
                let pieces = Self.splitTopLevel(Substring(part), at: ":")
                let constraint = pieces.count > 1 ? pieces[1...].joined(separator: ":").trimmingCharacters(in: .whitespaces) : nil
                return (pieces[0].trimmingCharacters(in: .whitespaces), constraint)
            }
            rest = rest[rest.index(after: close)...]
        }
        var tail = String(rest)
        if let range = Self.topLevelRange(of: " where ", in: tail) {
            whereClause = String(tail[range.upperBound...]).trimmingCharacters(in: .whitespaces)
            tail = String(tail[..<range.lowerBound])
        }
        tail = tail.trimmingCharacters(in: .whitespaces)
        if tail.hasPrefix(":") { inheritance = String(tail.dropFirst()).trimmingCharacters(in: .whitespaces) }
        if tail.hasPrefix("=") { type = String(tail.dropFirst()).trimmingCharacters(in: .whitespaces) }
    }

    private static func parameter(_ text: String) -> Parameter? {
        let pieces = splitTopLevel(Substring(text), at: ":")
        guard pieces.count > 1 else { return nil }
        // A result builder may come before the label (`@ViewBuilder content:`).
        var namePart = Substring(pieces[0])
        skipAttributes(&namePart)
        let names = namePart.split(separator: " ")
        var type = withoutDefault(pieces[1...].joined(separator: ":"))
        var parameter = Parameter(label: names.first.map { $0 == "_" ? nil : String($0) } ?? nil, type: "")
        parameter.hasTwoNames = names.count > 1
        // Ownership and attributes before the type; result builders only shape closures passed in.
        while true {
            type = type.trimmingCharacters(in: .whitespaces)
            if type.hasPrefix("inout ") {
                parameter.isInout = true
                type.removeFirst(6)
            } else if let word = ["sending ", "__owned ", "borrowing ", "consuming ", "isolated ", "__shared "].first(where: type.hasPrefix) {
                type.removeFirst(word.count)
            } else if type.hasPrefix("@autoclosure") {
                parameter.isAutoclosure = true
                type.removeFirst(12)
            } else if type.hasPrefix("@") {
                var rest = Substring(type)
                let attribute = rest.prefix { !$0.isWhitespace && $0 != "(" }
                rest = rest.dropFirst(attribute.count)
                if rest.first == "(", let close = closing(of: rest) { rest = rest[rest.index(after: close)...] }
                // Function types keep the attributes that belong to them.
                if ["@escaping", "@Sendable", "@MainActor", "@isolated"].contains(String(attribute)) {
                    let remainder = String(rest).trimmingCharacters(in: .whitespaces)
                    type = String(attribute) + " " + remainder
                    break
                }
                type = String(rest)
            } else {
                break
            }
        }
        if type.hasSuffix("...") {
            parameter.isVariadic = true
            type.removeLast(3)
        }
        parameter.type = type.trimmingCharacters(in: .whitespaces)
        return parameter
    }

    /// A parameter's type without its default value (`= nil`, `= .automatic`).
    private static func withoutDefault(_ text: String) -> String {
        guard let equals = topLevelRange(of: "=", in: text) else { return text.trimmingCharacters(in: .whitespaces) }
        return String(text[..<equals.lowerBound]).trimmingCharacters(in: .whitespaces)
    }

    // MARK: Text

    private static func skipAttributes(_ rest: inout Substring) {
        rest = rest.drop(while: \.isWhitespace)
        while rest.first == "@" {
            let attribute = rest.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            rest = rest.dropFirst(attribute.count + 1)
            // Generic arguments (`@TableColumnBuilder<Value, Never>`), then arguments.
            for bracket: Character in ["<", "("] where rest.first == bracket {
                if let close = closing(of: rest) { rest = rest[rest.index(after: close)...] }
            }
            rest = rest.drop(while: \.isWhitespace)
        }
    }

    private static func word(in text: Substring) -> String? {
        let word = text.drop(while: \.isWhitespace).prefix { $0.isLetter || $0 == "_" }
        return word.isEmpty ? nil : String(word)
    }

    /// The index of the bracket that closes the one `text` starts with.
    static func closing(of text: Substring) -> Substring.Index? {
        var depth = 0
        var index = text.startIndex
        var previous: Character = " "
        while index < text.endIndex {
            let character = text[index]
            switch character {
            case "(", "[", "{", "<": depth += 1
            case ")", "]", "}": depth -= 1
            case ">" where previous != "-": depth -= 1
            default: break
            }
            if depth == 0 { return index }
            previous = character
            index = text.index(after: index)
        }
        return nil
    }

    /// `text` split at `separator` where no bracket is open.
    static func splitTopLevel(_ text: Substring, at separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var previous: Character = " "
        for character in text {
            switch character {
            case "(", "[", "{", "<": depth += 1
            case ")", "]", "}": depth -= 1
            case ">" where previous != "-": depth -= 1
            default: break
            }
            if character == separator && depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(current) }
        return parts
    }

    /// Where `needle` first occurs in `text` with no bracket open.
    static func topLevelRange(of needle: String, in text: String) -> Range<String.Index>? {
        var depth = 0
        var index = text.startIndex
        var previous: Character = " "
        while index < text.endIndex {
            if depth == 0, text[index...].hasPrefix(needle) { return index..<text.index(index, offsetBy: needle.count) }
            let character = text[index]
            switch character {
            case "(", "[", "{", "<": depth += 1
            case ")", "]", "}": depth -= 1
            case ">" where previous != "-": depth -= 1
            default: break
            }
            previous = character
            index = text.index(after: index)
        }
        return nil
    }
}
