import Foundation

/// `NSPredicate(format:)` for the forms apps write: comparisons of key paths with arguments and
/// literals (`==`, `!=`, `<`, `<=`, `>`, `>=`, `BEGINSWITH`, `ENDSWITH`, `CONTAINS`, `LIKE`,
/// `IN`, `BETWEEN`, with `[c]`, `[d]` and `[cd]`), `AND`, `OR`, `NOT`, parentheses, `ANY` over a
/// to-many relationship, `@count`, `%@`, `%K`, `%d`, `%f`, `nil`, `YES`/`NO`, `TRUEPREDICATE`.
///
/// Foundation on Linux has no predicate strings (it marks `init(format:)` unavailable); this
/// one is found first, and evaluates a managed object's values by key. A format it cannot read
/// is a crash, as an invalid format is in Core Data: `Unable to parse the format string`.
extension NSPredicate {
    public convenience init(format: String, _ arguments: Any...) {
        self.init(format: format, argumentArray: arguments)
    }

    public convenience init(format: String, argumentArray arguments: [Any]?) {
        var parser = PredicateParser(format: format, arguments: arguments ?? [])
        let expression: PredicateExpression
        do {
            expression = try parser.parse()
        } catch {
            preconditionFailure("Unable to parse the format string \"\(format)\": \(error)")
        }
        self.init(block: { object, _ in expression.evaluate(object) })
    }
}

extension UUID: @retroactive CVarArg {
    /// Only as an argument of a predicate string (`id as CVarArg`): never passed to C.
    public var _cVarArgEncoding: [Int] { [] }
}

extension Date: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { [] }
}

extension NSObject: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { [] }
}

/// A parsed predicate, evaluated against an object.
indirect enum PredicateExpression {
    case constant(Bool)
    case not(PredicateExpression)
    case and(PredicateExpression, PredicateExpression)
    case or(PredicateExpression, PredicateExpression)
    case comparison(PredicateOperand, PredicateOperator, PredicateOperand, options: Set<Character>, any: Bool)

    func evaluate(_ object: Any?) -> Bool {
        switch self {
        case .constant(let value): return value
        case .not(let inner): return !inner.evaluate(object)
        case .and(let left, let right): return left.evaluate(object) && right.evaluate(object)
        case .or(let left, let right): return left.evaluate(object) || right.evaluate(object)
        case .comparison(let left, let op, let right, let options, let any):
            let lhs = left.value(in: object)
            let rhs = right.value(in: object)
            if any, let members = PredicateValue.members(lhs) {
                return members.contains { op.holds(PredicateValue($0), PredicateValue(rhs), options: options) }
            }
            return op.holds(PredicateValue(lhs), PredicateValue(rhs), options: options)
        }
    }
}

enum PredicateOperand {
    case keyPath([String])
    case value(Any?)
    case this

    func value(in object: Any?) -> Any? {
        switch self {
        case .value(let value): return value
        case .this: return object
        case .keyPath(let keys):
            var current: Any? = object
            for key in keys {
                if key == "@count" {
                    current = PredicateValue.members(current)?.count
                    continue
                }
                if let members = PredicateValue.members(current), !(current is String) {
                    current = members.map { ($0 as? NSManagedObject)?.value(forKey: key) as Any }
                    continue
                }
                current = (current as? NSManagedObject)?.value(forKey: key)
            }
            return current
        }
    }
}

enum PredicateOperator: String {
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", contains = "CONTAINS", like = "LIKE", matches = "MATCHES"
    case isIn = "IN", between = "BETWEEN"

    func holds(_ left: PredicateValue, _ right: PredicateValue, options: Set<Character>) -> Bool {
        switch self {
        case .equal: return left.equals(right, options: options)
        case .notEqual: return !left.equals(right, options: options)
        case .less: return left.compare(right, options: options) == .orderedAscending
        case .lessOrEqual: return [.orderedAscending, .orderedSame].contains(left.compare(right, options: options))
        case .greater: return left.compare(right, options: options) == .orderedDescending
        case .greaterOrEqual: return [.orderedDescending, .orderedSame].contains(left.compare(right, options: options))
        case .beginsWith, .endsWith, .contains, .like, .matches:
            if self == .contains, let members = PredicateValue.members(left.raw), !(left.raw is String) {
                return members.contains { PredicateValue($0).equals(right, options: options) }
            }
            guard let text = left.text(options), let part = right.text(options) else { return false }
            switch self {
            case .beginsWith: return text.hasPrefix(part)
            case .endsWith: return text.hasSuffix(part)
            case .contains: return text.contains(part)
            case .like: return Self.like(text, part)
            default:
                return (try? NSRegularExpression(pattern: "^(?:" + part + ")$"))?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
                    != nil
            }
        case .isIn:
            if let members = PredicateValue.members(right.raw) {
                return members.contains { left.equals(PredicateValue($0), options: options) }
            }
            guard let text = left.text(options), let whole = right.text(options) else { return false }
            return whole.contains(text)
        case .between:
            guard let bounds = PredicateValue.members(right.raw), bounds.count == 2 else { return false }
            return left.compare(PredicateValue(bounds[0]), options: options) != .orderedAscending
                && left.compare(PredicateValue(bounds[1]), options: options) != .orderedDescending
        }
    }

