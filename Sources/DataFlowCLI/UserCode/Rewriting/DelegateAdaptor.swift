/// `@UIApplicationDelegateAdaptor`, given the delegate's initializer: SwiftUI makes the delegate
/// from its class through the Objective-C runtime, which Linux lacks, and Swift makes an object
/// from a class value only through a `required` initializer, which an app's `NSObject` subclass
/// does not declare. `@UIApplicationDelegateAdaptor(AppDelegate.self)` gets `, _make: { AppDelegate() }`
/// before its closing parenthesis; `@UIApplicationDelegateAdaptor private var appDelegate: AppDelegate`
/// gets `(AppDelegate.self, _make: { AppDelegate() })` after the attribute. No line moves; that
/// line's columns after the insertion shift.
enum DelegateAdaptor {
    static let attribute = "@UIApplicationDelegateAdaptor"

    /// Words that may stand between the attribute and the property's name.
    private static let modifiers: Set<String> = ["private", "fileprivate", "internal", "public", "package", "var"]

    /// Where to insert, and what, for the attribute at `index` (its `@`); nil when the delegate's
    /// type is not written as `Type.self` in the attribute or as the property's declared type.
    static func rewrite(in code: [Character], at index: Int) -> (insertAt: Int, text: String)? {
        guard Preprocessor.matches(attribute, in: code, at: index) else { return nil }
        let attributeEnd = index + attribute.count
        var cursor = attributeEnd
        func skipSpaces(newlines: Bool = false) {
            while cursor < code.count, code[cursor] == " " || code[cursor] == "\t" || (newlines && code[cursor] == "\n") { cursor += 1 }
        }
        func word(dots: Bool = false) -> String {
            let start = cursor
            while cursor < code.count, Preprocessor.isIdentifierCharacter(code[cursor]) || (dots && code[cursor] == ".") { cursor += 1 }
            return String(code[start..<cursor])
        }
        skipSpaces()
        if cursor < code.count, code[cursor] == "(" {
            cursor += 1
            skipSpaces()
            let written = word(dots: true)
            guard written.hasSuffix(".self"), written.count > 5 else { return nil }
            let type = String(written.dropLast(5))
            skipSpaces()
            guard cursor < code.count, code[cursor] == ")" else { return nil }
            return (cursor, ", _make: { \(type)() }")
        }
        // `@UIApplicationDelegateAdaptor private var appDelegate: AppDelegate`
        skipSpaces(newlines: true)
        var name = word()
        while modifiers.contains(name) {
            skipSpaces(newlines: true)
            name = word()
        }
        guard !name.isEmpty else { return nil }
        skipSpaces()
        guard cursor < code.count, code[cursor] == ":" else { return nil }
        cursor += 1
        skipSpaces()
        let type = word(dots: true)
        guard let first = type.first, first.isLetter || first == "_" else { return nil }
        return (attributeEnd, "(\(type).self, _make: { \(type)() })")
    }
}
