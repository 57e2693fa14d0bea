import Foundation

/// The stored properties of a `@Model` class, read from its body as SwiftData's macro reads them,
/// so that a run keeps its relationships in step (RULES §30).
///
/// SwiftData's `@Model` lists each stored property in `schemaMetadata`, with its `@Relationship`,
/// and routes every write through the model's backing data, which updates the inverse side. The
/// preprocessor does the same with what the toolchain has: the list becomes the conformance's
/// `schemaMetadata`, and each property gets a `didSet` that reports the write. A property whose
/// declared type is a plain value (`String`, `Date`, `[Int]`) cannot be a relationship and is
/// left as it is; so is any declaration this reading is not sure of (a computed property, one
/// with observers of its own, several names in one `var`, a value spread over lines).
enum ModelProperties {
    struct Property: Equatable {
        let name: String
        /// Where the declaration ends: the `didSet` goes here, on the declaration's own line.
        let end: Int
        /// `@Relationship(…)`'s arguments, as written (`deleteRule: .cascade`), or nil without one.
        let relationship: String?
    }

    /// The stored properties declared in the class body that opens at `open` (a `{`).
    static func stored(in code: [Character], source: [Character], bodyFrom open: Int) -> [Property] {
        guard let close = closingBrace(in: code, from: open) else { return [] }
        var properties: [Property] = []
        var relationship: String?
        var skip = false
        var index = open + 1
        var depth = 0
        while index < close {
            let character = code[index]
            if "{([".contains(character) { depth += 1 }
            if "})]".contains(character) { depth -= 1 }
            guard depth == 0, character == "@" || isWordStart(code, index) else {
                index += 1
                continue
            }
            if character == "@" {
                let nameEnd = identifierEnd(code, from: index + 1)
                let name = String(code[(index + 1)..<nameEnd])
                var end = nameEnd
                var arguments = ""
                if end < close, code[end] == "(", let argumentsEnd = closingParenthesis(in: code, from: end) {
                    arguments = sourceText(code: code, source: source, range: (end + 1)..<(argumentsEnd - 1))
                    end = argumentsEnd
                }
                if name == "Relationship" {
                    relationship = arguments
                } else if name != "Attribute" {
                    // `@Transient`, `@ObservationIgnored`, a property wrapper: not a stored
                    // relationship SwiftData tracks.
                    skip = true
                }
                index = end
                continue
            }
            let wordEnd = identifierEnd(code, from: index)
            let word = String(code[index..<wordEnd])
            index = wordEnd
            if modifiers.contains(word) {
                if index < close, code[index] == "(", let end = closingParenthesis(in: code, from: index) { index = end }
                continue
            }
            if ["static", "class", "lazy", "weak", "unowned"].contains(word) {
                skip = true
                continue
            }
            if word == "var", !skip, let property = declaration(in: code, after: index, before: close, relationship: relationship) {
                properties.append(property)
                index = property.end
            }
            relationship = nil
            skip = false
        }
        return properties
    }

    /// What the property's `didSet` says: the write, for the relationship's other side.
    static func observer(for name: String) -> [Character] {
        Array(" { didSet { _relationshipDidChange(\\.\(name), from: oldValue) } }")
    }

    /// The `schemaMetadata` member the conformance of `type` carries, listing `properties`.
    static func metadata(of type: String, _ properties: [Property]) -> String {
        let entries = properties.map { property in
            let metadata = property.relationship.map { ", metadata: SwiftData.Schema.Relationship(\($0))" } ?? ""
            return "SwiftData.Schema.PropertyMetadata(name: \"\(property.name)\", keypath: \\\(type).\(property.name)\(metadata))"
        }
        return "static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] { [\(entries.joined(separator: ", "))] }"
    }

