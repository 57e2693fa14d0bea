/// SwiftUI's `@Entry` macro, expanded as Apple's is (the Linux toolchain has no SwiftUI macros:
/// without this, `extensions must not contain stored properties`).
///
/// In `extension EnvironmentValues`, `@Entry var accent: Color = .blue` becomes a property that
/// reads and writes a key of its own, and the key (`EnvironmentKey`, whose default is the
/// initial value); the same in `Transaction` (`TransactionKey`), `ContainerValues`
/// (`ContainerValueKey`) and `FocusedValues` (`FocusedValueKey`, whose value is the optional's
/// wrapped type). The expansion takes the
/// declaration's line: no line moves, that line's columns after `@Entry` shift.
enum EntryMacro {
    /// The protocol of each container's keys, and whether its keys have a default.
    private static let containers: [String: (key: String, hasDefault: Bool)] = [
        "EnvironmentValues": ("EnvironmentKey", true), "Transaction": ("TransactionKey", true), "FocusedValues": ("FocusedValueKey", false),
        "ContainerValues": ("ContainerValueKey", true),
    ]

    /// The expansion of the `@Entry` declaration at `index` (its `@`), and the range it replaces
    /// (to the end of the declaration's line); nil when it is not one dataflow can expand.
    /// `code` is the file with comments and literals blanked (for its structure), `source` the
    /// file itself (for the initial value's text).
    static func expansion(in code: [Character], source: [Character], at index: Int) -> (range: Range<Int>, text: String)? {
        guard Preprocessor.matches("@Entry", in: code, at: index), let container = enclosingExtension(in: code, before: index),
            let (key, hasDefault) = containers[container]
        else { return nil }
        var end = index
        while end < code.count, code[end] != "\n" { end += 1 }
        // A comment after the declaration ends it.
        var declarationEnd = index + 6
        var quoted = false
        while declarationEnd < end, quoted || !(source[declarationEnd] == "/" && source[declarationEnd + 1] == "/") {
            if source[declarationEnd] == "\"" { quoted.toggle() }
            declarationEnd += 1
        }
        let declaration = String(source[(index + 6)..<declarationEnd]).trimmingCharacters(in: .whitespaces)
        guard let parsed = parse(declaration) else { return nil }
        let keyName = "__Key_\(parsed.name)"
        var type = parsed.type
        let keyBody: String
        var keyAccess = "private"
        if hasDefault {
            let value = parsed.initial ?? "nil"
            if let declared = type {
                // As Apple's expansion: the default is computed, made again at every read of an
                // unset key (`@Entry var model = Model()` hands out a new object each time).
                keyBody = "typealias Value = \(declared); static var defaultValue: Value { \(value) }"
            } else {
                // The property's type is the key's inferred one, so the key is as visible as it
                // (its default too, which a public key's protocol requires to be public).
                keyAccess = parsed.modifiers.contains("public") ? "public" : "internal"
                keyBody = (keyAccess == "public" ? "public " : "") + "static let defaultValue = \(value)"
                type = "\(keyName).Value"
            }
        } else {
            guard let declared = type else { return nil }
            let wrapped = declared.hasSuffix("?") ? String(declared.dropLast()) : declared
            keyBody = "typealias Value = \(wrapped)"
            type = wrapped + "?"
        }
        let access = parsed.modifiers.isEmpty ? "" : parsed.modifiers + " "
        let text =
            "\(access)var \(parsed.name): \(type ?? "") { get { self[\(keyName).self] } set { self[\(keyName).self] = newValue } }; "
            + "\(keyAccess) struct \(keyName): \(key) { \(keyBody) }"
        return (index..<end, text)
    }

    /// `public var accent: Color = .blue` → its modifiers, name, type and initial value.
    private static func parse(_ declaration: String) -> (modifiers: String, name: String, type: String?, initial: String?)? {
        guard let varRange = declaration.range(of: "var ") else { return nil }
        let modifiers = declaration[..<varRange.lowerBound].trimmingCharacters(in: .whitespaces)
        var rest = declaration[varRange.upperBound...]
        var initial: String?
        if let equals = topLevelEquals(in: rest) {
            initial = rest[rest.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            rest = rest[..<equals]
        }
        let parts = rest.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let name = parts.first, !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return (modifiers, name, parts.count > 1 ? parts[1] : nil, initial)
    }

    /// The `=` of the initial value (not one inside brackets or a string).
    private static func topLevelEquals(in text: Substring) -> Substring.Index? {
        var depth = 0
        var quoted = false
        for index in text.indices {
            switch text[index] {
            case "\"": quoted.toggle()
            case "(", "[", "<", "{": if !quoted { depth += 1 }
            case ")", "]", ">", "}": if !quoted { depth -= 1 }
            case "=" where !quoted && depth == 0: return index
            default: break
            }
        }
        return nil
    }

    /// The type the innermost `extension` around `index` extends.
    private static func enclosingExtension(in code: [Character], before index: Int) -> String? {
        guard let brace = Preprocessor.enclosingBrace(in: code, before: index, reach: 200),
            let match = brace.header.firstMatch(of: #/extension\s+(?:SwiftUI\.)?([A-Za-z_][A-Za-z0-9_]*)[^{]*$/#)
        else { return nil }
        return String(match.output.1)
    }
}
