import Foundation
import Testing

/// README's map of the tree names every folder of Sources/ (issue 33: 13 were missing), each
/// under its module's line, so the map cannot fall behind the code unnoticed.
@Suite struct ReadmeMapTests {
    @Test func theMapNamesEveryFolderOfSources() throws {
        let root = BuiltProducts.packageRoot
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The map: module lines (`Sources/X/ …`) and, under each, its folders (`  A/B/ …`).
        var sections: [String: [String]] = [:]
        var module: String?
        for line in lines {
            if line.hasPrefix("Sources/"), let name = line.split(separator: " ").first {
                module = String(name)
                sections[String(name), default: []] = []
            } else if let current = module, line.hasPrefix("  "), let name = line.split(separator: " ").first, name.hasSuffix("/") {
                sections[current, default: []].append(String(name))
            } else if !line.hasPrefix(" ") {
                module = nil
            }
        }
        let sources = root.appendingPathComponent("Sources")
        for name in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() where !name.hasPrefix(".") {
            #expect(sections["Sources/\(name)/"] != nil, "README's map has no line for Sources/\(name)/")
            let base = sources.appendingPathComponent(name).path
            let folders = (FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? []).filter { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory) && isDirectory.boolValue
                    && !path.hasSuffix("include")
            }
            for folder in folders.sorted() {
                #expect(
                    sections["Sources/\(name)/"]?.contains(folder + "/") == true, "README's map has no line for \(folder)/ under Sources/\(name)/")
            }
        }
    }
}
