// dataflow-embed: writes the Swift files that carry text into the binary. The package's build
// plugin (Plugins/EmbedPlugin) runs it whenever one of its inputs changes; nothing it writes is
// kept in git.
//
//   dataflow-embed embedded <package> <folder>   EmbeddedDocs.swift (docs/rules/, docs/SEEDS.md,
//                                                docs/swiftui-api.tsv, the frameworks' names) and
//                                                EmbeddedSources.swift (experiments/*.swift and
//                                                their snippets)
//   dataflow-embed runtime <package> <folder>    RuntimeSources.swift: the sources of DataFlow,
//                                                the frameworks (Sources/Frameworks) and
//                                                DataFlowProgram, so an installed binary can
//                                                build what a user's program links
//
// Each text is a raw string literal whose delimiter has one `#` more than the longest run of `#`
// after a quote or backslash in the text, so no text can end its literal early.
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 4, ["embedded", "runtime"].contains(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: dataflow-embed embedded|runtime <package> <output folder>\n".utf8))
    exit(64)
}
let root = URL(fileURLWithPath: arguments[2])
let output = URL(fileURLWithPath: arguments[3])

func read(_ path: String) -> String {
    guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else {
        FileHandle.standardError.write(Data("dataflow-embed: cannot read \(path)\n".utf8))
        exit(1)
    }
    return text
}

/// `text`, exactly, as a raw string literal that no text can end early or escape from.
func literal(_ text: String) -> String {
    var longest = 0
    var run = 0
    var counting = false
    for character in text {
        if character == "\"" || character == "\\" {
            counting = true
            run = 0
        } else if character == "#", counting {
            run += 1
            longest = max(longest, run)
        } else {
            counting = false
            run = 0
        }
    }
    let hashes = String(repeating: "#", count: longest + 1)
    // A multi-line literal ends before the newline that precedes its closing delimiter.
    return hashes + "\"\"\"\n" + text + "\n" + "\"\"\"" + hashes
}

/// Texts without their final newline (the docs' and experiments' tests add it back).
func trimmedLiteral(_ text: String) -> String {
    literal(text.hasSuffix("\n") ? String(text.dropLast()) : text)
}

/// Swift files under `folder`, relative to the package, sorted.
func swiftFiles(in folder: String, recursive: Bool = true) -> [String] {
    let base = root.appendingPathComponent(folder)
    let names =
        recursive
        ? (FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? [])
        : ((try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? [])
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
}

/// Writes `text` to `name` in the output folder, unless it holds that text already (so that an
/// edit that changes nothing here compiles nothing again).
func write(_ text: String, to name: String) {
    let url = output.appendingPathComponent(name)
    if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
    do {
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(Data("dataflow-embed: cannot write \(url.path): \(error)\n".utf8))
        exit(1)
    }
}

/// DataFlowEmbedded's generated files, by name.
func embedded() -> [(name: String, text: String)] {
    let rules = ruleFiles().map { "            (\"\($0)\", \(trimmedLiteral(read("docs/rules/" + $0)))),\n" }.joined()
    let docs = """
        // Generated at build time from docs/rules/, docs/SEEDS.md and docs/swiftui-api.tsv.

        extension EmbeddedDocs {
            /// The rulebook's files (`docs/rules/`), in the index's order.
            package static let rules: [(file: String, text: String)] = [
        \(rules)    ]

            package static let seeds = \(trimmedLiteral(read("docs/SEEDS.md")))

            package static let swiftUIAPI = \(literal(read("docs/swiftui-api.tsv")))
        }

        """
    var entries: [String] = []
    for path in swiftFiles(in: "experiments", recursive: false) + swiftFiles(in: "experiments/compile-errors", recursive: false) {
        entries.append("        \"\(path.dropFirst("experiments/".count))\": \(trimmedLiteral(read(path))),")
    }
    let sources = """
        // Generated at build time from experiments/.

        extension EmbeddedSources {
            package static let files: [String: String] = [
        \(entries.joined(separator: "\n"))
            ]
        }

        """
    let names = frameworkFolders().map { "\"\($0)\"" }.joined(separator: ", ")
    let frameworks = """
        // Generated at build time from the folders of Sources/Frameworks.

        extension EmbeddedDocs {
            /// Apple's frameworks dataflow supplies, one module each (`Sources/Frameworks/<Name>`).
            package static let frameworks: [String] = [\(names)]
        }

        """
    return [("GeneratedDocs.swift", docs), ("GeneratedSources.swift", sources), ("GeneratedFrameworks.swift", frameworks)]
}

/// The rulebook's files in the order its index (`docs/rules/README.md`) links them.
func ruleFiles() -> [String] {
    var files: [String] = []
    for match in read("docs/rules/README.md").matches(of: /\]\(([a-z0-9-]+\.md)\)/) where !files.contains(String(match.output.1)) {
        files.append(String(match.output.1))
    }
    return files
}

/// The frameworks' folders (`Sources/Frameworks/<Name>`), sorted: the one list of them.
func frameworkFolders() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources/Frameworks").path)) ?? [])
        .filter { !$0.hasPrefix(".") }.sorted()
}

/// The frameworks in an order each can be compiled in: after the frameworks it imports
/// (`import DataFlowSecurity`), alphabetical otherwise, so the runtime build never meets a module
/// it has not built.
func buildOrder(_ folders: [String]) -> [String] {
    var imports: [String: Set<String>] = [:]
    for name in folders {
        let text = swiftFiles(in: "Sources/Frameworks/" + name, recursive: true).map(read).joined(separator: "\n")
        imports[name] = Set(
            folders.filter { other in
                other != name && text.contains("import DataFlow\(other)\n")
            })
    }
    var ordered: [String] = []
    var remaining = folders
    while !remaining.isEmpty {
        guard let next = remaining.first(where: { imports[$0, default: []].isSubset(of: ordered) }) else {
            fatalError("the frameworks import each other in a cycle: \(remaining)")
        }
        ordered.append(next)
        remaining.removeAll { $0 == next }
    }
    return ordered
}

switch arguments[1] {
case "embedded":
    for file in embedded() { write(file.text, to: file.name) }
default:
    let frameworks = buildOrder(frameworkFolders())
    typealias Module = (name: String, files: [(path: String, text: String)])
    func module(_ name: String, _ folder: String, recursive: Bool = true) -> Module {
        (name, swiftFiles(in: folder, recursive: recursive).map { ($0, read($0)) })
    }
    var modules: [Module] = [module("DataFlow", "Sources/DataFlow")]
    for name in frameworks { modules.append(module("DataFlow" + name, "Sources/Frameworks/" + name)) }
    modules.append(module("DataFlowProgram", "Sources/DataFlowProgram"))
    let entries = modules.map { module in
        let files = module.files.map { "            (\"\($0.path)\", \(literal($0.text)))," }
        return "        (\"\(module.name)\", [\n\(files.joined(separator: "\n"))\n        ]),"
    }
    write(
        """
        // Generated at build time from Sources/DataFlow, Sources/Frameworks and
        // Sources/DataFlowProgram: what a user's program links.

        extension RuntimeSources {
            public static let modules: [(name: String, files: [(path: String, text: String)])] = [
        \(entries.joined(separator: "\n"))
            ]
        }

        """, to: "GeneratedRuntimeSources.swift")
}
