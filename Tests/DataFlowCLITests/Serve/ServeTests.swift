import Foundation
import Testing

@testable import DataFlow
@testable import DataFlowCLI

/// `dataflow serve` driven over HTTP, as the page drives it: a catalog experiment served in this
/// process on a port the system picks.
@Suite struct ServeTests {
    /// A served experiment whose script toggles "AAA" once.
    final class Served {
        let running: ServeCommand.Running
        var port: UInt16 { running.server.port }
        var token: String { running.routes.token }

        init(_ experiment: Experiment = TestCatalog.experiment("tiny")) throws {
            running = try ServeCommand.start(ExperimentSource(experiment), actions: experiment.script, port: 0)
        }

        deinit { running.stop() }

        func get(_ path: String, token: String? = nil) throws -> HTTPTestClient.Answer {
            let separator = path.contains("?") ? "&" : "?"
            return try HTTPTestClient.send("GET", path + separator + "token=" + (token ?? self.token), port: port)
        }

        func post(_ path: String, _ body: String, token: String? = nil) throws -> HTTPTestClient.Answer {
            try HTTPTestClient.send("POST", path, port: port, headers: ["X-Dataflow-Token": token ?? self.token], body: body)
        }

        func state() throws -> [String: Any] {
            let answer = try get("/state")
            return try #require(try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any])
        }
    }

    @Test func thePageIsTheHTMLPictureMadeLive() throws {
        let served = try Served()
        let page = try served.get("/")
        #expect(page.status == 200)
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        #expect(page.body.contains("<script type=\"application/json\" id=\"live-state\">"))
        #expect(page.body.contains("window.dataflowHooks"))
        // The picture's own data, with the step the script played.
        #expect(page.body.contains("\"action\": \"toggle \\\"AAA\\\"\""))
        #expect(page.headers["cache-control"] == "no-store")
    }

    @Test func anActionIsPlayedAfterTheStepShownAndTheTranscriptHasIt() throws {
        let served = try Served()
        #expect(try served.state()["actions"] as? [String] == ["toggle \"AAA\""])
        let version = try #require(try served.state()["version"] as? Int)
        // Played after step 1: a second toggle.
        let acted = try served.post("/act?after=1", "toggle \"AAA\"")
        #expect(acted.status == 200, "\(acted.body)")
        let state = try served.state()
        #expect(state["actions"] as? [String] == ["toggle \"AAA\"", "toggle \"AAA\""])
        #expect(state["version"] as? Int == version + 1)
        let transcript = try served.get("/export/transcript.txt")
        #expect(transcript.body.contains("[2] toggle \"AAA\""))
        #expect(transcript.body.contains("OneToggle._on = false"))
        // Played after the mount: the later steps are dropped, as history goes on from there.
        #expect(try served.post("/act?after=0", "toggle \"AAA\"").status == 200)
        #expect(try served.state()["actions"] as? [String] == ["toggle \"AAA\""])
    }

    @Test func aControlNotOnScreenIsRefusedAndNothingChanges() throws {
        let served = try Served()
        let before = try served.state()
        let refused = try served.post("/act", "tap \"Save\"")
        #expect(refused.status == 409)
        #expect(refused.body.contains("on screen: toggle \\\"AAA\\\""), "\(refused.body)")
        let after = try served.state()
        #expect(after["version"] as? Int == before["version"] as? Int)
        #expect(after["actions"] as? [String] == before["actions"] as? [String])
    }

    @Test func badActionsAreSaidAndChangeNothing() throws {
        let served = try Served()
        let malformed = try served.post("/act", "tap Save")
        #expect(malformed.status == 422)
        #expect(malformed.body.contains("column"), "\(malformed.body)")
        #expect(try served.post("/act", "toggle \"AAA\"; toggle \"AAA\"").status == 422)
        let beyond = try served.post("/act?after=5", "toggle \"AAA\"")
        #expect(beyond.status == 400)
        #expect(beyond.body.contains("after must be a step from 0 to 1"))
        #expect(try served.state()["actions"] as? [String] == ["toggle \"AAA\""])
    }

