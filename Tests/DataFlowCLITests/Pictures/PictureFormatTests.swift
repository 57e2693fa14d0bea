import DataFlow
import Experiments
import Foundation
import Testing

@testable import DataFlowCLI

/// Markdown, Mermaid, DOT and HTML for every experiment: their structure, not their pixels.
@Suite struct PictureFormatTests {
    static let runtimeLessons = Catalog.experiments.filter { $0.compileError == nil }.map(\.id)

    @Test(arguments: Catalog.experiments.map(\.id))
    func markdownHasTheTitleTheCodeAndTheTranscript(id: String) throws {
        let result = DataflowCommand.run(["run", id, "--format", "markdown"])
        #expect(result.exitCode == 0)
        let experiment = try #require(Catalog.experiment(id: id))
        #expect(result.stdout.hasPrefix("# \(experiment.title)\n"))
        #expect(result.stdout.contains("## The code\n") && result.stdout.contains("```swift\n"))
        #expect(result.stdout.contains("## What happens\n\n```text\n\(id)\n"))
        #expect(result.stdout.components(separatedBy: "```").count % 2 == 1, "unbalanced code fences")
    }

    @Test(arguments: runtimeLessons)
    func mermaidAndDOTAreOneDocumentDrawingEveryViewAndOnlyDeclaredNodes(id: String) throws {
        let mermaid = DataflowCommand.run(["run", id, "--format", "mermaid"]).stdout
        let dot = DataflowCommand.run(["run", id, "--format", "dot"]).stdout
        let experiment = try #require(Catalog.experiment(id: id))
        // One diagram per output (a .mmd file, a ```mermaid block and `dot -Tsvg` each hold one):
        // several variants are subgraphs of it.
        #expect(mermaid.components(separatedBy: "flowchart TD\n").count == 2)
        #expect(dot.components(separatedBy: "digraph ").count == 2)
        let pictures = experiment.variants.count
        #expect(mermaid.components(separatedBy: "\n  subgraph ").count - 1 == (pictures > 1 ? pictures : 0))
        #expect(dot.components(separatedBy: "\n  subgraph cluster_").count - 1 == (pictures > 1 ? pictures : 0))
        let declared = Set(mermaid.matches(of: #/\n +((?:p[0-9]+_)?[vs][0-9]+)[\[\(]/#).map { String($0.output.1) })
        for edge in mermaid.matches(of: #/ +((?:p[0-9]+_)?[vs][0-9]+) (?:-->|-\. [a-z]+ \.->) ((?:p[0-9]+_)?[vs][0-9]+)/#) {
            #expect(declared.contains(String(edge.output.1)) && declared.contains(String(edge.output.2)), "\(id): \(edge.output.0)")
        }
        #expect(dot.filter { $0 == "{" }.count == dot.filter { $0 == "}" }.count)
    }

    struct Hostile: View {
        @State var on = false
        // A `String`, shown as it is: a literal key's backticks would be read as Markdown.
        let label: String = "<!--<script>`a`#lt;"
        var body: some View { Toggle(label, isOn: $on) }
    }

    /// Issue 20 item 15: labels and titles that are markup stay text in every picture.
    @Test func hostileTextStaysTextInEveryFormat() throws {
        let experiment = Experiment(
            id: "hostile", title: "Two\nlines `and` ticks", claims: [], lesson: "",
            variants: [Variant("main") { Hostile() }], script: [.toggle("<!--<script>`a`#lt;")])
        func run(_ format: String) -> String {
            DataflowCommand.run(["run", "hostile", "--format", format], environment: [:], experiments: [experiment]).stdout
        }
        let html = run("html")
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"data\">\n"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = String(html[start.upperBound..<end.lowerBound])
        #expect(!json.contains("<") && !json.contains(">"))
        let data = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
        #expect(data?.first?["title"] as? String == "Two\nlines `and` ticks")

        let mermaid = run("mermaid")
        #expect(mermaid.hasPrefix("---\ntitle: 'hostile · main · step 1: toggle \"<!--<script>`a`#lt;\"'\n---\nflowchart TD\n"))
        #expect(GraphFormats.escapeMermaid("<!--<script>`a`#lt;\n\"x\"") == "#lt;!--#lt;script#gt;#96;a#96;#35;lt;<br/>#quot;x#quot;")
        #expect(GraphFormats.escapeMermaid("ToggleType#1") == "ToggleType#1")

        let markdown = run("markdown")
        // The title is one heading line; the fences stay balanced.
        #expect(markdown.hasPrefix("# Two lines `and` ticks\n"))
        #expect(markdown.components(separatedBy: "```").count % 2 == 1)
    }

    @Test func htmlIsOneSelfContainedPageWithEveryStep() throws {
        let result = DataflowCommand.run(["run", "state-of-array", "sheet-stale-value", "--format", "html"])
        #expect(result.exitCode == 0)
        let html = result.stdout
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.contains("http://") && !html.contains("https://"), "the page must not load anything")
        #expect(!html.contains(" src=") && !html.contains("<link"))
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"data\">\n"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let data = try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [[String: Any]]
        #expect(data?.map { $0["id"] as? String } == ["state-of-array", "sheet-stale-value"])
        let variants = data?.first?["variants"] as? [[String: Any]]
        #expect(variants?.map { ($0["steps"] as? [Any])?.count } == [4, 4])
        #expect((data?.first?["code"] as? [[String: Any]])?.count == 3)
    }

    /// The page's data for one experiment: its variants' steps as JSON objects.
    private func pageData(_ id: String) throws -> (html: String, variants: [[String: Any]]) {
        let result = DataflowCommand.run(["run", id, "--format", "html"])
        #expect(result.exitCode == 0)
        let html = result.stdout
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"data\">\n"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let data = try #require(try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [[String: Any]])
        return (html, try #require(data.first?["variants"] as? [[String: Any]]))
    }

    /// Issue 32: a body that ran for nothing is drawn apart on the page, with its cause and fix;
    /// a body whose run was needed is not.
    @Test func aBodyThatRanForNothingIsMarkedWithItsCauseAndFix() throws {
        let (html, variants) = try pageData("wasted-renders")
        func views(_ variant: String) throws -> [[String: Any]] {
            let run = try #require(variants.first { $0["name"] as? String == variant })
            let step = try #require((run["steps"] as? [[String: Any]])?.first { $0["index"] as? Int == 1 })
            return try #require(step["views"] as? [[String: Any]])
        }
        let closure = try views("closure").filter { $0["state"] as? String == "wasted" }
        #expect(closure.count == 3)
        #expect(closure.allSatisfy { $0["name"] as? String == "ClosureRow" })
        let hint = try #require(closure.first?["wasted"] as? [String: Any])
        #expect((hint["fix"] as? String)?.isEmpty == false)
        #expect((hint["rule"] as? String)?.hasPrefix("§") == true, "the rule that decided")
        #expect(try views("value").allSatisfy { $0["state"] as? String != "wasted" }, "the fixed variant gets no mark")
        #expect(html.contains("ran for nothing"))
    }

    /// What the phone draws comes with what it needs: each screen line names the body view that
    /// drew it and whether it is stale, and each view carries `dataflow why`'s verdict and chain.
    @Test func thePhoneKnowsWhoDrewEachLineAndWhy() throws {
        let (html, variants) = try pageData("sheet-stale-value")
        let captured = try #require(variants.first { $0["name"] as? String == "captured" })
        let step = try #require((captured["steps"] as? [[String: Any]])?.first { $0["index"] as? Int == 1 })
        let lines = try #require(step["lines"] as? [[String: Any]])
        let views = try #require(step["views"] as? [[String: Any]])
        #expect(lines.map { $0["text"] as? String } == ["Button \"SHOW\"", "sheet (presented)", "Text \"n = 1\""])
        #expect(lines.map { $0["depth"] as? Int } == [0, 0, 1])
        #expect(lines.map { $0["stale"] as? Bool } == [false, false, true], "the sheet's text shows n = 1 while n is 2")
        let owner = try #require(views.first { $0["name"] as? String == "ContentView" })
        #expect(lines.allSatisfy { $0["owner"] as? String == owner["id"] as? String })
        let why = try #require(owner["why"] as? [String: Any])
        #expect(why["verdict"] as? String == "not run")
        let reasons = (why["reasons"] as? [[String: Any]])?.compactMap { $0["text"] as? String } ?? []
        #expect(reasons.contains { $0.contains("stale") }, "the answer says the view is stale: \(reasons)")
        // The same chain `dataflow why` prints.
        let asked = DataflowCommand.run(["why", "sheet-stale-value", "ContentView", "--variant", "captured", "--step", "1", "--format", "json"])
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(asked.stdout.utf8)) as? [String: Any])
        let first = try #require((answer["answers"] as? [[String: Any]])?.first)
        #expect((first["reasons"] as? [[String: Any]])?.compactMap { $0["text"] as? String } == reasons)
        for drawing in ["function phone(", "class: \"switch\"", "\"layer \" + style", "whyPanel("] {
            #expect(html.contains(drawing), "the page draws \(drawing)")
        }
    }

