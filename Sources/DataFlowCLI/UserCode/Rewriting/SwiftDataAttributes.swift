import Foundation

/// SwiftData's macros in a project's model files, read as dataflow runs them (RULES §30).
///
/// SwiftData's macros ship with Xcode, not with the Swift toolchain. What they do that a run can
/// show is kept: `@Model` makes a class observable and a `PersistentModel`, so it becomes
/// `@Observable` (Observation's macro, which the toolchain has) plus an
/// `extension Book: PersistentModel {}` after the file's last line. `@Query var books: [Book]`
/// gets its wrapper's generic arguments written out (`@Query<Book, [Book]>`), as Apple's macro
/// of that name does: the Swift compiler cannot infer `Element` from `Result == [Element]` on its
/// own. `@Transient` becomes `@ObservationIgnored` (not stored, so not tracked). What only
/// matters to a store on disk is blanked: `@Attribute(…)`, `@Relationship(…)`. No line moves; the
/// columns of a rewritten line shift.
enum SwiftDataAttributes {
    enum Match {
        /// `@Model` before `class Name`, and the `{` that opens its body.
        case model(className: String, bodyStart: Int?)
        /// `@Query` on `var name: [Element]`: the generic arguments to write after it.
        case query(arguments: String)
        /// A persistence attribute, blanked.
        case store(String)
        /// `@Transient`: not stored, and not observed either (`@ObservationIgnored`).
        case transient
        /// `@ModelActor` before `actor Name {`: the members to add after the `{` at `bodyStart`.
        case modelActor(actorName: String, bodyStart: Int)
    }

    private static let storeAttributes = ["@Attribute", "@Relationship"]

    /// `@Transient` becomes this: SwiftData neither stores nor tracks such a property.
    static let observationIgnored = Array("@ObservationIgnored")

    /// The SwiftData attribute at `index` (an `@`), and where it ends.
    static func match(in code: [Character], at index: Int) -> (end: Int, match: Match)? {
        if Preprocessor.matches("@ModelActor", in: code, at: index), let (name, brace) = actorDeclaration(in: code, after: index + 11) {
            return (index + 11, .modelActor(actorName: name, bodyStart: brace + 1))
        }
        if Preprocessor.matches("@Model", in: code, at: index), let (name, end) = declaredName(in: code, after: index + 6, keyword: "class") {
            return (index + 6, .model(className: name, bodyStart: bodyStart(in: code, after: end)))
        }
        if Preprocessor.matches("@Query", in: code, at: index), let element = queryElement(in: code, after: index + 6) {
            // Without arguments, `()` too: the wrapper is then made where it is declared, so a
            // view's memberwise initializer leaves it out, as it leaves out the macro's `_books`.
            let called = index + 6 < code.count && code[index + 6] == "("
            return (index + 6, .query(arguments: "<\(element), [\(element)]>" + (called ? "" : "()")))
        }
        if Preprocessor.matches("@Transient", in: code, at: index) { return (index + 10, .transient) }
        guard let attribute = storeAttributes.first(where: { Preprocessor.matches($0, in: code, at: index) }) else { return nil }
        var end = index + attribute.count
        if end < code.count, code[end] == "(", let close = closingParenthesis(in: code, from: end) { end = close }
        return (end, .store(attribute))
    }

    /// `@Model` becomes `@Observable`: the replacement for its six characters.
    static let observable = Array("@Observable")

    /// The conformance `@Model` adds, as a line for the end of the file, with the stored
    /// properties the macro would list (`ModelProperties`).
    static func conformance(of className: String, properties: [ModelProperties.Property]) -> String {
        "extension \(className): PersistentModel { \(ModelProperties.metadata(of: className, properties)) }"
    }

    /// What `@ModelActor` adds to the actor, on the line of its `{` (SwiftData's macro writes the
    /// same members): the container it was made with, and an executor holding a context of its
    /// own on that container.
    static let modelActorMembers = Array(
        " nonisolated let modelExecutor: any SwiftData.ModelExecutor; nonisolated let modelContainer: SwiftData.ModelContainer; "
            + "init(modelContainer: SwiftData.ModelContainer) { let modelContext = SwiftData.ModelContext(modelContainer); "
            + "modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: modelContext); self.modelContainer = modelContainer }")

    /// The conformance `@ModelActor` adds, as a line for the end of the file.
    static func modelActorConformance(of actorName: String) -> String { "extension \(actorName): SwiftData.ModelActor {}" }

