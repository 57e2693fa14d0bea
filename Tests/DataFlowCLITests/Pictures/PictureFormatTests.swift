import Foundation
import Testing
import DataFlow
import Experiments
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
        var body: some View { Toggle("<!--<script>`a`#lt;", isOn: $on) }
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

    @Test func listAndVerifyStayWithTextAndJSON() {
        #expect(DataflowCommand.run(["list", "--format", "html"]).exitCode == 64)
        #expect(DataflowCommand.run(["run", "state-of-array", "--format", "svg"]).stderr.hasPrefix(
            "Error: invalid value 'svg' for '--format': expected 'text', 'json', 'markdown', 'html', 'mermaid' or 'dot'\n"))
    }
}
