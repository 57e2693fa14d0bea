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
        let line = try #require(manifest.split(separator: "\n").first { $0.hasPrefix("let frameworks = [") })
        let listed = line.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        #expect(listed == folders)
    }
}
