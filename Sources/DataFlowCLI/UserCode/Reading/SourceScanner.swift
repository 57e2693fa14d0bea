/// What a user's Swift file declares, found by reading its text (not by compiling it): the types,
/// which of them are views, and whether it declares experiments.
///
/// The scan is deliberately simple (comments and string literals are blanked first, then
/// declarations are matched word by word); it is only used to give clear errors before compiling,
/// and the compiler has the last word.
struct SourceScanner {
    /// A type declared in the file, and what its inheritance clause (or an extension's) says.
    struct Declaration: Equatable {
        var name: String
        var isView: Bool
        /// `struct X: App`: the app whose first window is the root.
        var isApp = false
        /// `class X: UIResponder, UIWindowSceneDelegate` (or `UIApplicationDelegate`): an older
        /// app's delegate, which sets the window's root view when run.
        var isDelegate = false
        /// The identifiers used inside its braces (and its extensions'): which types it uses.
        var uses: Set<String> = []
    }

    private(set) var declarations: [Declaration] = []
    /// Whether a top-level `let experiments: [Experiment]` (or `var`) is declared.
    private(set) var declaresExperiments = false
    /// What `UIHostingController(rootView: …)` hosts in an older project's scene delegate: a
    /// type, or a variable (`let contentView = ContentView()`).
    private var hostedRoots: [String] = []
    /// `let name = Type(…)`: the first word after `=` of each variable.
    private var assignments: [String: String] = [:]

    init(sources: [String]) {
        for source in sources { scan(Self.code(of: source)) }
    }

    /// The names of the view types, in declaration order.
    var viewTypes: [String] { declarations.filter(\.isView).map(\.name) }

    /// The names of the app types, in declaration order.
    var appTypes: [String] { declarations.filter(\.isApp).map(\.name) }

    func declaration(named name: String) -> Declaration? {
        declarations.first { $0.name == name }
    }

    /// The delegate that hosts the window's root view: a scene delegate before an app delegate.
    var hostingDelegate: String? {
        guard hostedRootView != nil else { return nil }
        let delegates = declarations.filter(\.isDelegate).map(\.name)
        return delegates.first { $0.contains("Scene") } ?? delegates.first
    }

    /// The view a UIKit scene delegate hosts (`window.rootViewController = UIHostingController(rootView: contentView)`).
    var hostedRootView: String? {
        for name in hostedRoots {
            let type = declaration(named: name)?.isView == true ? name : assignments[name]
            if let type, declaration(named: type)?.isView == true { return type }
        }
        return nil
    }

    /// The view types no other view type (nor an app) uses: the candidates for the root.
    var unusedViewTypes: [String] {
        let views = declarations.filter(\.isView)
        return views.filter { view in
            !declarations.contains { other in other.name != view.name && (other.isView || other.isApp) && other.uses.contains(view.name) }
        }.map(\.name)
    }

    private mutating func scan(_ code: String) {
        let words = Self.tokens(code)
        var index = 0
        var depth = 0
        /// The types whose braces are open, with the depth inside them.
        var open: [(name: String, depth: Int)] = []
        /// A declaration whose `{` is still to come.
        var pendingName: String?
        while index < words.count {
            let word = words[index]
            switch word {
            case "{":
                depth += 1
                if let name = pendingName {
                    open.append((name, depth))
                    pendingName = nil
                }
            case "}":
                if let last = open.last, last.depth == depth { open.removeLast() }
                depth = max(0, depth - 1)
            case "struct", "class", "enum", "actor", "extension":
                guard index + 1 < words.count else { break }
                let name = words[index + 1]
                guard name.first?.isLetter == true || name.first == "_" else { break }
                // `class func`, `class var`: a modifier, not a declaration.
                if word == "class", ["func", "var", "let", "subscript", "override", "final", "private", "public", "static"].contains(name) { break }
                pendingName = name
                let clause = inheritanceClause(words, after: index + 1)
                let isView = clause.contains("View") || clause.contains("SwiftUI.View")
                let isApp = clause.contains("App") || clause.contains("SwiftUI.App")
                let isDelegate = word == "class" && (clause.contains("UIWindowSceneDelegate") || clause.contains("UIApplicationDelegate"))
                if let existing = declarations.firstIndex(where: { $0.name == name }) {
                    if isView { declarations[existing].isView = true }
                    if isApp { declarations[existing].isApp = true }
                } else if word != "extension" || isView || isApp {
                    // Nested types count too, by their own name.
                    declarations.append(Declaration(name: name, isView: isView, isApp: isApp, isDelegate: isDelegate))
                }
            case "let", "var":
                if depth == 0, index + 1 < words.count, words[index + 1] == "experiments", Self.isExperimentList(words, from: index + 2) {
                    declaresExperiments = true
                }
                if index + 3 < words.count, words[index + 2] == "=", assignments[words[index + 1]] == nil {
                    assignments[words[index + 1]] = words[index + 3]
                }
            case "UIHostingController":
                if index + 4 < words.count, words[index + 1] == "(", words[index + 2] == "rootView", words[index + 3] == ":" {
                    hostedRoots.append(words[index + 4])
                }
            default:
                if let first = word.first, first.isLetter || first == "_", !open.isEmpty {
                    let base = String(word.prefix { $0 != "." })
                    for type in open where type.name != base {
                        if let at = declarations.firstIndex(where: { $0.name == type.name }) { declarations[at].uses.insert(base) }
                    }
                }
            }
            index += 1
        }
    }

