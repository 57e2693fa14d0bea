import DataFlowEmbedded

/// SwiftUI names dataflow does not model yet, so that a compile error about one says so instead
/// of leaving the user to wonder whether their code is wrong.
enum UnmodelledAPI {
    /// Hints for the names in `diagnostics` that are SwiftUI's but not DataFlow's.
    static func hints(for diagnostics: String) -> [String] {
        var hints: [String] = []
        for name in mentionedNames(in: diagnostics) where swiftUINames.contains(name) {
            let hint = "'\(name)' is SwiftUI API that dataflow does not model yet (README: \"Supported SwiftUI\")"
            if !hints.contains(hint) { hints.append(hint) }
        }
        for module in ["AppKit", "CoreData", "Charts", "CoreImage", "PhotosUI", "Speech", "WidgetKit", "StoreKit", "CoreML"]
        where diagnostics.contains("no such module '\(module)'") {
            hints.append(
                "'\(module)' is not available here: dataflow runs SwiftUI's data flow (with Foundation, Observation and the names README lists under \"Supported SwiftUI\")"
            )
        }
        if diagnostics.contains("main actor-isolated"), diagnostics.contains("nonisolated context") {
            hints.append(
                "a view's body and methods run on the main actor in SwiftUI, so they may use a @MainActor model; dataflow does not model actor isolation yet, so here they cannot: take @MainActor off the model to run it (dataflow drives everything from one thread)"
            )
        }
        return hints
    }

    /// Names in `cannot find 'X' in scope`, `cannot find type 'X' in scope` and `has no member 'x'`,
    /// and the key paths (`\.colorScheme`) of a key path the compiler could not type.
    private static func mentionedNames(in diagnostics: String) -> [String] {
        var names: [String] = []
        if diagnostics.contains("cannot infer key path type") {
            names += diagnostics.matches(of: #/\\\.([A-Za-z]+)/#).map { String($0.output.1) }
        }
        for marker in ["cannot find '", "cannot find type '", "has no member '"] {
            var rest = diagnostics[...]
            while let range = rest.range(of: marker) {
                let tail = rest[range.upperBound...]
                if let end = tail.firstIndex(of: "'") { names.append(String(tail[..<end])) }
                rest = tail
            }
        }
        return names
    }

    /// SwiftUI's names that dataflow does not model yet: those `docs/swiftui-api.tsv` classifies
    /// as not yet, and the data-flow names of Core Data. Names DataFlow provides (SwiftData's
    /// among them, §30) never reach this check (they compile).
    static let swiftUINames: Set<String> = {
        var names: Set<String> = ["FetchRequest", "SectionedFetchRequest", "managedObjectContext", "SceneStorage"]
        for line in EmbeddedDocs.swiftUIAPI.split(separator: "\n") where line.hasSuffix("\tnot yet") {
            let fields = line.split(separator: "\t")
            if fields.count == 3, let name = fields[1].split(separator: ".").last { names.insert(String(name)) }
        }
        return names
    }()
}
