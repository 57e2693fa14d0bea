import DataFlow
import Foundation

/// `dataflow serve`: the playground's session, its server and its file watch, until Ctrl-C or
/// `quit` on the console.
struct ServeCommand {
    let request: ServeRequest
    let experiments: [Experiment]
    let environment: [String: String]

    /// A playground being served: `stop()` ends its server and its watch.
    struct Running {
        let playground: Playground
        let routes: PlaygroundRoutes
        let server: HTTPServer

        var address: String { routes.address }

        func stop() {
            server.stop()
            playground.stopWatching()
        }
    }

    /// How often the files are looked at for an edit.
    static let watchInterval = 0.5

    func run(_ console: Console) -> CommandResult {
        let source: PlaygroundSource
        let actions: [ScriptAction]
        do {
            (source, actions) = try sourceAndActions()
        } catch {
            return error.result
        }
        // Ctrl-C, SIGTERM or a hang-up end the server and every program it started, even
        // before the first one starts, whatever the signals' state it was started with.
        ChildProcesses.installSignalForwarding()
        console.write("dataflow serve: playing \(source.name)…\n")
        let running: Running
        do {
            running = try Self.start(source, actions: actions, port: request.port)
        } catch {
            return CommandResult(exitCode: ExitCode.failure, stderr: "Error: \(error.message)\n")
        }
        let snapshot = running.playground.snapshot
        var lines = ["dataflow serve: \(running.playground.source.name) at", "  \(running.address)"]
        if let problem = snapshot.problem {
            lines.append("The first run failed; the page shows why, and plays again when a file changes:\n" + problem)
        }
        lines.append("Open the address in a browser (only this machine can). Type quit, or press Ctrl-C, to stop.")
        console.write(lines.joined(separator: "\n") + "\n")
        if request.opensBrowser { console.write(Self.openBrowser(at: running.address)) }
        while let line = console.readLine() {
            switch line.trimmingCharacters(in: .whitespaces) {
            case "quit", "q", "exit":
                running.stop()
                return CommandResult(exitCode: ExitCode.success)
            case "": continue
            default: console.write("The page is at \(running.address); type quit to stop.\n")
            }
        }
        // The end of standard input (started in the background, or from a script) does not stop a
        // server: a signal does.
        if console.keepsServingAtEndOfInput {
            while true { Thread.sleep(forTimeInterval: 3600) }
        }
        running.stop()
        return CommandResult(exitCode: ExitCode.success)
    }

    /// Starts serving `source` on 127.0.0.1:`port`, after playing `actions` once.
    static func start(_ source: PlaygroundSource, actions: [ScriptAction], port: UInt16) throws(HTTPServer.StartFailure) -> Running {
        // The port first: one in use is said before anything compiles.
        let server = try HTTPServer(port: port)
        let playground = Playground(source: source, actions: actions)
        let routes = PlaygroundRoutes(playground: playground)
        routes.port = server.port
        server.start(routes.respond)
        playground.watch(every: watchInterval)
        return Running(playground: playground, routes: routes, server: server)
    }

    /// The source and the actions it starts with, or why they are wrong.
    private func sourceAndActions() throws(UsageError) -> (PlaygroundSource, [ScriptAction]) {
        switch request.source {
        case .experiment(let id):
            guard let experiment = experiments.first(where: { $0.id == id }) else { preconditionFailure("validated by the parser") }
            guard !experiment.variants.isEmpty else {
                throw UsageError(
                    message: "\(id) is a lesson about a compile error: it has nothing to play ('dataflow run \(id)' shows it)", command: .serve)
            }
            return (ExperimentSource(experiment), try request.script.map(Self.actions) ?? experiment.script)
        case .files(let files):
            return (FileSource(files, environment: environment), try files.script.map(Self.actions) ?? [])
        }
    }

    /// The script `--script` or `--script-file` gives.
    private static func actions(_ script: FileRequest.Script) throws(UsageError) -> [ScriptAction] {
        let text: String
        let origin: String
        switch script {
        case .inline(let inline):
            (text, origin) = (inline, "--script")
        case .file(let path):
            let handle = path == "-" ? FileHandle.standardInput : FileHandle(forReadingAtPath: path)
            guard let handle, let contents = String(data: handle.readDataToEndOfFile(), encoding: .utf8) else {
                throw UsageError(message: "cannot read the script file \(quoted(path)) as UTF-8 text", command: .serve)
            }
            (text, origin) = (contents, path)
        }
        do {
            return try ScriptAction.parse(text)
        } catch {
            throw UsageError(message: "\(origin): \(error)", command: .serve)
        }
    }

    /// Opens `address` with the system's opener, if it has one; what happened, in a line.
    private static func openBrowser(at address: String) -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let openers = ["xdg-open", "open"]
        for opener in openers {
            for folder in path.split(separator: ":") {
                let candidate = "\(folder)/\(opener)"
                guard FileManager.default.isExecutableFile(atPath: candidate) else { continue }
                let process = Process()
                process.executableURL = URL(fileURLWithPath: candidate)
                process.arguments = [address]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                guard (try? process.run()) != nil else { continue }
                process.waitUntilExit()
                return "dataflow serve: opened it with \(opener)\n"
            }
        }
        return "dataflow serve: no browser opener here (xdg-open or open); open the address yourself\n"
    }
}
