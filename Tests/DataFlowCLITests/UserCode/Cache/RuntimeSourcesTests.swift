import Foundation
import DataFlowRuntimeSources
import Testing

/// The runtime an installed binary builds must be the one the package builds: every source file
/// of DataFlow, Experiments, DataFlowEmbedded and DataFlowCLI is carried, as it is on disk (`make embed` after
/// editing them).
@Suite struct RuntimeSourcesTests {
    @Test func theBinaryCarriesEverySourceAsItIs() throws {
        let expected: [(String, String, Bool)] = [
            ("DataFlow", "Sources/DataFlow", true), ("Experiments", "experiments", false),
            ("DataFlowEmbedded", "Sources/DataFlowEmbedded", true), ("DataFlowCLI", "Sources/DataFlowCLI", true),
        ]
        #expect(RuntimeSources.modules.map(\.name) == expected.map(\.0))
        for (module, (name, folder, recursive)) in zip(RuntimeSources.modules, expected) {
            let base = BuiltProducts.packageRoot.appendingPathComponent(folder).path
            let names = recursive
                ? (FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? [])
                : try FileManager.default.contentsOfDirectory(atPath: base)
            let files = names.filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
            #expect(module.files.map(\.path) == files, "\(name): run `make embed` after adding or removing files")
            for file in module.files {
                let text = try String(contentsOf: BuiltProducts.packageRoot.appendingPathComponent(file.path), encoding: .utf8)
                #expect(file.text == text, "\(file.path) changed since `make embed`")
            }
        }
    }
}
