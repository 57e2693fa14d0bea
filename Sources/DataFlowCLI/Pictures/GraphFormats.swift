import DataFlow

/// `--format mermaid` and `--format dot`: for each variant, the dependency graph after each
/// chosen step (`--steps`; the last step by default): views as boxes inside their parents' flow,
/// what they depend on as cylinders, coloured by what the step did (ran, skipped, stale, written).
/// With `--summary`, the whole script's causes and effects instead (`CauseGraph`).
enum GraphFormats {
    static func pictures(_ transcript: Transcript, options: TextOptions) -> [StepPicture] {
        var pictures: [StepPicture] = []
        for variant in transcript.variants where options.variants?.contains(variant.name) ?? true {
            let steps = variant.steps.filter { options.steps?.contains($0.index) ?? ($0.index == variant.steps.count - 1) }
            for step in steps {
                pictures.append(StepPicture(title: "\(transcript.id) · \(variant.name) · step \(step.index): \(step.action)", step: step))
            }
        }
        return pictures
    }

    /// One Mermaid document: a single picture as its flowchart, several as one flowchart with a
    /// subgraph each (a `.mmd` file or a ```mermaid block holds one diagram).
    static func mermaid(_ transcripts: [Transcript], options: TextOptions) -> String {
        if options.summaryOnly { return CauseGraph.mermaid(transcripts, options: options) }
        let all = transcripts.flatMap { pictures($0, options: options) }
        guard all.count != 1 else { return mermaid(all[0]) }
        var lines = ["---", "title: \(yamlQuoted(documentTitle(transcripts, pictures: all.count)))", "---", "flowchart TD"]
        for (number, picture) in all.enumerated() {
            let prefix = "p\(number)_"
            lines.append("  subgraph p\(number) [\"\(escapeMermaid(picture.title))\"]")
            lines += mermaidBody(picture, prefix: prefix).map { "  " + $0 }
            lines.append("  end")
        }
        lines += mermaidClasses
        return lines.joined(separator: "\n") + "\n"
    }