    @Test func undoAndResetReplaceTheWholeScript() throws {
        let served = try Served()
        #expect(try served.post("/script", "toggle \"AAA\"\ntoggle \"AAA\"\ntoggle \"AAA\"").status == 200)
        #expect((try served.state()["actions"] as? [String])?.count == 3)
        #expect(try served.post("/script", "").status == 200)
        #expect(try served.state()["actions"] as? [String] == [])
        let transcript = try served.get("/export/transcript.txt").body
        #expect(transcript.contains("[0] mount") && !transcript.contains("[1]"))
    }

    @Test func onlyTheTokenAndThisAddressAreAnswered() throws {
        let served = try Served()
        #expect(try served.get("/state", token: "0123").status == 403)
        #expect(try HTTPTestClient.send("GET", "/state", port: served.port).status == 403)
        // A change needs the token in its header, which another site's form cannot send.
        let queryOnly = try HTTPTestClient.send("POST", "/act?token=\(served.token)", port: served.port, body: "toggle \"AAA\"")
        #expect(queryOnly.status == 403)
        #expect(try served.post("/act", "toggle \"AAA\"", token: "wrong").status == 403)
        // DNS rebinding: a page of another name that now points here.
        let rebound = try HTTPTestClient.send("GET", "/state?token=\(served.token)", port: served.port, host: "attacker.example:\(served.port)")
        #expect(rebound.status == 403)
        #expect(rebound.body.contains("DNS rebinding"))
        let local = try HTTPTestClient.send("GET", "/state?token=\(served.token)", port: served.port, host: "localhost:\(served.port)")
        #expect(local.status == 200)
        #expect(try served.state()["actions"] as? [String] == ["toggle \"AAA\""])
    }

    @Test func otherRequestsAreAnsweredWithTheirStatus() throws {
        let served = try Served()
        #expect(try served.get("/nothing").status == 404)
        #expect(try HTTPTestClient.send("DELETE", "/state", port: served.port, headers: ["X-Dataflow-Token": served.token]).status == 405)
        #expect(try served.get("/export/movie").status == 404)
        let garbage = try HTTPTestClient.exchange(Data("hello\r\n\r\n".utf8), port: served.port)
        #expect(garbage.status == 400)
        let huge = "POST /act HTTP/1.1\r\nHost: 127.0.0.1:\(served.port)\r\nContent-Length: 5000000\r\n\r\n"
        #expect(try HTTPTestClient.exchange(Data(huge.utf8), port: served.port).status == 413)
    }

    @Test func twoClientsShareOneSessionAndTheirRunsTakeTurns() throws {
        let served = try Served()
        let port = served.port, token = served.token
        let group = DispatchGroup()
        let statuses = Statuses()
        for _ in 0..<2 {
            group.enter()
            Thread.detachNewThread {
                let answer = try? HTTPTestClient.send("POST", "/act", port: port, headers: ["X-Dataflow-Token": token], body: "toggle \"AAA\"")
                statuses.append(answer?.status ?? 0)
                group.leave()
            }
        }
        #expect(group.wait(timeout: .now() + 60) == .success)
        #expect(statuses.all == [200, 200])
        // Each client's action is in the other's state: three toggles, in turn.
        #expect((try served.state()["actions"] as? [String])?.count == 3)
    }

