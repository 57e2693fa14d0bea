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
        // DataFlow first, then the frameworks each after those it imports (the runtime build
        // compiles them in this order), then the rest.
        let names = RuntimeSources.modules.map(\.name)
        #expect(names.sorted() == expected.map(\.0).sorted())
        #expect(names.first == "DataFlow")
        #expect(names.suffix(3) == ["Experiments", "DataFlowEmbedded", "DataFlowCLI"])
        for module in RuntimeSources.modules {
            let text = module.files.map(\.text).joined(separator: "\n")
            for other in names where other != module.name && text.contains("import \(other)\n") {
                #expect(
                    names.firstIndex(of: other)! < names.firstIndex(of: module.name)!, "\(module.name) is built before \(other), which it imports")
            }
        }
        let modules = Dictionary(uniqueKeysWithValues: RuntimeSources.modules.map { ($0.name, $0) })
        for (name, folder, recursive) in expected {
            guard let module = modules[name] else { continue }
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
