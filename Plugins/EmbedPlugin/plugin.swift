import Foundation
import PackagePlugin

/// Generates, at build time, the Swift files that carry text into the binary (`dataflow-embed`):
/// the rulebook, coverage table and experiments' code for DataFlowEmbedded, and the runtime's
/// sources for DataFlowRuntimeSources. They are build products, never kept in git; a build runs
/// the tool again when one of the files it reads changes.
@main
struct EmbedPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let tool = try context.tool(named: "dataflow-embed")
        let root = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL
        let embeddedInputs =
            ["docs/SEEDS.md", "docs/swiftui-api.tsv"].map { root.appending(path: $0) } + markdownFiles(root, "docs/rules")
            + swiftFiles(root, "experiments", recursive: false) + swiftFiles(root, "experiments/compile-errors", recursive: false)
        switch target.name {
        case "DataFlowEmbedded":
            // The frameworks' names are their folders: a framework added or removed changes the
            // list of its files, which the build sees as a changed input.
            return [
                .buildCommand(
                    displayName: "Embedding the docs and the experiments' code",
                    executable: tool.url, arguments: ["embedded", root.path, output.path],
                    inputFiles: embeddedInputs + swiftFiles(root, "Sources/Frameworks", recursive: true),
                    outputFiles: ["GeneratedDocs.swift", "GeneratedSources.swift", "GeneratedFrameworks.swift"].map { output.appending(path: $0) })
            ]
        case "DataFlowRuntimeSources":
            let sources = ["Sources/DataFlow", "Sources/Frameworks", "Sources/DataFlowProgram"].flatMap {
                swiftFiles(root, $0, recursive: true)
            }
            return [
                .buildCommand(
                    displayName: "Embedding the runtime's sources",
                    executable: tool.url, arguments: ["runtime", root.path, output.path],
                    inputFiles: sources,
                    outputFiles: [output.appending(path: "GeneratedRuntimeSources.swift")])
            ]
        default:
            return []
        }
    }

    private func markdownFiles(_ root: URL, _ folder: String) -> [URL] {
        let base = root.appending(path: folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().map { base.appending(path: $0) }
    }

    private func swiftFiles(_ root: URL, _ folder: String, recursive: Bool) -> [URL] {
        let base = root.appending(path: folder)
        let names =
            recursive
            ? (FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? [])
            : ((try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? [])
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { base.appending(path: $0) }
    }
}