    /// `LIKE`: `*` is any run of characters, `?` any one.
    private static func like(_ text: String, _ pattern: String) -> Bool {
        let escaped = NSRegularExpression.escapedPattern(for: pattern).replacingOccurrences(of: "\\*", with: ".*")
            .replacingOccurrences(of: "\\?", with: ".")
        return (try? NSRegularExpression(pattern: "^" + escaped + "$"))?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}

/// A value as a predicate compares it: numbers (of any width) as numbers, dates, strings.
struct PredicateValue {
    let raw: Any?

    /// An optional inside `Any` (`item.name` read as `String?`) is its value.
    init(_ raw: Any?) { self.raw = Self.unwrap(raw) }

    private static func unwrap(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return mirror.children.first.map { unwrap($0.value) } ?? nil }
        return value
    }

    var number: Double? {
        switch raw {
        case let value as Int: Double(value)
        case let value as Int16: Double(value)
        case let value as Int32: Double(value)
        case let value as Int64: Double(value)
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as Bool: value ? 1 : 0
        case let value as Decimal: NSDecimalNumber(decimal: value).doubleValue
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }

    func text(_ options: Set<Character>) -> String? {
        guard let string = raw as? String ?? (raw as? NSString).map({ String($0) }) ?? (raw as? Substring).map(String.init) else { return nil }
        var folded = string
        if options.contains("c") { folded = folded.lowercased() }
        if options.contains("d") { folded = folded.folding(options: .diacriticInsensitive, locale: nil) }
        return folded
    }

    func equals(_ other: PredicateValue, options: Set<Character>) -> Bool {
        switch (raw, other.raw) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        default: break
        }
        if let left = number, let right = other.number { return left == right }
        if let left = text(options), let right = other.text(options) { return left == right }
        if let left = raw as? Date, let right = other.raw as? Date { return left == right }
        if let left = raw as? UUID, let right = other.raw as? UUID { return left == right }
        if let left = raw as? NSManagedObject, let right = other.raw as? NSManagedObject { return left === right }
        if let left = raw as? AnyHashable, let right = other.raw as? AnyHashable { return left == right }
        return false
    }

    func compare(_ other: PredicateValue, options: Set<Character>) -> ComparisonResult? {
        if let left = number, let right = other.number { return left < right ? .orderedAscending : left > right ? .orderedDescending : .orderedSame }
        if let left = raw as? Date, let right = other.raw as? Date { return left.compare(right) }
        if let left = text(options), let right = other.text(options) {
            return left < right ? .orderedAscending : left > right ? .orderedDescending : .orderedSame
        }
        return nil
    }

    /// The members of a collection value (an array, a set, a managed to-many relationship).
    static func members(_ value: Any?) -> [Any]? {
        switch PredicateValue(value).raw {
        case let set as NSSet: return set.allObjects
        case let set as NSOrderedSet: return set.array
        case let array as [Any]: return array
        case let set as Set<AnyHashable>: return Array(set)
        default: return nil
        }
    }
}

/// Reads a predicate format string into a `PredicateExpression`.
struct PredicateParser {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private var tokens: [String]
    private var position = 0
    private var arguments: [Any]
    private var argumentIndex = 0

    init(format: String, arguments: [Any]) {
        tokens = Self.tokenize(format)
        self.arguments = arguments
    }

    mutating func parse() throws -> PredicateExpression {
        let expression = try parseOr()
        guard position == tokens.count else { throw Failure(description: "unexpected '\(tokens[position])'") }
        return expression
    }

    private mutating func parseOr() throws -> PredicateExpression {
        var left = try parseAnd()
        while let next = peek, ["OR", "||"].contains(next.uppercased()) {
            position += 1
            left = .or(left, try parseAnd())
        }
        return left
    }