    /// A view whose body ran says so, with its `_printChanges` reason in the chain.
    @Test func aViewThatRanCarriesItsReason() throws {
        let (_, variants) = try pageData("sheet-stale-value")
        let readInBody = try #require(variants.first { $0["name"] as? String == "read-in-body" })
        let step = try #require((readInBody["steps"] as? [[String: Any]])?.first { $0["index"] as? Int == 1 })
        let view = try #require((step["views"] as? [[String: Any]])?.first { $0["name"] as? String == "ContentView" })
        #expect(view["state"] as? String == "ran")
        let why = try #require(view["why"] as? [String: Any])
        #expect(why["verdict"] as? String == "ran")
        #expect((why["reasons"] as? [[String: Any]])?.contains { ($0["text"] as? String)?.contains("_n") == true } == true)
    }

    /// In a real browser (Chromium, when this machine has it): the page draws a phone per
    /// variant, outlines the body that ran, and marks the stale line.
    @Test(.enabled(if: Self.chromium != nil, "needs chromium on PATH"))
    func aBrowserDrawsThePhone() throws {
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("dataflow-phone-\(getpid()).html")
        defer { try? FileManager.default.removeItem(at: page) }
        try DataflowCommand.run(["run", "sheet-stale-value", "--format", "html"]).stdout.write(to: page, atomically: true, encoding: .utf8)
        let process = Process()
        guard let chromium = Self.chromium else { return }
        process.executableURL = chromium
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", page.absoluteString + "#step=1&why=ContentView"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(dom.components(separatedBy: "class=\"phone\"").count - 1 == 3, "one phone per variant")
        #expect(dom.contains("class=\"ui ui-text stale"), "the captured variant's sheet text is marked stale")
        #expect(dom.contains("class=\"ui ui-stack ran"), "read-in-body's ContentView ran: its region is outlined")
        #expect(dom.components(separatedBy: "class=\"ui layer sheet").count - 1 == 3, "each variant's sheet is a layer")
        #expect(dom.contains("its body not run") && dom.contains("its body ran"), "the why panels opened on ContentView")
        // A fragment with bad percent-encoding is read as typed; the page still draws.
        let badFragment = Process()
        badFragment.executableURL = chromium
        badFragment.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", page.absoluteString + "#step=1&why=%E0%A4%A"]
        let badOutput = Pipe()
        badFragment.standardOutput = badOutput
        badFragment.standardError = FileHandle.nullDevice
        try badFragment.run()
        let badDOM = String(decoding: badOutput.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        badFragment.waitUntilExit()
        #expect(badDOM.components(separatedBy: "class=\"phone\"").count - 1 == 3, "the page draws with a malformed #why=")
    }

    /// The page's script parses (Node.js, when this machine has it, checks its syntax).
    @Test(.enabled(if: Self.executable(named: "node") != nil, "needs node on PATH"))
    func thePagesScriptParses() throws {
        let html = DataflowCommand.run(["run", "state-of-array", "--format", "html"]).stdout
        let start = try #require(html.range(of: "<script>"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("dataflow-page-\(getpid()).js")
        defer { try? FileManager.default.removeItem(at: script) }
        try String(html[start.upperBound..<end.lowerBound]).write(to: script, atomically: true, encoding: .utf8)
        let result = try BuiltProducts.capture(try #require(Self.executable(named: "node")), ["--check", script.path])
        #expect(result.status == 0, "\(result.stderr)")
    }

    static func executable(named name: String) -> URL? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static let chromium: URL? = ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap { name -> URL? in
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }.first

    @Test func listAndVerifyStayWithTextAndJSON() {
        #expect(DataflowCommand.run(["list", "--format", "html"]).exitCode == 64)
        #expect(
            DataflowCommand.run(["run", "state-of-array", "--format", "svg"]).stderr.hasPrefix(
                "Error: invalid value 'svg' for '--format': expected 'text', 'json', 'markdown', 'html', 'mermaid' or 'dot'\n"))
    }
}
