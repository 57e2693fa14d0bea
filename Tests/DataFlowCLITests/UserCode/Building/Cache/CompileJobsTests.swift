import Foundation
import Testing

@testable import DataFlowCLI

/// The runtime build's jobs run side by side only where their inputs are made, and a failure
/// stops what has not started and is reported the same whichever core was quicker. The
/// "compiler" here is the shell.
@Suite struct CompileJobsTests {
    private func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("dataflow-jobs-" + UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func job(_ name: String, _ script: String, after: [Int] = [], in directory: String) -> CompileJobs.Job {
        .init(name: name, arguments: ["-c", "cd '\(directory)' && " + script], after: after, products: [directory + "/" + name])
    }

    @Test func aJobStartsOnlyAfterTheJobsItReadsAndAllRun() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let jobs = [
            job("interface", "sleep 0.3 && touch interface", in: directory),
            job("code", "sleep 0.5 && touch code", in: directory),
            // Needs the interface, not the code: it may finish before the code does.
            job("framework", "test -f interface && touch framework", after: [0], in: directory),
            job("program", "test -f interface && test -f framework && touch program", after: [0, 2], in: directory),
        ]
        #expect(CompileJobs(compiler: "/bin/sh", jobs: jobs, timeout: 30).run(workers: 2) == nil)
        for name in ["interface", "code", "framework", "program"] {
            #expect(FileManager.default.fileExists(atPath: directory + "/" + name), "\(name) was not made")
        }
    }

    @Test func theFirstFailureInOrderIsReportedAndNothingAfterItStarts() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let jobs = [
            job("slow", "sleep 0.3 && echo 'error: slow broke' >&2 && exit 1", in: directory),
            job("quick", "echo 'error: quick broke' >&2 && exit 1", in: directory),
            job("later", "touch later", after: [0], in: directory),
        ]
        let failure = try #require(CompileJobs(compiler: "/bin/sh", jobs: jobs, timeout: 30).run(workers: 2))
        #expect(failure.job.name == "slow")
        #expect(failure.outcome?.stderr == "error: slow broke\n")
        #expect(!FileManager.default.fileExists(atPath: directory + "/later"))
    }

    @Test func aJobThatExitsWithoutItsProductFails() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let failure = try #require(CompileJobs(compiler: "/bin/sh", jobs: [job("silent", "true", in: directory)], timeout: 30).run(workers: 1))
        #expect(failure.outcome?.status == 0)
    }

    @Test func aJobWaitingForAJobNoneMakesIsReportedNotHung() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let jobs = [job("orphan", "touch orphan", after: [1], in: directory), job("cycle", "touch cycle", after: [0], in: directory)]
        let failure = try #require(CompileJobs(compiler: "/bin/sh", jobs: jobs, timeout: 30).run(workers: 2))
        #expect(failure.job.name == "orphan")
        #expect(failure.outcome == nil)
    }

    @Test func importsAreReadFromTheLinesThatImport() {
        let text = "// import Commented\n@_exported import DataFlow\nimport Foundation\nimport DataFlowCoreLocation\r\nlet x = \"import Not\"\n"
        #expect(RuntimeBuild.imports(in: text) == ["DataFlow", "Foundation", "DataFlowCoreLocation"])
    }
}
