import DataFlowRuntimeSources
import Foundation
import Testing

/// The runtime an installed binary builds must be the one the package builds: every source file
/// of DataFlow, the frameworks, Experiments, DataFlowEmbedded and DataFlowCLI is carried, as it is on disk, and
/// DataFlowEmbedded's generated files as the build generated them (EmbedPlugin, at build time).
@Suite struct RuntimeSourcesTests {
    @Test func theBinaryCarriesEverySourceAsItIs() throws {
        let frameworks = try FileManager.default.contentsOfDirectory(
            atPath: BuiltProducts.packageRoot.appendingPathComponent("Sources/Frameworks").path
        )
        .filter { !$0.hasPrefix(".") }.sorted()
        let expected: [(String, String, Bool)] =
            [("DataFlow", "Sources/DataFlow", true)] + frameworks.map { ("DataFlow" + $0, "Sources/Frameworks/" + $0, true) } + [
                ("Experiments", "experiments", false), ("DataFlowEmbedded", "Sources/DataFlowEmbedded", true),
                ("DataFlowCLI", "Sources/DataFlowCLI", true),
            ]
        #expect(RuntimeSources.modules.map(\.name) == expected.map(\.0))
        for (module, (name, folder, recursive)) in zip(RuntimeSources.modules, expected) {
            let base = BuiltProducts.packageRoot.appendingPathComponent(folder).path
            let names =
                recursive
                ? (FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? [])
                : try FileManager.default.contentsOfDirectory(atPath: base)
            var files = names.filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
            let generated = name == "DataFlowEmbedded" ? ["GeneratedDocs.swift", "GeneratedSources.swift"].map { folder + "/" + $0 } : []
            files = (files + generated).sorted()
            #expect(module.files.map(\.path) == files, "\(name)")
            for file in module.files where !generated.contains(file.path) {
                let text = try String(contentsOf: BuiltProducts.packageRoot.appendingPathComponent(file.path), encoding: .utf8)
                #expect(file.text == text, "\(file.path) is not carried as it is on disk")
            }
            // The generated files carry the texts the binary itself shows (`explain`, `show`).
            for file in module.files where generated.contains(file.path) {
                #expect(file.text.hasPrefix("// Generated at build time from "))
            }
        }
    }
}
