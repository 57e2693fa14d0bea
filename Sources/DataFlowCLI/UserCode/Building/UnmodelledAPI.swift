import DataFlowEmbedded

/// What a compile error is about, said once for the whole project: every name the compiler could
/// not find, in every file, with where it is used and whose it is (SwiftUI's and not modelled
/// yet, supplied in another form, or nobody's dataflow knows), so a user sees at once whether
/// their code is wrong or dataflow's reach ends there.
enum UnmodelledAPI {
    /// The `note:` lines for `diagnostics`: the missing names, then modules and actor isolation.
    static func hints(for diagnostics: String) -> [String] {
        var hints: [String] = []
        let missing = missingNames(in: diagnostics)
        if !missing.isEmpty {
            hints.append("the compiler could not find \(missing.count == 1 ? "1 name" : "\(missing.count) names"):")
            for name in missing { hints.append("  '\(name.name)'\(name.place.map { " (\($0))" } ?? ""): \(status(of: name.name))") }
        }
        for match in diagnostics.matches(of: #/no such module '([A-Za-z0-9_]+)'/#) {
            let module = String(match.output.1)
            let supplied = AppleFramework.allCases.map(\.rawValue).joined(separator: ", ")
            let hint =
                "'\(module)' is not a framework dataflow supplies: it runs SwiftUI's data flow with Foundation, Observation and \(supplied)"
            if !hints.contains(hint) { hints.append(hint) }
        }
        if diagnostics.contains("main actor-isolated"), diagnostics.contains("nonisolated context") {
            hints.append(
                "a view's body and methods run on the main actor in SwiftUI, so they may use a @MainActor model; dataflow does not model actor isolation yet, so here they cannot: take @MainActor off the model to run it (dataflow drives everything from one thread)"
            )
        }
        return hints
    }

    /// Whose `name` is, as far as dataflow knows.
    static func status(of name: String) -> String {
        if swiftUINames.contains(name) { return "SwiftUI's, not modelled by dataflow yet (README: \"Supported SwiftUI\")" }
        if suppliedNames.contains(name) { return "SwiftUI's, supplied by dataflow in its common forms: this use is not one of them" }
        return "not a name of SwiftUI or of a framework dataflow supplies: declared in a file not given, or misspelt?"
    }

    /// A name the compiler could not find, and the first place it is used (`File.swift:12`).
    struct MissingName: Equatable {
        let name: String
        let place: String?
    }

    /// Names in `cannot find 'X' in scope`, `cannot find type 'X' in scope` and `has no member 'x'`,
    /// and the key paths (`\.colorScheme`) of a key path the compiler could not type; each once,
    /// in the order the compiler reported them.
    static func missingNames(in diagnostics: String) -> [MissingName] {
        var names: [MissingName] = []
        func add(_ name: String, _ place: String?) {
            if !names.contains(where: { $0.name == name }) { names.append(MissingName(name: name, place: place)) }
        }
        var place: String?
        for line in diagnostics.split(separator: "\n", omittingEmptySubsequences: false) {
            if let located = line.firstMatch(of: #/^(?:.*/)?([^/:]+\.swift):([0-9]+):[0-9]+: error: /#) {
                place = "\(located.output.1):\(located.output.2)"
            } else if line.contains("error: ") {
                place = nil
            }
            if line.contains("cannot infer key path type") {
                // The key path is on a source line the compiler quotes after the error.
                continue
            }
            for marker in ["cannot find '", "cannot find type '", "has no member '"] {
                guard let range = line.range(of: marker) else { continue }
                let tail = line[range.upperBound...]
                if let end = tail.firstIndex(of: "'") { add(String(tail[..<end]), place) }
            }
        }
        if diagnostics.contains("cannot infer key path type") {
            for match in diagnostics.matches(of: #/\\\.([A-Za-z]+)/#) { add(String(match.output.1), nil) }
        }
        return names
    }

    /// SwiftUI's names that dataflow does not model yet: those `docs/swiftui-api.tsv` classifies
    /// as not yet, and `@SceneStorage`. Names dataflow provides (its frameworks' among them)
    /// never reach this check (they compile).
    static let swiftUINames: Set<String> = names(withStatus: { $0 == "not yet" }).union(["SceneStorage"])

    /// SwiftUI's names dataflow supplies (modelled or accepted), in the forms apps commonly use.
    static let suppliedNames: Set<String> = names(withStatus: { $0 != "not yet" })

    private static func names(withStatus matches: (Substring) -> Bool) -> Set<String> {
        var names: Set<String> = []
        // `kind  name  status  introduced`, after `#` comments and the header.
        for line in EmbeddedDocs.swiftUIAPI.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("kind\t") {
            let fields = line.split(separator: "\t")
            if fields.count >= 3, matches(fields[2]), let name = fields[1].split(separator: ".").last { names.insert(String(name)) }
        }
        return names
    }
}