    private static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "final", "nonisolated", "dynamic", "override", "required",
    ]

    /// Types a relationship's value cannot be: the property stays as written.
    private static let valueTypes: Set<String> = [
        "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "Decimal", "TimeInterval", "Date", "UUID", "Data", "URL",
    ]

    /// The property declared by the `var` that ends at `start`, if it is a stored property this
    /// reading is sure of and its type may be a model's.
    private static func declaration(in code: [Character], after start: Int, before close: Int, relationship: String?) -> Property? {
        var index = start
        while index < close, code[index] == " " || code[index] == "\t" { index += 1 }
        let nameEnd = identifierEnd(code, from: index)
        guard nameEnd > index else { return nil }
        let name = String(code[index..<nameEnd])
        var depth = 0
        var type: [Character] = []
        var value: [Character] = []
        var inType = false
        var inValue = false
        var end = nameEnd
        index = nameEnd
        scan: while index < close {
            let character = code[index]
            if character == "(" || character == "[" { depth += 1 }
            if character == ")" || character == "]" { depth -= 1 }
            if depth == 0 {
                // Accessors, observers or a closure of its own; several names in one `var`.
                if character == "{" || character == "," || character == ";" { return nil }
                if character == "\n" { break scan }
                if character == "=", !inValue {
                    inType = false
                    inValue = true
                    index += 1
                    continue
                }
            }
            if inType { type.append(character) }
            if inValue { value.append(character) }
            if depth == 0, character == ":", type.isEmpty, !inType, end == nameEnd { inType = true }
            if !character.isWhitespace { end = index + 1 }
            index += 1
        }
        guard depth == 0, end > nameEnd else { return nil }
        // A value continued on the next line (`.sorted()`), or observers of its own there.
        var next = index
        while next < close, code[next].isWhitespace { next += 1 }
        if next < close, code[next] == "." || code[next] == "{" { return nil }
        if ["=", "+", "-", "*", "/", ":", "&", "|"].contains(code[end - 1]) { return nil }
        guard mayBeModel(type: String(type), value: String(value)) else { return nil }
        return Property(name: name, end: end, relationship: relationship)
    }

    /// Whether a property declared with `type` (empty if not written) and initial `value` may
    /// hold models: not a plain value type, not a dictionary; without a type, only a value made
    /// by a type's name (`[Stop]()`, `Stop(…)`), never a literal.
    private static func mayBeModel(type: String, value: String) -> Bool {
        func isValueType(_ text: Substring) -> Bool {
            let name = text.filter { !"[]?! \t".contains($0) }
            return valueTypes.contains(name.replacingOccurrences(of: "Swift.", with: "").replacingOccurrences(of: "Foundation.", with: ""))
        }
        if !type.trimmingCharacters(in: .whitespaces).isEmpty { return !type.contains(":") && !isValueType(Substring(type)) }
        let value = value.trimmingCharacters(in: .whitespaces)
        guard let first = value.first, first == "[" || first.isUppercase else { return false }
        return !isValueType(value.prefix { $0 != "(" })
    }

    /// The source's text in `range` on one line, with comments left out and string literals kept
    /// (`code` has both blanked): `@Relationship(originalName: "trips")` keeps its string.
    private static func sourceText(code: [Character], source: [Character], range: Range<Int>) -> String {
        var text = ""
        var index = range.lowerBound
        while index < range.upperBound {
            if code[index] == "\n" || (code[index] == " " && source[index].isWhitespace) {
                // Lines and indentation, as one space.
                if text.last != " " { text.append(" ") }
                index += 1
            } else if code[index] != " " {
                text.append(source[index])
                index += 1
            } else {
                // A blanked run: a string literal (kept) or a comment (left out).
                var end = index
                while end < range.upperBound, code[end] == " " { end += 1 }
                if source[index] == "\"" { text += String(source[index..<end]) }
                index = end
            }
        }
        return text.trimmingCharacters(in: .whitespaces)
    }

    private static func isWordStart(_ code: [Character], _ index: Int) -> Bool {
        Preprocessor.isIdentifierCharacter(code[index]) && !code[index].isNumber
            && (index == 0 || !(Preprocessor.isIdentifierCharacter(code[index - 1]) || code[index - 1] == "."))
    }

    private static func identifierEnd(_ code: [Character], from start: Int) -> Int {
        SwiftDataAttributes.identifierEnd(in: code, from: start)
    }

    private static func closingParenthesis(in code: [Character], from start: Int) -> Int? {
        SwiftDataAttributes.closingParenthesis(in: code, from: start)
    }

    /// The `}` that closes the `{` at `start`.
    private static func closingBrace(in code: [Character], from start: Int) -> Int? {
        SwiftDataAttributes.closing(open: "{", close: "}", in: code, from: start).map { $0 - 1 }
    }
}
