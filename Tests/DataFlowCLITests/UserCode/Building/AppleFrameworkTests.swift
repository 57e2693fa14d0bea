import Foundation
import Testing

@testable import DataFlowCLI

/// The frameworks' folders are the one list of them: the command's names (generated at build
/// time) are the folders' own, and each folder is a module Package.swift declares from it.
@Suite struct AppleFrameworkTests {
    @Test func theCommandsFrameworksAreTheFolders() throws {
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: BuiltProducts.packageRoot.appendingPathComponent("Sources/Frameworks").path
        )
        .filter { !$0.hasPrefix(".") }.sorted()
        #expect(AppleFramework.allCases.map(\.rawValue) == folders)
        #expect(AppleFramework.allCases.contains { $0.rawValue == "Charts" && $0.module == "DataFlowCharts" })
        #expect(AppleFramework.aliases.prefix(2) == ["-module-alias", "\(folders[0])=DataFlow\(folders[0])"])
    }
}
