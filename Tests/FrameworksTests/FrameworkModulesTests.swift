import Foundation
import Testing

/// Each of Apple's frameworks dataflow supplies is a module of its own, declared once in
/// Package.swift's list with the frameworks it imports, and a folder of sources each (the CLI's
/// names are generated from the folders: `AppleFrameworkTests`).
@Suite struct FrameworkModulesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyFrameworkFolderIsInThePackagesListWithWhatItImports() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Sources/Frameworks").path)
            .filter { !$0.hasPrefix(".") }.sorted()
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        // The list, from `let frameworks` to the first `]` alone on its line.
        let start = try #require(manifest.range(of: "let frameworks: KeyValuePairs<String, [String]> = ["))
        let end = try #require(manifest[start.upperBound...].range(of: "\n]\n"))
        let entries = manifest[start.upperBound..<end.lowerBound].matches(of: /"(\w+)": \[([^\]]*)\]/).map {
            (name: String($0.output.1), imports: $0.output.2.split(separator: ",").map { $0.trimmingCharacters(in: .init(charactersIn: "\" ")) })
        }
        #expect(entries.map(\.name) == folders)
        for (name, imports) in entries {
            let folder = Self.root.appendingPathComponent("Sources/Frameworks/" + name).path
            let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
            let text = try files.map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }.joined(separator: "\n")
            let imported = folders.filter { $0 != name && text.contains("import DataFlow\($0)\n") }
            #expect(imported == imports.sorted(), "\(name) imports \(imported); Package.swift says \(imports)")
        }
    }
}
