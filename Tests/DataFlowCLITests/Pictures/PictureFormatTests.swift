import Foundation
import Testing
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
    func mermaidAndDOTDrawEveryViewAndOnlyDeclaredNodes(id: String) throws {
        let mermaid = DataflowCommand.run(["run", id, "--format", "mermaid"]).stdout
        let dot = DataflowCommand.run(["run", id, "--format", "dot"]).stdout
        let experiment = try #require(Catalog.experiment(id: id))
        #expect(mermaid.components(separatedBy: "flowchart TD\n").count - 1 == experiment.variants.count)
        #expect(dot.components(separatedBy: "digraph ").count - 1 == experiment.variants.count)
        for diagram in mermaid.components(separatedBy: "flowchart TD\n").dropFirst() {
            let declared = Set(diagram.matches(of: #/\n?  ([vs][0-9]+)[\[\(]/#).map { String($0.output.1) })
            for edge in diagram.matches(of: #/  ([vs][0-9]+) (?:-->|-\. [a-z]+ \.->) ([vs][0-9]+)/#) {
                #expect(declared.contains(String(edge.output.1)) && declared.contains(String(edge.output.2)), "\(id): \(edge.output.0)")
            }
        }
        #expect(dot.filter { $0 == "{" }.count == dot.filter { $0 == "}" }.count)
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
