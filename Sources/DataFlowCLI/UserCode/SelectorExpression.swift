/// `#selector(UIResponder.resignFirstResponder)`, which only the Objective-C runtime compiles,
/// written as the selector it names: `Selector("resignFirstResponder")` (DataFlow's `Selector`).
/// The Objective-C name is the method's: its base name, `:` for each argument, and a first
/// label other than `_` joined to the name (`save(with:)` is `saveWith:`); `getter:` and
/// `setter:` name a property's accessors (`isOn`, `setIsOn:`). The line keeps its place; its
/// columns after the expression shift.
enum SelectorExpression {
    static let keyword = "#selector"

    /// The expression at `index` (its `#`) and its replacement; nil when it is not one.
    static func rewrite(in code: [Character], at index: Int) -> (range: Range<Int>, text: String)? {
        guard Preprocessor.matches(keyword, in: code, at: index) else { return nil }
        var open = index + keyword.count
        while open < code.count, code[open] == " " { open += 1 }
        guard open < code.count, code[open] == "(", let close = closingParenthesis(in: code, from: open) else { return nil }
        let inside = String(code[(open + 1)..<close]).filter { !$0.isWhitespace }
        guard let name = objectiveCName(inside) else { return nil }
        return (index..<(close + 1), "Selector(\"\(name)\")")
    }

    /// `Type.method(_:with:)` → `method:with:`; `getter: Type.prop` → `prop`; nil when it does not read.
    static func objectiveCName(_ expression: String) -> String? {
        var text = Substring(expression)
        var accessor: String?
        for prefix in ["getter:", "setter:"] where text.hasPrefix(prefix) {
            accessor = String(prefix.dropLast())
            text = text.dropFirst(prefix.count)
        }
        let call = text.firstIndex(of: "(")
        let path = call.map { text[..<$0] } ?? text
        guard let base = path.split(separator: ".").last.map(String.init), !base.isEmpty,
            base.allSatisfy({ Preprocessor.isIdentifierCharacter($0) })
        else { return nil }
        if accessor == "setter" { return "set" + base.prefix(1).uppercased() + base.dropFirst() + ":" }
        guard let call, accessor == nil else { return base }
        let labels = text[text.index(after: call)...].dropLast().split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard let first = labels.first else { return base }
        var name = first == "_" ? base : base + first.prefix(1).uppercased() + first.dropFirst()
        name += ":" + labels.dropFirst().map { $0 + ":" }.joined()
        return name
    }

    private static func closingParenthesis(in code: [Character], from open: Int) -> Int? {
        var depth = 0
        for position in open..<code.count {
            if code[position] == "(" { depth += 1 }
            if code[position] == ")" {
                depth -= 1
                if depth == 0 { return position }
            }
            if code[position] == "\n" { return nil }
        }
        return nil
    }
}