    /// One Graphviz document: a single picture as its digraph, several as one digraph with a
    /// cluster each (`dot -Tsvg` draws one graph per document).
    static func dot(_ transcripts: [Transcript], options: TextOptions) -> String {
        if options.summaryOnly { return CauseGraph.dot(transcripts, options: options) }
        let all = transcripts.flatMap { pictures($0, options: options) }
        guard all.count != 1 else { return dot(all[0]) }
        let title = documentTitle(transcripts, pictures: all.count)
        var lines = ["digraph \(quoteDOT(title)) {", "  label=\(quoteDOT(title));", "  labelloc=t;", "  node [shape=box, fontname=\"Helvetica\"];"]
        for (number, picture) in all.enumerated() {
            lines += ["  subgraph cluster_\(number) {", "    label=\(quoteDOT(picture.title));"]
            lines += dotBody(picture, prefix: "p\(number)_").map { "  " + $0 }
            lines.append("  }")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// What a document of several pictures is called: its experiment, or how many.
    private static func documentTitle(_ transcripts: [Transcript], pictures: Int) -> String {
        (transcripts.count == 1 ? transcripts[0].id : "dataflow: \(transcripts.count) experiments") + " · \(pictures) pictures"
    }

    /// One Mermaid flowchart (GitHub renders it in a ```mermaid block).
    static func mermaid(_ picture: StepPicture) -> String {
        let lines = ["---", "title: \(yamlQuoted(picture.title))", "---", "flowchart TD"] + mermaidBody(picture, prefix: "") + mermaidClasses
        return lines.joined(separator: "\n") + "\n"
    }

    /// A picture's nodes, edges and classes, with ids that start with `prefix`.
    private static func mermaidBody(_ picture: StepPicture, prefix: String) -> [String] {
        var lines: [String] = []
        for view in picture.views {
            let changes = view.changes.map { "<br/><small>\(escapeMermaid($0))</small>" } ?? ""
            lines.append("  \(prefix)\(view.id)[\"\(escapeMermaid(view.name))\(changes)\"]")
        }
        for source in picture.sources { lines.append("  \(prefix)\(source.id)[(\"\(escapeMermaid(source.name))\")]") }
        for view in picture.views { if let parent = view.parent { lines.append("  \(prefix)\(parent) --> \(prefix)\(view.id)") } }
        for edge in picture.edges { lines.append("  \(prefix)\(edge.view) -. \(edge.kind) .-> \(prefix)\(edge.source)") }
        for view in picture.views {
            if let style = style(of: view) { lines.append("  class \(prefix)\(view.id) \(style)") }
        }
        for source in picture.sources where source.written { lines.append("  class \(prefix)\(source.id) written") }
        return lines
    }

    private static let mermaidClasses = [
        "  classDef ran fill:#d4f7d4,stroke:#2a7a2a",
        "  classDef skipped fill:#eeeeee,stroke:#999999,color:#666666",
        "  classDef stale fill:#ffe0b3,stroke:#cc7a00",
        "  classDef written fill:#ffd6d6,stroke:#cc0000",
    ]

    /// One Graphviz digraph (`dot -Tsvg` draws it).
    static func dot(_ picture: StepPicture) -> String {
        var lines = [
            "digraph \(quoteDOT(picture.title)) {", "  label=\(quoteDOT(picture.title));", "  labelloc=t;",
            "  node [shape=box, fontname=\"Helvetica\"];",
        ]
        lines += dotBody(picture, prefix: "")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A picture's nodes and edges, with ids that start with `prefix`.
    private static func dotBody(_ picture: StepPicture, prefix: String) -> [String] {
        var lines: [String] = []
        let fills = ["ran": "#d4f7d4", "skipped": "#eeeeee", "stale": "#ffe0b3"]
        for view in picture.views {
            let label = view.name + (view.changes.map { "\n" + $0 } ?? "")
            let fill = style(of: view).flatMap { fills[$0] }.map { ", style=filled, fillcolor=\"\($0)\"" } ?? ""
            lines.append("  \(prefix)\(view.id) [label=\(quoteDOT(label))\(fill)];")
        }
        for source in picture.sources {
            let fill = source.written ? ", style=filled, fillcolor=\"#ffd6d6\"" : ""
            lines.append("  \(prefix)\(source.id) [label=\(quoteDOT(source.name)), shape=cylinder\(fill)];")
        }
        for view in picture.views { if let parent = view.parent { lines.append("  \(prefix)\(parent) -> \(prefix)\(view.id);") } }
        for edge in picture.edges {
            lines.append("  \(prefix)\(edge.view) -> \(prefix)\(edge.source) [style=dashed, label=\(quoteDOT(edge.kind))];")
        }
        return lines
    }

    /// The class a view is drawn with: stale beats ran beats skipped.
    static func style(of view: StepPicture.ViewNode) -> String? {
        if view.stale { return "stale" }
        if view.ran { return "ran" }
        if view.skipped { return "skipped" }
        return nil
    }

    /// Text inside a Mermaid label: quotes, angle brackets and backticks (Markdown strings) as
    /// entities, and `#` too where a `;` could make it one (`#lt;` in a label stays text); a line
    /// break as `<br/>`.
    static func escapeMermaid(_ text: String) -> String {
        (text.contains(";") ? text.replacingOccurrences(of: "#", with: "#35;") : text)
            .replacingOccurrences(of: "\"", with: "#quot;").replacingOccurrences(of: "<", with: "#lt;")
            .replacingOccurrences(of: ">", with: "#gt;").replacingOccurrences(of: "`", with: "#96;")
            .replacingOccurrences(of: "\r\n", with: "<br/>").replacingOccurrences(of: "\n", with: "<br/>")
    }

    /// A YAML single-quoted scalar on one line: quotes doubled, line breaks as spaces (a break in
    /// front matter would end the title).
    static func yamlQuoted(_ text: String) -> String {
        let line = text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ").replacingOccurrences(
            of: "\r", with: " ")
        return "'" + line.replacingOccurrences(of: "'", with: "''") + "'"
    }

    static func quoteDOT(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(
                of: "\n", with: "\\n") + "\""
    }
}
