import Foundation

/// What compiling a user's file needs: the Swift compiler, and the DataFlow modules and object
/// files this `dataflow` was built with (the build directory `swift build` left next to it).
///
/// A user's program is the user's files plus a generated `main.swift`, compiled with
/// `-module-alias SwiftUI=DataFlow` and linked against the runtime's objects the `dataflow`
/// executable was linked with (SwiftPM lists them in `dataflow.product/Objects.LinkFileList`),
/// so the program plays with this very runtime and hands the transcripts back as data.
struct Toolchain {
    /// The `swiftc` to run.
    var compiler: String
    /// The build directory: `Modules/` with the `.swiftmodule`s, and the object list.
    var buildDirectory: String
    /// The object files of the modules a user's program links (`programModules`).
    var objects: [String]

    /// What a user's program links, as build folders: the runtime, the program's side and the
    /// frameworks; never the command, the catalog or the text it carries.
    static let programModules = Set(["DataFlow.build", "DataFlowProgram.build"] + AppleFramework.allCases.map { $0.module + ".build" })

    /// Finds the compiler and the build products, or says in one line what is missing and how to
    /// point at it: `DATAFLOW_BUILD_DIR`; else the build directory this `dataflow` runs from
    /// (`swift run`, `.build/release`); else a runtime built once into `cache` from the sources the
    /// binary carries (an installed or copied binary).
    static func locate(
        environment: [String: String], cache: ProgramCache? = nil, compileTimeout: Double? = nil, progress: (String) -> Void = { _ in }
    ) throws(UserCodeError) -> Toolchain {
        let explicit = environment["DATAFLOW_BUILD_DIR"].flatMap { $0.isEmpty ? nil : $0 }
        let directory = explicit ?? executableDirectory()
        guard let directory, FileManager.default.fileExists(atPath: directory + "/Modules/DataFlow.swiftmodule"),
            FileManager.default.fileExists(atPath: directory + "/dataflow.product/Objects.LinkFileList")
        else {
            if explicit == nil, let cache, !RuntimeBuild.sources.isEmpty {
                guard let compiler = findCompiler(environment: environment) else { throw missingCompiler }
                // `make install` builds the runtime beside the binary: <prefix>/lib/dataflow.
                if let directory,
                    let installed = RuntimeBuild(cache: ProgramCache(directory: installedRuntimeDirectory(beside: directory)), compiler: compiler)
                        .existing()
                {
                    return installed
                }
                var build = RuntimeBuild(cache: cache, compiler: compiler)
                if let compileTimeout { build.timeout = compileTimeout }
                return try build.toolchain(progress: progress)
            }
            throw .setup(
                "cannot find DataFlow's compiled modules next to this dataflow (looked for Modules/DataFlow.swiftmodule in "
                    + "\(directory ?? "the executable's directory")); set DATAFLOW_BUILD_DIR to the build directory it was "
                    + "built in, e.g. DATAFLOW_BUILD_DIR=/path/to/dataflow/.build/release")
        }
        let list = directory + "/dataflow.product/Objects.LinkFileList"
        guard let text = try? String(contentsOfFile: list, encoding: .utf8) else {
            throw .setup("cannot read \(list): build the dataflow product in \(directory) first (swift build --product dataflow)")
        }
        let objects = text.split(whereSeparator: \.isNewline).map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: "'\"")) }
            .filter { Self.programModules.contains((($0 as NSString).deletingLastPathComponent as NSString).lastPathComponent) }
        guard let compiler = findCompiler(environment: environment) else { throw missingCompiler }
        return Toolchain(compiler: compiler, buildDirectory: directory, objects: objects)
    }

    /// Where `make install` puts the runtime for a binary in `<prefix>/bin`: `<prefix>/lib/dataflow`.
    static func installedRuntimeDirectory(beside binaryDirectory: String) -> String {
        ((binaryDirectory as NSString).deletingLastPathComponent as NSString).appendingPathComponent("lib/dataflow")
    }

    private static var missingCompiler: UserCodeError {
        .setup("cannot find swiftc on PATH; install a Swift 6 toolchain (swift.org/install) or set DATAFLOW_SWIFTC to its swiftc")
    }

    /// A fingerprint of everything the compiled program depends on besides the user's files: the
    /// compiler and the build products (paths, sizes and modification times).
    func fingerprint() -> String {
        var parts = [Help.version, compiler, stamp(compiler)]
        for module in ["DataFlow", "DataFlowProgram"] {
            parts.append(stamp(buildDirectory + "/Modules/\(module).swiftmodule"))
        }
        for object in objects { parts.append(object + stamp(object)) }
        return parts.joined(separator: "\n")
    }

    private func stamp(_ path: String) -> String { Self.stamp(path) }

    /// A file's size and modification time: changes when the file is replaced.
    static func stamp(_ path: String) -> String {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return "missing" }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size)@\(modified)"
    }

    private static func executableDirectory() -> String? {
        guard let path = Bundle.main.executableURL?.resolvingSymlinksInPath().path else { return nil }
        return (path as NSString).deletingLastPathComponent
    }

    private static func findCompiler(environment: [String: String]) -> String? {
        if let explicit = environment["DATAFLOW_SWIFTC"], !explicit.isEmpty { return explicit }
        let path = environment["PATH"] ?? ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let candidate = String(directory) + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

/// Why a user's file could not be run: each case is one line for stderr, with its exit code.
enum UserCodeError: Error, Equatable {
    /// Something about the command line (no such root, a script that does not parse): exit 64.
    case usage(String)
    /// The compiler rejected the code: its diagnostics, then hints; exit 1.
    case compile(diagnostics: String)
    /// The machine is not set up (no compiler, no build products): exit 1.
    case setup(String)
    /// The program did not finish (crashed, timed out): exit 1.
    case run(String)
}