    /// The types a declaration at `index` is nested in, outermost first (`enum SchemaV1 { @Model
    /// final class Movie … }` is in `SchemaV1`), so a nested model's conformance names it whole.
    static func enclosingTypes(in code: [Character], before index: Int) -> [String] {
        var names: [String] = []
        var position = index
        let pattern = #/(?:enum|struct|class|actor|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)[^{};]*$/#
        while let brace = Preprocessor.enclosingBrace(in: code, before: position, reach: 300) {
            // A `{` that opens no type (a function's body, a closure) ends nothing: a model inside
            // one is local, and keeps its own name.
            guard let match = brace.header.firstMatch(of: pattern) else { return [] }
            names.insert(String(match.output.1), at: 0)
            position = brace.position
        }
        return names
    }

    /// The element type of the array a `@Query` at `start` declares (`var books: [Book]`), if
    /// the property is spelled that way.
    private static func queryElement(in code: [Character], after start: Int) -> String? {
        var index = start
        if index < code.count, code[index] == "(" {
            guard let close = closingParenthesis(in: code, from: index) else { return nil }
            index = close
        }
        while index < code.count {
            while index < code.count, code[index].isWhitespace { index += 1 }
            let wordStart = index
            index = identifierEnd(in: code, from: index)
            let word = String(code[wordStart..<index])
            if word == "var" { break }
            guard ["private", "fileprivate", "internal", "public", "package"].contains(word) else { return nil }
            if index < code.count, code[index] == "(", let close = closingParenthesis(in: code, from: index) { index = close }
        }
        while index < code.count, code[index].isWhitespace { index += 1 }
        index = identifierEnd(in: code, from: index)
        while index < code.count, code[index].isWhitespace { index += 1 }
        guard index < code.count, code[index] == ":" else { return nil }
        index += 1
        while index < code.count, code[index].isWhitespace { index += 1 }
        guard index < code.count, code[index] == "[", let end = closing(open: "[", close: "]", in: code, from: index) else { return nil }
        let element = String(code[(index + 1)..<(end - 1)]).trimmingCharacters(in: .whitespaces)
        return element.isEmpty || element.contains(":") || element.contains("\n") ? nil : element
    }

    /// The actor an attribute at `start` belongs to, and the `{` that opens its body.
    private static func actorDeclaration(in code: [Character], after start: Int) -> (name: String, brace: Int)? {
        guard let (name, end) = declaredName(in: code, after: start, keyword: "actor"), let brace = bodyStart(in: code, after: end) else {
            return nil
        }
        return (name, brace)
    }

    /// The `{` that opens the body of the type whose name ends at `end`.
    private static func bodyStart(in code: [Character], after end: Int) -> Int? {
        guard let brace = code[end...].firstIndex(where: { $0 == "{" || $0 == "}" }), code[brace] == "{" else { return nil }
        return brace
    }

    /// The name a `keyword` declaration after `start` declares (past other attributes and
    /// modifiers), and where the name ends.
    private static func declaredName(in code: [Character], after start: Int, keyword: String) -> (name: String, end: Int)? {
        var index = start
        while index < code.count {
            while index < code.count, code[index].isWhitespace { index += 1 }
            let wordStart = index
            if index < code.count, code[index] == "@" { index += 1 }
            index = identifierEnd(in: code, from: index)
            let word = String(code[wordStart..<index])
            if word == keyword {
                while index < code.count, code[index].isWhitespace { index += 1 }
                let nameStart = index
                index = identifierEnd(in: code, from: index)
                return index > nameStart ? (String(code[nameStart..<index]), index) : nil
            }
            guard word.hasPrefix("@") || ["final", "public", "internal", "private", "fileprivate", "open", "package"].contains(word) else {
                return nil
            }
            if index < code.count, code[index] == "(", let close = closingParenthesis(in: code, from: index) { index = close }
        }
        return nil
    }

    /// Past the identifier that starts at `start` (`start` itself if none does).
    static func identifierEnd(in code: [Character], from start: Int) -> Int {
        var index = start
        while index < code.count, Preprocessor.isIdentifierCharacter(code[index]) { index += 1 }
        return index
    }

    /// Past the `)` that closes the `(` at `start`.
    static func closingParenthesis(in code: [Character], from start: Int) -> Int? {
        closing(open: "(", close: ")", in: code, from: start)
    }

    /// Past the `close` that balances the `open` at `start`.
    static func closing(open: Character, close: Character, in code: [Character], from start: Int) -> Int? {
        var depth = 0
        for index in start..<code.count {
            if code[index] == open { depth += 1 }
            if code[index] == close {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
        }
        return nil
    }
}
