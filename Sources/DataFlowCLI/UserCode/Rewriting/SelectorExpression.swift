/// `#selector(Coordinator.changed(_:))`, which only the Objective-C runtime compiles, written as
/// the selector it names with the method itself beside the name, so that target-action can call
/// it without that runtime: `Selector("changed:", Coordinator.changed(_:))` (DataFlow's
/// `Selector`). A method of Apple's frameworks (`UIResponder.resignFirstResponder`), which the
/// runtime may not declare, and a property's accessors keep the name alone. The Objective-C
/// name is the method's: its base name, `:` for each argument, and a first label other than `_`
/// joined to the name (`save(with:)` is `saveWith:`); `getter:` and `setter:` name a property's
/// accessors (`isOn`, `setIsOn:`). The line keeps its place; its columns after the expression
/// shift.
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
        let method = String(code[(open + 1)..<close]).trimmingCharacters(in: .whitespaces)
        guard carriesMethod(inside) else { return (index..<(close + 1), "Selector(\"\(name)\")") }
        return (index..<(close + 1), "Selector(\"\(name)\", \(method))")
    }

    /// Whether the expression names a method the app declares: not an accessor, and not one of
    /// a framework's classes (`UIView.layoutSubviews`, `NSObject.description`), which dataflow's
    /// UIKit may not have.
    static func carriesMethod(_ expression: String) -> Bool {
        guard !expression.hasPrefix("getter:"), !expression.hasPrefix("setter:") else { return false }
        let path = expression.split(separator: "(", maxSplits: 1).first.map(String.init) ?? expression
        let components = path.split(separator: ".")
        guard components.count > 1, let owner = components.first.map(String.init), owner != "self" else { return true }
        return !isFrameworkType(owner)
    }

    /// `UIView`, `NSNotification`, `CADisplayLink`: a two-letter Apple prefix before a capital.
    private static func isFrameworkType(_ name: String) -> Bool {
        let prefixes = ["UI", "NS", "CA", "CL", "AV", "MK", "WK", "PK", "SK", "GK", "CN", "EK", "PH", "UN", "CK", "HK", "AR"]
        guard name.count > 2, let third = name.dropFirst(2).first, third.isUppercase else { return false }
        return prefixes.contains(String(name.prefix(2)))
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
