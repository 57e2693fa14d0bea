import DataFlowRuntimeSources
import Foundation
import Testing

/// The runtime an installed binary builds must be the one the package builds: every source file
/// of DataFlow, the frameworks and DataFlowProgram is carried, as it is on disk; and nothing of
/// the command (its catalog, its rulebook, its renderers), which a user's program never links.
@Suite struct RuntimeSourcesTests {
    @Test func theBinaryCarriesEverySourceAsItIs() throws {
        let frameworks = try FileManager.default.contentsOfDirectory(
            atPath: BuiltProducts.packageRoot.appendingPathComponent("Sources/Frameworks").path
        )
        .filter { !$0.hasPrefix(".") }.sorted()
        let expected: [(String, String, Bool)] =
            [("DataFlow", "Sources/DataFlow", true)] + frameworks.map { ("DataFlow" + $0, "Sources/Frameworks/" + $0, true) } + [
                ("DataFlowProgram", "Sources/DataFlowProgram", true)
            ]
        // DataFlow first, then the frameworks each after those it imports (the runtime build
        // compiles them in this order), then the program's side.
        let names = RuntimeSources.modules.map(\.name)
        #expect(names.sorted() == expected.map(\.0).sorted())
        #expect(names.first == "DataFlow")
        #expect(names.last == "DataFlowProgram")
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
            let files = names.filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
            #expect(module.files.map(\.path) == files, "\(name)")
            for file in module.files {
                let text = try String(contentsOf: BuiltProducts.packageRoot.appendingPathComponent(file.path), encoding: .utf8)
                #expect(file.text == text, "\(file.path) is not carried as it is on disk")
            }
        }
    }
}
