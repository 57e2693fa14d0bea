import Foundation
import Testing

/// README's "Supported SwiftUI" tables come from `docs/swiftui-api.tsv`, the classification of
/// every view, modifier, property wrapper, environment value, style and shape in SwiftUI's public
/// interface (the iOS 26.2 SDK's): modelled, accepted (appearance only), or not yet, with the iOS
/// version that introduced each. The classification must agree with the runtime's sources, and
/// README must show the tables it generates, by kind and by generation.
@Suite struct SwiftUICoverageTests {
    struct Row {
        var kind: String
        var name: String
        var status: String
        /// The iOS version of the name's first `@available`: `13.0`, `17.0`, `18.0`, `26.0`.
        var introduced: String
    }

    static let kinds = [
        ("view", "views"), ("modifier", "modifiers"), ("property-wrapper", "property wrappers"),
        ("environment-value", "environment values"), ("style", "styles"), ("shape", "shapes"),
    ]

    static func rows() throws -> [Row] {
        try RulebookTests.read("docs/swiftui-api.tsv").split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Row(kind: fields[0], name: fields[1], status: fields[2], introduced: fields[3])
        }
    }

    /// Every name classified as modelled or accepted is declared by the runtime, and every name
    /// the runtime declares is classified as one of those.
    @Test func theClassificationAgreesWithTheRuntimesSources() throws {
        // SwiftUI's Core Data names (`@FetchRequest`, `@SectionedFetchRequest`) live in the module
        // that `import CoreData` compiles against, as they need Core Data's types.
        let files =
            RulebookTests.files(in: "Sources/DataFlow", endingIn: [".swift"])
            + RulebookTests.files(in: "Sources/Frameworks/CoreData", endingIn: [".swift"])
        let sources = try files.map(RulebookTests.read).joined(separator: "\n")
        let declarations = Declarations(sources)
        let rows = try Self.rows()
        #expect(rows.count > 900)
        for row in rows {
            #expect(["modelled", "accepted", "not yet"].contains(row.status), "\(row.name): unknown status \(row.status)")
            #expect(Double(row.introduced).map { $0 >= 13 && $0 <= 26 } == true, "\(row.name): introduced \(row.introduced)")
            let declared = declarations.declares(row)
            #expect(
                declared == (row.status != "not yet"),
                "\(row.kind) \(row.name) is \(declared ? "declared" : "not declared") but classified as \(row.status)")
        }
    }

    @Test func readmeShowsTheGeneratedTable() throws {
        let readme = try RulebookTests.read("README.md")
        let table = try Self.table()
        #expect(readme.contains(table), "README's coverage table is out of date; it should read:\n\(table)")
        let generations = try Self.generationTable()
        #expect(readme.contains(generations), "README's table by generation is out of date; it should read:\n\(generations)")
    }

    /// The table: per kind, how many names are modelled, accepted and not yet, and the share covered.
    static func table() throws -> String {
        let rows = try rows()
        var lines = ["| SwiftUI's | modelled | accepted | not yet | compiles |", "| --- | ---: | ---: | ---: | ---: |"]
        for (kind, title) in kinds { lines.append(line(title, rows.filter { $0.kind == kind })) }
        lines.append(line("**all \(rows.count) names**", rows))
        return lines.joined(separator: "\n")
    }

    /// The same counts by the iOS generation that introduced each name.
    static func generationTable() throws -> String {
        let rows = try rows()
        let generations: [(title: String, contains: (Double) -> Bool)] = [
            ("iOS 13–16", { $0 < 17 }), ("iOS 17", { $0 >= 17 && $0 < 18 }), ("iOS 18", { $0 >= 18 && $0 < 26 }), ("iOS 26", { $0 >= 26 }),
        ]
        var lines = ["| introduced in | modelled | accepted | not yet | compiles |", "| --- | ---: | ---: | ---: | ---: |"]
        for generation in generations {
            lines.append(line(generation.title, rows.filter { Double($0.introduced).map(generation.contains) ?? false }))
        }
        return lines.joined(separator: "\n")
    }

    /// One row: how many of `subset` are modelled, accepted and not yet, and the share covered.
    private static func line(_ title: String, _ subset: [Row]) -> String {
        let modelled = subset.filter { $0.status == "modelled" }.count
        let accepted = subset.filter { $0.status == "accepted" }.count
        let notYet = subset.count - modelled - accepted
        let share = subset.isEmpty ? 0 : (modelled + accepted) * 100 / subset.count
        return "| \(title) | \(modelled) | \(accepted) | \(notYet) | \(share) % |"
    }

    /// The names the runtime declares, by the kind of declaration: functions, environment
    /// values (`public var x:` inside `extension EnvironmentValues`, so that `UIFont.lineHeight`
    /// is not taken for one), static members, and types.
    struct Declarations {
        var functions: Set<String> = []
        var properties: Set<String> = []
        var statics: Set<String> = []
        var types: Set<String> = []

        init(_ sources: String) {
            func collect(_ pattern: some RegexComponent<(Substring, Substring)>) -> Set<String> {
                Set(sources.matches(of: pattern).map { String($0.output.1) })
            }
            functions = collect(/func\s+`?(\w+)`?\s*[<(]/)
            // Each `extension EnvironmentValues` runs to the first brace that closes at the
            // start of a line.
            for match in sources.matches(of: /extension EnvironmentValues[^{]*\{/) {
                let rest = sources[match.range.upperBound...]
                let body = rest[..<(rest.range(of: "\n}")?.lowerBound ?? rest.endIndex)]
                properties.formUnion(body.matches(of: /public var\s+(\w+)\s*:/).map { String($0.output.1) })
            }
            statics = collect(/static (?:var|func|let)\s+`?(\w+)`?/)
            types = collect(/(?:struct|class|protocol|enum|typealias)\s+(\w+)/)
        }

        func declares(_ row: Row) -> Bool {
            let last = String(row.name.split(separator: ".").last ?? "")
            switch row.kind {
            case "modifier": return functions.contains(last)
            case "environment-value": return properties.contains(last)
            case "style" where row.name.contains("."):
                // `PickerStyle.segmented`: the protocol and the member.
                return types.contains(String(row.name.split(separator: ".")[0])) && statics.contains(last)
            default: return types.contains(last)
            }
        }
    }
}
