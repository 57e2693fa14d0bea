import Foundation
import Testing

@testable import DataFlowCLI

/// A user's program links the runtime, the frameworks and the program's side, never the command:
/// it answers with transcripts as data, and the command renders them (issue 40).
@Suite struct ProgramLinkTests {
    @Test func theLinkLineNamesNoModuleOfTheCommand() throws {
        let directory = try BuiltProducts.debugExecutable().deletingLastPathComponent().path
        let toolchain = try Toolchain.locate(environment: [
            "DATAFLOW_BUILD_DIR": directory, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "",
        ])
        let folders = Set(toolchain.objects.map { (($0 as NSString).deletingLastPathComponent as NSString).lastPathComponent })
        #expect(folders.isSubset(of: Toolchain.programModules), "\(folders.subtracting(Toolchain.programModules).sorted())")
        #expect(folders.contains("DataFlow.build") && folders.contains("DataFlowProgram.build") && folders.contains("DataFlowCharts.build"))
        for command in ["DataFlowCLI.build", "Experiments.build", "DataFlowEmbedded.build", "DataFlowRuntimeSources.build", "dataflow.build"] {
            #expect(!folders.contains(command))
        }
        let entry = ProgramBuilder.entrySource(entry: .experiments, name: "Lessons.swift", aliasesSwiftUI: true)
        #expect(entry.contains("import DataFlowProgram\n") && !entry.contains("DataFlowCLI"))
    }

    @Test func theCompiledProgramCarriesNothingOfTheCommand() throws {
        let workspace = try UserFileTests.Workspace()
        try workspace.write("Counter.swift", UserFileTests.counter)
        let run = try workspace.dataflow(["run", "Counter.swift", "--script", "tap \"Increment\""])
        #expect(run.status == 0, "\(run.stderr)")
        let entries = try FileManager.default.contentsOfDirectory(atPath: workspace.cache).filter { $0.hasPrefix("program-") }
        #expect(entries.count == 1)
        for entry in entries {
            let program = try Data(contentsOf: URL(fileURLWithPath: workspace.cache + "/" + entry + "/program"))
            // Module names are in every symbol a module defines; the rulebook's text is in the
            // command's embedded docs.
            #expect(program.range(of: Data("DataFlowProgram".utf8)) != nil)
            #expect(program.range(of: Data("DataFlowCLI".utf8)) == nil)
            #expect(program.range(of: Data("**Implemented in.**".utf8)) == nil)
        }
    }
}