    /// Whether `experiments` is declared as experiments: `: [Experiment]` or `= [Experiment(`
    /// (a user's own `let experiments = ["flag-a"]` is something else).
    private static func isExperimentList(_ words: [String], from index: Int) -> Bool {
        let rest = words[index..<min(words.count, index + 6)]
        guard let first = rest.first else { return false }
        switch first {
        case ":": return rest.dropFirst().prefix(3).contains { $0 == "Experiment" || $0 == "DataFlow.Experiment" }
        case "=": return Array(rest.dropFirst().prefix(2)) == ["[", "Experiment"]
        default: return false
        }
    }

    /// The words between a declared name and its `{` (or `where`), generic parameters skipped.
    private func inheritanceClause(_ words: [String], after nameIndex: Int) -> [String] {
        var clause: [String] = []
        var index = nameIndex + 1
        var angle = 0
        while index < words.count {
            let word = words[index]
            if word == "<" { angle += 1 } else if word == ">" { angle = max(0, angle - 1) }
            if angle == 0 && (word == "{" || word == "where") { break }
            if angle == 0 { clause.append(word) }
            index += 1
        }
        return clause
    }

    /// Identifiers, dotted names and single punctuation characters.
    private static func tokens(_ code: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        for character in code {
            if character.isLetter || character.isNumber || character == "_" || (character == "." && !current.isEmpty) {
                current.append(character)
            } else {
                if !current.isEmpty { tokens.append(current) }
                current = ""
                if !character.isWhitespace { tokens.append(String(character)) }
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    /// The source with comments and string literals replaced by spaces (newlines kept).
    static func code(of source: String) -> String {
        var result = ""
        var characters = Array(source)[...]
        while let character = characters.first {
            if characters.starts(with: "//") {
                while let next = characters.first, next != "\n" {
                    result.append(" ")
                    characters.removeFirst()
                }
            } else if characters.starts(with: "/*") {
                var depth = 0
                while !characters.isEmpty {
                    if characters.starts(with: "/*") {
                        depth += 1
                        result += "  "
                        characters.removeFirst(2)
                    } else if characters.starts(with: "*/") {
                        depth -= 1
                        result += "  "
                        characters.removeFirst(2)
                        if depth == 0 { break }
                    } else {
                        result.append(characters.removeFirst() == "\n" ? "\n" : " ")
                    }
                }
            } else if character == "\"" {
                let delimiter = characters.starts(with: "\"\"\"") ? "\"\"\"" : "\""
                result += String(repeating: " ", count: delimiter.count)
                characters.removeFirst(delimiter.count)
                while !characters.isEmpty, !characters.starts(with: delimiter) {
                    if characters.first == "\\" && characters.count > 1 {
                        result += "  "
                        characters.removeFirst(2)
                    } else {
                        result.append(characters.removeFirst() == "\n" ? "\n" : " ")
                    }
                }
                if !characters.isEmpty {
                    result += String(repeating: " ", count: delimiter.count)
                    characters.removeFirst(delimiter.count)
                }
            } else {
                result.append(characters.removeFirst())
            }
        }
        return result
    }
}

extension ArraySlice<Character> {
    fileprivate func starts(with prefix: String) -> Bool {
        starts(with: Array(prefix))
    }
}
