import DataFlowCLI
import Foundation
import Testing

/// The built `dataflow` executable as a shell user meets it: a closed pipe, and the same bytes
/// from a release build as from the debug build the rest of the suite runs in-process.
@Suite(.serialized) struct ExecutableTests {
    /// `dataflow run --all | head -1`: the reader goes away after one line; the tool ends quietly
    /// (no signal, no message) instead of dying of SIGPIPE. The transcript (about 180 KB) is far
    /// larger than a pipe's buffer, so the write really meets the closed end.
    @Test func writingIntoAClosedPipeEndsQuietly() throws {
        let executable = try BuiltProducts.debugExecutable()
        let output = Pipe(), errors = Pipe()
        let process = Process()
        process.executableURL = executable
        process.arguments = ["run", "--all"]
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let firstBytes = output.fileHandleForReading.readData(ofLength: 64)
        try output.fileHandleForReading.close()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(String(decoding: firstBytes, as: UTF8.self).hasPrefix("state-of-array\n"))
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(stderr.isEmpty, "\(String(decoding: stderr, as: UTF8.self))")
    }

    /// A full disk or a closed standard output is an error, said on standard error; a closed pipe
    /// is not.
    @Test(arguments: [["run", "--all"], ["verify"]])
    func anOutputThatCannotBeWrittenIsAnError(arguments: [String]) throws {
        let executable = try BuiltProducts.debugExecutable().path
        for redirect in [">/dev/full", ">&-"] {
            let result = try BuiltProducts.capture(
                URL(fileURLWithPath: "/bin/sh"), ["-c", "exec \"$0\" \"$@\" \(redirect)", executable] + arguments)
            #expect(result.status == 1, "\(redirect)")
            #expect(result.stderr.hasPrefix("Error: cannot write the output to standard output: "), "\(redirect): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
    }

    /// A release build (optimised, other inlining, other layout) prints the catalog byte for byte
    /// as the debug code does in-process. The first run builds it (about four minutes on 2 cores) into
    /// `.build-determinism/`; later runs rebuild only what changed.
    @Test(arguments: ["text", "json"])
    func aReleaseBuildPrintsTheSameTranscriptsAsTheDebugBuild(format: String) throws {
        let release = try BuiltProducts.releaseExecutable()
        let released = try BuiltProducts.capture(release, ["run", "--all", "--format", format])
        let debug = DataflowCommand.run(["run", "--all", "--format", format])
        #expect(debug.exitCode == 0)
        #expect(released.status == 0)
        #expect(released.stdout == debug.stdout, "release and debug transcripts differ")
    }

    /// The binary `swift build -c release` makes runs a user's file, compiled against the
    /// release build's own modules.
    @Test func aReleaseBuildRunsAUsersFile() throws {
        let release = try BuiltProducts.releaseExecutable()
        let workspace = try UserFileTests.Workspace()
        try workspace.write("Counter.swift", UserFileTests.counter)
        let result = try workspace.dataflow(["run", "Counter.swift", "--script", "tap \"Increment\""], executable: release)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("[1] tap \"Increment\""))
    }

    /// Issue 33: zero compiler warnings in the release build too (a clean one, in CI, compiles
    /// every file; `.ci/run` checks the debug build's).
    @Test func theReleaseBuildPrintsNoWarning() throws {
        let output = try BuiltProducts.releaseBuildOutput()
        let warnings = output.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings.isEmpty, "\(warnings.joined(separator: "\n"))")
    }
}

/// Finds and builds the package's executables for the tests that run them as processes.
enum BuiltProducts {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The package root, from this file's place in `Tests/DataFlowCLITests/`.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `dataflow` from the build that made these tests: `swift test` builds the executables too.
    static func debugExecutable() throws -> URL {
        var directories = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        directories += Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }
            .map { $0.bundleURL.deletingLastPathComponent() }
        for directory in directories {
            let candidate = directory.appendingPathComponent("dataflow")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw Failure(description: "no built 'dataflow' beside the tests in \(directories.map(\.path))")
    }

    /// A release `dataflow`, built on demand into its own scratch directory so it never contends
    /// with the build that is running these tests.
    static func releaseExecutable() throws -> URL {
        try releaseBuild.get().executable
    }

    /// What the release build printed: on a clean checkout (CI), every file's compilation.
    static func releaseBuildOutput() throws -> String {
        try releaseBuild.get().output
    }

    /// Built once per test run, whichever test asks first.
    private static let releaseBuild = Result { () throws(Failure) -> (executable: URL, output: String) in
        do { return try buildRelease() } catch let failure as Failure { throw failure } catch {
            throw Failure(description: "\(error)")
        }
    }

    private static func buildRelease() throws -> (executable: URL, output: String) {
        let scratch = packageRoot.appendingPathComponent(".build-determinism")
        let build = try capture(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "swift", "build", "-c", "release", "--product", "dataflow", "--package-path", packageRoot.path,
                "--scratch-path", scratch.path,
            ]
        )
        guard build.status == 0 else {
            throw Failure(description: "release build failed:\n\(build.stdout)\(build.stderr)")
        }
        return (scratch.appendingPathComponent("release/dataflow"), build.stdout + build.stderr)
    }

    /// Runs a process to the end and returns its exit status and output. Output goes to files,
    /// not pipes, so a long transcript never blocks the process on a full pipe.
    static func capture(
        _ executable: URL, _ arguments: [String], environment: [String: String] = [:], directory workingDirectory: URL? = nil,
        input: String = ""
    ) throws -> (status: Int32, stdout: String, stderr: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dataflow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outputURL = directory.appendingPathComponent("stdout"), errorsURL = directory.appendingPathComponent("stderr")
        try Data().write(to: outputURL)
        try Data().write(to: errorsURL)
        let inputURL = directory.appendingPathComponent("stdin")
        try Data(input.utf8).write(to: inputURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        process.currentDirectoryURL = workingDirectory
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorsURL)
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        try process.run()
        process.waitUntilExit()
        return (
            process.terminationStatus, try String(contentsOf: outputURL, encoding: .utf8),
            try String(contentsOf: errorsURL, encoding: .utf8)
        )
    }
}
