import Foundation
import Testing

@testable import DataFlowCLI

/// `dataflow serve Counter.swift`, the built executable, driven over HTTP while its file is
/// edited: the same actions replayed after a change, a compile error reported with its file
/// and line and the last good run kept, the token never seen by the user's program.
@Suite(.serialized) struct ServeFileTests {
    static let counter = """
        import SwiftUI

        struct ContentView: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Text("count: \\(count)")
                    Button("Increment") { count += 1 }
                }
                .onAppear {
                    // What the program was given: none of it may be the server's token.
                    print(CommandLine.arguments.joined(separator: " "))
                    print(ProcessInfo.processInfo.environment.values.sorted().joined(separator: " "))
                }
            }
        }
        """

    /// The executable serving one file, its standard input and output kept to talk to it.
    final class Server {
        let process = Process()
        private let input = Pipe()
        private let output = Pipe()
        private(set) var port: UInt16 = 0
        private(set) var token = ""

        init(_ file: String, cache: String, directory: URL) throws {
            process.executableURL = try BuiltProducts.debugExecutable()
            process.arguments = ["serve", file, "--port", "0"]
            process.environment = ProcessInfo.processInfo.environment.merging(["DATAFLOW_CACHE": cache]) { $1 }
            process.currentDirectoryURL = directory
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            // The address, once the first run is done (a compile: minutes at most).
            var printed = ""
            let deadline = Date().addingTimeInterval(300)
            while !printed.contains("/?token="), Date() < deadline, process.isRunning {
                printed += String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
            }
            let address = try #require(printed.split(separator: "\n").first { $0.contains("/?token=") })
            let url = try #require(URL(string: address.trimmingCharacters(in: .whitespaces)))
            port = UInt16(try #require(url.port))
            token = try #require(url.query?.replacingOccurrences(of: "token=", with: ""))
        }

        func get(_ path: String) throws -> HTTPTestClient.Answer {
            try HTTPTestClient.send("GET", path + (path.contains("?") ? "&" : "?") + "token=" + token, port: port)
        }

        func version() throws -> Int {
            let state = try JSONSerialization.jsonObject(with: Data(try get("/state").body.utf8)) as? [String: Any]
            return state?["version"] as? Int ?? -1
        }

        /// Waits for a run after `version` (the file watch's), up to a compile's time.
        func waitForRun(after version: Int) throws -> Bool {
            let deadline = Date().addingTimeInterval(300)
            while Date() < deadline {
                if try self.version() > version { return true }
                Thread.sleep(forTimeInterval: 0.2)
            }
            return false
        }

        func quit() -> Int32 {
            input.fileHandleForWriting.write(Data("quit\n".utf8))
            process.waitUntilExit()
            return process.terminationStatus
        }

        deinit { if process.isRunning { process.terminate() } }
    }

    @Test func anEditIsCompiledAndTheSameActionsPlayedAgain() throws {
        let workspace = try UserFileTests.Workspace()
        let file = try workspace.write("Counter.swift", Self.counter)
        let server = try Server("Counter.swift", cache: workspace.cache, directory: workspace.directory)

        let acted = try HTTPTestClient.send("POST", "/act", port: server.port, headers: ["X-Dataflow-Token": server.token], body: "tap \"Increment\"")
        #expect(acted.status == 200, "\(acted.body)")
        let first = try server.get("/export/transcript.txt").body
        #expect(first.contains("Text \"count: 1\""), "\(first)")
        #expect(!first.contains(server.token), "the user's program saw the token")
        #expect(try server.get("/").body.contains("tap \\\"Increment\\\""))

        // An edit: the same tap, played on the new code.
        var version = try server.version()
        try Self.counter.replacingOccurrences(of: "count: ", with: "total: ").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try server.waitForRun(after: version))
        let edited = try server.get("/export/transcript.txt").body
        #expect(edited.contains("[1] tap \"Increment\""))
        #expect(edited.contains("Text \"total: 1\""), "\(edited)")

        // An edit that does not compile: the error with its file and line, the last good run kept.
        version = try server.version()
        try Self.counter.replacingOccurrences(of: "count += 1", with: "count += \"one\"").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try server.waitForRun(after: version))
        let state = try JSONSerialization.jsonObject(with: Data(try server.get("/state").body.utf8)) as? [String: Any]
        let problem = try #require(state?["problem"] as? String)
        #expect(problem.contains("Counter.swift:8:"), "\(problem)")
        #expect(problem.contains("error:"))
        #expect(try server.get("/export/transcript.txt").body == edited)
        #expect(try server.get("/").body.contains("Counter.swift:8:"), "the page shows the error")
        #expect(try server.get("/export/golden").status == 409)

        #expect(server.quit() == 0)
    }
}
