// Generated content as JSON, both ways. A small reader of its own keeps a structure's keys in the
// order the text gives them (Foundation's `JSONSerialization` returns an unordered dictionary).

extension GeneratedContent {
    /// The content as compact JSON, a structure's keys in order.
    public var jsonString: String {
        switch kind {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let value): Self.json(value)
        case .string(let value): Self.json(value)
        case .array(let elements): "[" + elements.map(\.jsonString).joined(separator: ",") + "]"
        case .structure(let properties, let keys):
            "{" + keys.map { Self.json($0) + ":" + (properties[$0]?.jsonString ?? "null") }.joined(separator: ",") + "}"
        }
    }

    /// Content read from JSON text.
    public init(json: String) throws {
        var reader = JSONReader(text: Array(json.unicodeScalars))
        let content = try reader.readValue()
        reader.skipSpace()
        guard reader.isAtEnd else { throw reader.failure("text after the JSON value") }
        self = content
    }

    private static func json(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    private static func json(_ string: String) -> String {
        var quoted = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case _ where scalar.value < 0x20: quoted += String(format: "\\u%04x", scalar.value)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}

/// Reads one JSON value from text.
private struct JSONReader {
    let text: [Unicode.Scalar]
    var index = 0

    var isAtEnd: Bool { index == text.count }

    func failure(_ problem: String) -> LanguageModelSession.GenerationError {
        .decodingFailure(.init(debugDescription: "Invalid JSON at offset \(index): \(problem)"))
    }

    mutating func skipSpace() {
        while index < text.count, [" ", "\n", "\r", "\t"].contains(text[index]) { index += 1 }
    }

    mutating func readValue() throws -> GeneratedContent {
        skipSpace()
        guard index < text.count else { throw failure("a value was expected") }
        switch text[index] {
        case "{": return try readStructure()
        case "[": return try readArray()
        case "\"": return GeneratedContent(kind: .string(try readString()))
        case "t": return try readWord("true", .bool(true))
        case "f": return try readWord("false", .bool(false))
        case "n": return try readWord("null", .null)
        default: return try readNumber()
        }
    }

    private mutating func readWord(_ word: String, _ kind: GeneratedContent.Kind) throws -> GeneratedContent {
        for scalar in word.unicodeScalars {
            guard index < text.count, text[index] == scalar else { throw failure("\(word) was expected") }
            index += 1
        }
        return GeneratedContent(kind: kind)
    }

    private mutating func readNumber() throws -> GeneratedContent {
        let start = index
        while index < text.count, "+-0123456789.eE".unicodeScalars.contains(text[index]) { index += 1 }
        var digits = ""
        digits.unicodeScalars.append(contentsOf: text[start..<index])
        guard let number = Double(digits) else { throw failure("a value was expected") }
        return GeneratedContent(kind: .number(number))
    }

    private mutating func readString() throws -> String {
        index += 1
        var string = ""
        while index < text.count {
            let scalar = text[index]
            index += 1
            switch scalar {
            case "\"": return string
            case "\\":
                guard index < text.count else { break }
                let escaped = text[index]
                index += 1
                switch escaped {
                case "n": string += "\n"
                case "r": string += "\r"
                case "t": string += "\t"
                case "b": string += "\u{8}"
                case "f": string += "\u{C}"
                case "u":
                    guard index + 4 <= text.count, let code = UInt32(String(String.UnicodeScalarView(text[index..<index + 4])), radix: 16),
                        let decoded = Unicode.Scalar(code)
                    else { throw failure("a \\u escape was expected") }
                    index += 4
                    string.unicodeScalars.append(decoded)
                default: string.unicodeScalars.append(escaped)
                }
            default: string.unicodeScalars.append(scalar)
            }
        }
        throw failure("the string does not end")
    }

    private mutating func readArray() throws -> GeneratedContent {
        index += 1
        var elements: [GeneratedContent] = []
        skipSpace()
        if index < text.count, text[index] == "]" {
            index += 1
            return GeneratedContent(kind: .array(elements))
        }
        while true {
            elements.append(try readValue())
            skipSpace()
            guard index < text.count else { throw failure("the array does not end") }
            index += 1
            if text[index - 1] == "]" { return GeneratedContent(kind: .array(elements)) }
            guard text[index - 1] == "," else { throw failure(", or ] was expected") }
        }
    }

    private mutating func readStructure() throws -> GeneratedContent {
        index += 1
        var properties: [String: GeneratedContent] = [:]
        var keys: [String] = []
        skipSpace()
        if index < text.count, text[index] == "}" {
            index += 1
            return GeneratedContent(kind: .structure(properties: properties, orderedKeys: keys))
        }
        while true {
            skipSpace()
            guard index < text.count, text[index] == "\"" else { throw failure("a property name was expected") }
            let key = try readString()
            skipSpace()
            guard index < text.count, text[index] == ":" else { throw failure(": was expected") }
            index += 1
            if properties.updateValue(try readValue(), forKey: key) == nil { keys.append(key) }
            skipSpace()
            guard index < text.count else { throw failure("the object does not end") }
            index += 1
            if text[index - 1] == "}" { return GeneratedContent(kind: .structure(properties: properties, orderedKeys: keys)) }
            guard text[index - 1] == "," else { throw failure(", or } was expected") }
        }
    }
}
