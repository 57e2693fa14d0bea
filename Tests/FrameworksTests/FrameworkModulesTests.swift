import Foundation
import Testing

/// Each of Apple's frameworks dataflow supplies is a module of its own, declared in one list in
/// Package.swift and one enum in the CLI (`AppleFramework`), with a folder of sources each.
@Suite struct FrameworkModulesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyFrameworkFolderIsInThePackagesList() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Sources/Frameworks").path)
            .filter { !$0.hasPrefix(".") }.sorted()
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        // The list, from `let frameworks = [` to its `]`, on one line or several.
        let start = try #require(manifest.range(of: "let frameworks = ["))
        let end = try #require(manifest[start.upperBound...].firstIndex(of: "]"))
        let list = manifest[start.upperBound..<end]
        let listed = list.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        #expect(listed == folders)
    }
}
