import DataFlow
import Foundation

/// What `serve` answers, and to whom: only a request addressed to 127.0.0.1 or localhost at its
/// own port (a page of another site that renamed itself to this address, DNS rebinding, is
/// refused) and carrying the session's token (other users of the machine cannot drive it).
final class PlaygroundRoutes: @unchecked Sendable {
    // @unchecked Sendable: `port` is set once, before the server answers anything.
    let playground: Playground
    let token: String
    var port: UInt16 = 0

    init(playground: Playground, token: String = PlaygroundRoutes.makeToken()) {
        self.playground = playground
        self.token = token
    }

    /// 128 random bits in hex.
    static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in String(format: "%08x", UInt32.random(in: .min ... .max, using: &generator)) }.joined()
    }

    /// The address to open: the page, with the token.
    var address: String { "http://127.0.0.1:\(port)/?token=\(token)" }

    func respond(_ request: HTTPRequest) -> HTTPResponse {
        let host = request.headers["host"] ?? ""
        guard ["127.0.0.1:\(port)", "localhost:\(port)"].contains(host) else {
            return HTTPResponse(
                status: 403, text: "Error: serve answers requests to 127.0.0.1:\(port) only, not to \(quoted(host)) (DNS rebinding)\n")
        }
        // A change comes from the page's script, which sends the token in a header another
        // site's form cannot set; a page is opened from the address, with it in the query.
        let given = request.method == "GET" ? request.query["token"] ?? request.headers["x-dataflow-token"] : request.headers["x-dataflow-token"]
        guard let given, Self.same(given, token) else {
            return HTTPResponse(status: 403, text: "Error: a wrong or missing token: open the address serve printed, with its ?token=\n")
        }
        switch (request.method, request.path) {
        case ("GET", "/"): return page()
        case ("GET", "/state"): return .json(state())
        case ("POST", "/act"): return act(request)
        case ("POST", "/script"): return replace(request)
        case ("GET", let path) where path.hasPrefix("/export/"): return export(String(path.dropFirst("/export/".count)))
        case (_, "/"), (_, "/state"), (_, "/act"), (_, "/script"):
            return HTTPResponse(status: 405, text: "Error: \(request.method) \(request.path) is not answered; see the page's requests\n")
        default:
            return HTTPResponse(status: 404, text: "Error: nothing at \(request.path)\n")
        }
    }

    /// Compares without stopping at the first difference.
    private static func same(_ given: String, _ token: String) -> Bool {
        let a = Array(given.utf8), b = Array(token.utf8)
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// The page: the run as `--format html` draws it, made live (`LivePage`).
    private func page() -> HTTPResponse {
        let snapshot = playground.snapshot
        guard let page = snapshot.run.page else {
            // The first run did not compile: there is no page yet, only the error.
            return HTTPResponse(status: 200, text: LivePage.errorPage(state(snapshot)), contentType: "text/html; charset=utf-8")
        }
        return HTTPResponse(status: 200, text: LivePage.live(page, state: state(snapshot)), contentType: "text/html; charset=utf-8")
    }

    func state() -> JSONValue { state(playground.snapshot) }

    private func state(_ snapshot: Playground.Snapshot) -> JSONValue {
        let script = snapshot.actions.map(\.description)
        let controls = snapshot.run.transcripts.flatMap(\.variants).first?.controlsAtEnd ?? []
        return .object([
            ("version", .number(snapshot.version)),
            ("name", .string(playground.source.name)),
            ("actions", JSONValue(script)),
            ("controls", JSONValue(controls)),
            ("command", playground.source.command(forScript: script.joined(separator: "; ")).map(JSONValue.string) ?? .null),
            ("problem", snapshot.problem.map(JSONValue.string) ?? .null),
            ("notes", .string(snapshot.run.notes)),
            ("watching", .bool(snapshot.watching)),
        ])
    }

    /// `POST /act?after=N` with one action: played after the first N actions (the step the page
    /// shows; the later ones are dropped, as a debugger's history goes on from where it is).
    private func act(_ request: HTTPRequest) -> HTTPResponse {
        let actions = playground.snapshot.actions
        var kept = actions.count
        if let after = request.query["after"] {
            guard let count = Int(after), (0...actions.count).contains(count) else {
                return .json(.object([("error", .string("after must be a step from 0 to \(actions.count), not \(quoted(after))"))]), status: 400)
            }
            kept = count
        }
        return play(request, prefix: Array(actions.prefix(kept)), expectingOne: true)
    }

    /// `POST /script` with a whole script (`undo`, `reset`, an edited script): played instead.
    private func replace(_ request: HTTPRequest) -> HTTPResponse {
        play(request, prefix: [], expectingOne: false)
    }

    private func play(_ request: HTTPRequest, prefix: [ScriptAction], expectingOne: Bool) -> HTTPResponse {
        guard let text = request.text else { return .json(.object([("error", .string("the script is not UTF-8 text"))]), status: 400) }
        let parsed: [ScriptAction]
        do {
            parsed = try ScriptAction.parse(text)
        } catch {
            return .json(.object([("error", .string("\(error)"))]), status: 422)
        }
        if expectingOne && parsed.count != 1 {
            return .json(.object([("error", .string("one action, not \(parsed.count) ('dataflow help script' lists them)"))]), status: 422)
        }
        switch playground.play(prefix + parsed) {
        case .played: return .json(state())
        case .refused(let reason): return .json(.object([("error", .string(reason))]), status: 409)
        }
    }

    /// `GET /export/<what>`: the script (for `--script-file`), the transcript as text or JSON,
    /// a golden for `verify`, or the page without the server.
    private func export(_ what: String) -> HTTPResponse {
        let snapshot = playground.snapshot
        let base = Self.fileName(playground.source.name)
        func file(_ text: String, _ name: String, _ type: String = "text/plain; charset=utf-8") -> HTTPResponse {
            HTTPResponse(status: 200, contentType: type, body: Data(text.utf8), headers: ["Content-Disposition": "attachment; filename=\"\(name)\""])
        }
        let transcripts = snapshot.run.transcripts
        switch what {
        case "script":
            return file(snapshot.actions.map { $0.description + "\n" }.joined(), base + ".script")
        case "transcript.txt":
            return file(TranscriptOutput(format: .text) { _ in [] }.result(transcripts).stdout, base + ".txt")
        case "golden":
            // As `verify --record` keeps one: the text transcript, never of a failed run.
            guard let transcript = transcripts.first, snapshot.problem == nil else {
                return HTTPResponse(
                    status: 409, text: "Error: this run failed (\(snapshot.problem ?? "no transcript")): a failed run is never a golden\n")
            }
            return file(render(transcript, .text), base + ".golden.txt")
        case "transcript.json":
            return file(TranscriptOutput(format: .json) { _ in [] }.result(transcripts).stdout, base + ".json", "application/json; charset=utf-8")
        case "page.html":
            return file(snapshot.run.page ?? "", base + ".html", "text/html; charset=utf-8")
        default:
            return HTTPResponse(status: 404, text: "Error: no export \(quoted(what)) (script, transcript.txt, transcript.json, golden, page.html)\n")
        }
    }

    /// A name for a downloaded file: the source's name with anything but letters, digits, `.`,
    /// `-` and `_` made `-`.
    static func fileName(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_")
        let cleaned = String(name.map { allowed.contains($0) ? $0 : "-" }).trimmingCharacters(in: CharacterSet(charactersIn: "-."))
        return cleaned.isEmpty ? "dataflow" : cleaned
    }
}