    private mutating func parseAnd() throws -> PredicateExpression {
        var left = try parseNot()
        while let next = peek, ["AND", "&&"].contains(next.uppercased()) {
            position += 1
            left = .and(left, try parseNot())
        }
        return left
    }

    private mutating func parseNot() throws -> PredicateExpression {
        if let next = peek, ["NOT", "!"].contains(next.uppercased()) {
            position += 1
            return .not(try parseNot())
        }
        if peek == "(" {
            position += 1
            let inner = try parseOr()
            try expect(")")
            return inner
        }
        if let next = peek?.uppercased(), next == "TRUEPREDICATE" || next == "FALSEPREDICATE" {
            position += 1
            return .constant(next == "TRUEPREDICATE")
        }
        return try parseComparison()
    }

    private mutating func parseComparison() throws -> PredicateExpression {
        var any = false
        if let next = peek?.uppercased(), ["ANY", "SOME"].contains(next) {
            position += 1
            any = true
        }
        let left = try parseOperand()
        guard let word = next() else { throw Failure(description: "expected an operator") }
        let aliases = ["=": "==", "<>": "!=", "=<": "<=", "=>": ">="]
        var name = aliases[word] ?? word.uppercased()
        var options: Set<Character> = []
        if let bracket = name.firstIndex(of: "[") {
            options = Set(name[bracket...].lowercased().filter { $0 == "c" || $0 == "d" })
            name = String(name[..<bracket])
        }
        guard let op = PredicateOperator(rawValue: name) else { throw Failure(description: "unknown operator '\(word)'") }
        return .comparison(left, op, try parseOperand(), options: options, any: any)
    }

    private mutating func parseOperand() throws -> PredicateOperand {
        guard let token = next() else { throw Failure(description: "expected a value") }
        switch token {
        case "%@": return .value(nextArgument())
        case "%K": return .keyPath(String(describing: nextArgument() ?? "").split(separator: ".").map(String.init))
        case "%d", "%i", "%ld", "%lld", "%u", "%lu", "%f", "%lf", "%g":
            return .value(nextArgument())
        case "{":
            var values: [Any] = []
            while peek != "}" {
                if case .value(let value) = try parseOperand() { values.append(value as Any) }
                if peek == "," { position += 1 }
                guard peek != nil else { throw Failure(description: "unclosed '{'") }
            }
            position += 1
            return .value(values)
        default: break
        }
        switch token.uppercased() {
        case "NIL", "NULL": return .value(nil)
        case "YES", "TRUE": return .value(true)
        case "NO", "FALSE": return .value(false)
        case "SELF": return .this
        default: break
        }
        if let quote = token.first, quote == "'" || quote == "\"" { return .value(String(token.dropFirst().dropLast())) }
        if let number = Double(token) { return .value(number) }
        return .keyPath(token.split(separator: ".").map(String.init))
    }

    private mutating func nextArgument() -> Any? {
        defer { argumentIndex += 1 }
        return argumentIndex < arguments.count ? arguments[argumentIndex] : nil
    }

    private var peek: String? { position < tokens.count ? tokens[position] : nil }

    private mutating func next() -> String? {
        defer { position += 1 }
        return peek
    }

    private mutating func expect(_ token: String) throws {
        guard next() == token else { throw Failure(description: "expected '\(token)'") }
    }

    /// Words, quoted strings, `%@`-style arguments, operators (with `[cd]`) and brackets.
    static func tokenize(_ format: String) -> [String] {
        var tokens: [String] = []
        let characters = Array(format)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace {
                index += 1
            } else if character == "'" || character == "\"" {
                var end = index + 1
                while end < characters.count, characters[end] != character { end += 1 }
                tokens.append(String(characters[index...min(end, characters.count - 1)]))
                index = end + 1
            } else if "(){},".contains(character) {
                tokens.append(String(character))
                index += 1
            } else if "=!<>&|".contains(character) {
                var end = index
                while end < characters.count, "=!<>&|".contains(characters[end]) { end += 1 }
                tokens.append(String(characters[index..<end]))
                index = end
            } else {
                var end = index
                while end < characters.count, !characters[end].isWhitespace,
                    !"(){},=!<>'\"".contains(characters[end]) || characters[end] == "!" && end == index
                {
                    if characters[end] == "[" {
                        while end < characters.count, characters[end] != "]" { end += 1 }
                    }
                    end += 1
                }
                tokens.append(String(characters[index..<min(end, characters.count)]))
                index = end
            }
        }
        return tokens
    }
}
