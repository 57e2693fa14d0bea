import DataFlow
import Experiments
import Foundation
import Testing

/// Code that does not compile in SwiftUI must not compile against dataflow either: each snippet of
/// a compile-time lesson is type-checked against the DataFlow module with the toolchain's compiler,
/// and must fail with exactly the lesson's diagnostic.
@Suite struct CompileErrorTests {
    static var lessons: [Experiment] { Catalog.experiments.filter { $0.compileError != nil } }

    @Test(arguments: lessons.map(\.id))
    func theSnippetFailsWithExactlyTheExpectedDiagnostic(id: String) throws {
        let lesson = try #require(Catalog.experiment(id: id)?.compileError)
        let modules = try #require(Toolchain.modulesDirectory(), "DataFlow.swiftmodule not found next to the test binary or in .build")
        let snippet = Catalog.compileErrorsDirectory + "/" + lesson.snippet
        let output = try Toolchain.typecheck(snippet, modules: modules)
        let errors = Set(
            output.split(separator: "\n").compactMap { line -> String? in
                guard let range = line.range(of: "error: ") else { return nil }
                return String(line[range.upperBound...])
            })
        // One error, and the right one: the rest of the snippet compiles against dataflow.
        #expect(errors == [lesson.diagnostic], "\(output)")
    }

    @Test func everySnippetFileBelongsToALesson() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Catalog.compileErrorsDirectory)
        #expect(Set(files.filter { $0.hasSuffix(".swift") }) == Set(Self.lessons.compactMap { $0.compileError?.snippet }))
    }
}

/// Finding and running the compiler from a test.
enum Toolchain {
    /// The directory holding the built `DataFlow.swiftmodule`: beside the test binary, or in the
    /// package's `.build`.
    static func modulesDirectory() -> String? {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let candidates = [binary + "/Modules", root + "/.build/debug/Modules", root + "/.build/release/Modules"]
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/DataFlow.swiftmodule") }
    }

    /// Runs `swiftc -typecheck` and returns what it printed.
    static func typecheck(_ file: String, modules: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-I", modules, file]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