    final class Statuses: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Int] = []
        func append(_ value: Int) { lock.withLock { values.append(value) } }
        var all: [Int] { lock.withLock { values.sorted() } }
    }

    @Test func exportsAreTheScriptTheTranscriptAndAGolden() throws {
        let served = try Served()
        let script = try served.get("/export/script")
        #expect(script.body == "toggle \"AAA\"\n")
        #expect(script.headers["content-disposition"] == "attachment; filename=\"tiny.script\"")
        let golden = try served.get("/export/golden").body
        #expect(golden == TextTranscript.render(ExperimentRunner.run(TestCatalog.experiment("tiny"))))
        let json = try served.get("/export/transcript.json")
        #expect(json.headers["content-type"] == "application/json; charset=utf-8")
        #expect((try JSONSerialization.jsonObject(with: Data(json.body.utf8)) as? [String: Any])?["experiment"] as? String == "tiny")
        let page = try served.get("/export/page.html").body
        #expect(page.hasPrefix("<!DOCTYPE html>") && !page.contains("live-state"))
    }

    @Test func aPortInUseIsSaidInOneLine() throws {
        let served = try Served()
        let command = ServeCommand(
            request: ServeRequest(source: .experiment("tiny"), port: served.port), experiments: [TestCatalog.experiment("tiny")], environment: [:])
        let result = command.run(TextConsole(input: "quit\n"))
        #expect(result.exitCode == 1)
        #expect(result.stderr == "Error: cannot listen on 127.0.0.1:\(served.port): it is in use (--port 0 picks a free one)\n")
    }

    @Test func theCommandPrintsTheAddressAndStopsOnQuit() {
        let console = TextConsole(input: "hello\nquit\n")
        let result = DataflowCommand.run(
            ["serve", "tiny", "--port", "0"], environment: [:], experiments: [TestCatalog.experiment("tiny")], console: console)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(console.output.contains("dataflow serve: tiny at\n  http://127.0.0.1:"))
        #expect(console.output.contains("/?token="))
        #expect(console.output.contains("type quit to stop"))
    }

    @Test func usageErrors() {
        let experiments = [TestCatalog.experiment("tiny")]
        func error(_ arguments: [String]) -> String {
            let result = DataflowCommand.run(["serve"] + arguments, environment: [:], experiments: experiments)
            #expect(result.exitCode == 64)
            return result.stderr.components(separatedBy: "\n").first ?? ""
        }
        #expect(error([]) == "Error: missing experiment: name one from 'dataflow list', or a .swift file or folder")
        #expect(error(["tiny", "--port", "70000"]) == "Error: invalid value '70000' for '--port': expected a port from 0 to 65535")
        #expect(error(["tiny", "tiny"]) == "Error: serve takes one experiment, not 2 (tiny, tiny)")
        #expect(error(["tiny", "--root", "X"]) == "Error: --root is for your own files: dataflow serve MyView.swift --root …")
        #expect(error(["tiny", "--script", "tap"]).hasPrefix("Error: --script: "))
        #expect(error(["tiyn"]).hasPrefix("Error: unknown experiment 'tiyn'"))
        let help = DataflowCommand.run(["serve", "--help"], environment: [:], experiments: experiments)
        #expect(help.exitCode == 0)
        #expect(help.stdout.contains("USAGE: dataflow serve (<experiment> | <file.swift|folder>...) [--port <n>] [--open] [<options>]"))
    }

    /// The live page's own script parses (Node.js, when this machine has it, checks its syntax).
    @Test(.enabled(if: PictureFormatTests.executable(named: "node") != nil, "needs node on PATH"))
    func theLiveScriptParses() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("dataflow-live-\(getpid()).js")
        defer { try? FileManager.default.removeItem(at: script) }
        try LivePage.script.write(to: script, atomically: true, encoding: .utf8)
        let result = try BuiltProducts.capture(try #require(PictureFormatTests.executable(named: "node")), ["--check", script.path])
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// `scripts/serve-page.sh` in a headless Chromium, when this machine has one: a toggle tapped
    /// on the phone appears as a step, Alt-click answers why, ← steps back.
    @Test(.enabled(if: PictureFormatTests.chromium != nil && PictureFormatTests.executable(named: "node") != nil, "needs chromium and node"))
    func thePageIsOperatedInABrowser() throws {
        let result = try BuiltProducts.capture(
            URL(fileURLWithPath: "/bin/bash"), [BuiltProducts.packageRoot.appendingPathComponent("scripts/serve-page.sh").path, "state-of-array"],
            environment: ["DATAFLOW": try BuiltProducts.debugExecutable().path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("ok      the step list ends with the toggle"))
        #expect(!result.stdout.contains("FAILED"))
    }

    @Test func aDownloadsNameIsMadeOfPlainCharacters() {
        #expect(PlaygroundRoutes.fileName("MyApp/ Views/Counter.swift") == "MyApp--Views-Counter.swift")
        #expect(PlaygroundRoutes.fileName("../..") == "dataflow")
        #expect(PlaygroundRoutes.makeToken().count == 32)
        #expect(PlaygroundRoutes.makeToken() != PlaygroundRoutes.makeToken())
    }
}
