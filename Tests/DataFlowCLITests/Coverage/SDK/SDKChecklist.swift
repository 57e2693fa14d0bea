import Foundation

@testable import DataFlowCLI

/// Compiles a use of every declaration of an SDK checklist (`docs/sdk/<Module>.tsv`) against
/// dataflow, as `dataflow run` compiles an app (`import SwiftUI` is DataFlow, each framework its
/// module), and says which compile.
///
/// The uses are written into files of a few hundred functions each, type-checked together by one
/// `swiftc -typecheck` (each function's errors are its own), and every error is charged to the
/// function whose lines hold it.
struct SDKChecklist {
    let declarations: [SDKDeclaration]
    /// The modules to import besides SwiftUI (a framework's checklist imports the framework).
    var imports: [String] = []
    /// Declarations whose types the uses may name besides the checklist's own (a framework's
    /// extensions of SwiftUI's `View` need to know `View` is a protocol).
    var context: [SDKDeclaration] = []

    struct Outcome {
        /// Declarations whose use compiled, by id.
        var compiled: Set<Int> = []
        /// Declarations whose use did not, with the first error.
        var failed: [Int: String] = [:]
        /// Declarations apps do not write themselves, with the reason.
        var notWritten: [Int: String] = [:]
        /// Declarations the checklist cannot write a use of (a macro): with the reason.
        var unwritable: [Int: String] = [:]
    }

    func run(chunkSize: Int = 400) throws -> Outcome {
        let uses = DeclarationUse(declarations: context + declarations)
        var outcome = Outcome()
        // A framework's own declarations are used as a file that imports only the framework
        // uses them (a store manager: `import StoreKit`, where `Transaction` is StoreKit's); its
        // SwiftUI companion's (`_StoreKit_SwiftUI`) and SwiftUI's own, beside `import SwiftUI`.
        var functions: [(id: Int, text: String, withSwiftUI: Bool)] = []
        for row in declarations {
            if let reason = DeclarationUse.notWritten(row) {
                outcome.notWritten[row.id] = reason
            } else if let function = uses.function(for: row) {
                functions.append((row.id, function, !imports.contains(row.module)))
            } else {
                outcome.unwritable[row.id] = row.kind == "macro" ? "a macro: compiled through an app (see CommonForms)" : "no use could be written"
            }
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dataflow-sdk-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var files: [String] = []
        var lines: [String: [(line: Int, id: Int)]] = [:]
        let groups = [functions.filter(\.withSwiftUI), functions.filter { !$0.withSwiftUI }]
        let chunks = groups.flatMap { group in
            stride(from: 0, to: group.count, by: chunkSize).map { group[$0..<min($0 + chunkSize, group.count)] }
        }
        for (chunk, slice) in chunks.enumerated() {
            let modules = (slice.first?.withSwiftUI ?? true ? ["SwiftUI"] : []) + imports
            var text = modules.map { "import \($0)\n" }.joined() + "import Foundation\n\n"
            var starts: [(line: Int, id: Int)] = []
            for function in slice {
                starts.append((text.split(separator: "\n", omittingEmptySubsequences: false).count, function.id))
                text += function.text + "\n"
            }
            let path = directory + "/Checklist\(chunk).swift"
            try Preprocessor.prepare(text, implicitImports: []).source.write(toFile: path, atomically: true, encoding: .utf8)
            files.append(path)
            lines[path] = starts
        }
        let diagnostics = try Self.typecheck(files)
        for line in diagnostics.split(separator: "\n") {
            guard let range = line.range(of: ": error: ") else { continue }
            let location = line[..<range.lowerBound].split(separator: ":")
            guard location.count >= 3, let number = Int(location[location.count - 2]) else { continue }
            let path = location.dropLast(2).joined(separator: ":")
            guard let starts = lines[path], let owner = starts.last(where: { $0.line <= number }) else { continue }
            if outcome.failed[owner.id] == nil { outcome.failed[owner.id] = String(line[range.upperBound...]) }
        }
        for function in functions where outcome.failed[function.id] == nil { outcome.compiled.insert(function.id) }
        return outcome
    }

    /// `swiftc -typecheck` of the files against the built DataFlow modules, as a user's code.
    static func typecheck(_ files: [String], arguments extra: [String] = []) throws -> String {
        guard let modules = modulesDirectory() else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["swiftc", "-typecheck", "-swift-version", "5", "-I", modules, "-module-alias", "SwiftUI=DataFlow"] + AppleFramework.aliases
            + ["-j2", "-continue-building-after-errors"] + extra + files
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    static func modulesDirectory() -> String? {
        let root = RulebookTests.root.path
        return [root + "/.build/debug/Modules", root + "/.build/release/Modules"].first {
            FileManager.default.fileExists(atPath: $0 + "/DataFlow.swiftmodule")
        }
    }
}
