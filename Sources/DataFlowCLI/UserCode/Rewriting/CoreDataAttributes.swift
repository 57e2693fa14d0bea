/// Core Data's Objective-C attributes in an app's files, read as dataflow runs them (RULES §31).
///
/// Swift on Linux has no Objective-C runtime: `@NSManaged` cannot ask it for storage, and
/// `@objc`, `@objc(Name)` and `@nonobjc` do not compile. `@NSManaged public var name: String?`
/// keeps its line and gets the accessors Core Data would give it at the end of that line
/// (`{ get { managedValue(forKey: "name") } set { … } }`); `@NSManaged public func addToItems(_
/// value: Item)` gets a body that adds to the relationship. The `@objc` attributes are blanked.
/// No line moves; a rewritten line grows at its end.
enum CoreDataAttributes {
    enum Match {
        /// `@objc`, `@objc(…)`, `@nonobjc`: blanked.
        case objectiveC
        /// `@NSManaged`, blanked, and what to add at the end of its declaration's line.
        case managed(insertAt: Int, text: String)
    }

    /// The attribute at `index` (an `@`), and where it ends.
    static func match(in code: [Character], at index: Int) -> (end: Int, match: Match)? {
        if Preprocessor.matches("@nonobjc", in: code, at: index) { return (index + 8, .objectiveC) }
        if Preprocessor.matches("@objc", in: code, at: index) {
            var end = index + 5
            if end < code.count, code[end] == "(", let close = code[end...].firstIndex(of: ")") { end = close + 1 }
            return (end, .objectiveC)
        }
        guard Preprocessor.matches("@NSManaged", in: code, at: index) else { return nil }
        let end = index + 10
        var lineEnd = end
        while lineEnd < code.count, code[lineEnd] != "\n" { lineEnd += 1 }
        let line = String(code[end..<lineEnd])
        // The accessors go after the last code on the line (a comment is already blanked).
        var insertAt = lineEnd
        while insertAt > end, code[insertAt - 1] == " " { insertAt -= 1 }
        let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "(" || $0 == ")" || $0 == "," }).map(String.init)
        if let varIndex = words.firstIndex(where: { $0 == "var" || $0 == "let" }), varIndex + 1 < words.count {
            let name = words[varIndex + 1]
            let key = Preprocessor.quoteKey(name)
            return (
                end, .managed(insertAt: insertAt, text: " { get { managedValue(forKey: \(key)) } set { setManagedValue(newValue, forKey: \(key)) } }")
            )
        }
        if let funcIndex = words.firstIndex(of: "func"), funcIndex + 1 < words.count {
            // `func addToItems(_ value: Item)`: the argument's name is the one before its type.
            let parameters = Array(words.dropFirst(funcIndex + 2))
            let argument = parameters.first == "_" ? parameters.dropFirst().first : parameters.first
            return (end, .managed(insertAt: insertAt, text: " { managedAccessor(#function, \(argument ?? "value")) }"))
        }
        return (end, .objectiveC)
    }
}
