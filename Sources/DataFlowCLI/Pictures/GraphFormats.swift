import DataFlow

/// `--format mermaid` and `--format dot`: for each variant, the dependency graph after each
/// chosen step (`--steps`; the last step by default): views as boxes inside their parents' flow,
/// what they depend on as cylinders, coloured by what the step did (ran, skipped, stale, written).
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

    static func mermaid(_ transcripts: [Transcript], options: TextOptions) -> String {
        transcripts.flatMap { pictures($0, options: options) }.map(mermaid).joined(separator: "\n")
    }

    static func dot(_ transcripts: [Transcript], options: TextOptions) -> String {
        transcripts.flatMap { pictures($0, options: options) }.map(dot).joined(separator: "\n")
    }

    /// One Mermaid flowchart (GitHub renders it in a ```mermaid block).
    static func mermaid(_ picture: StepPicture) -> String {
        // The title is YAML front matter: a single-quoted scalar keeps quotes and colons literal.
        let title = "'" + picture.title.replacingOccurrences(of: "'", with: "''") + "'"
        var lines = ["---", "title: \(title)", "---", "flowchart TD"]
        for view in picture.views {
            let changes = view.changes.map { "<br/><small>\(escapeMermaid($0))</small>" } ?? ""
            lines.append("  \(view.id)[\"\(escapeMermaid(view.name))\(changes)\"]")
        }
        for source in picture.sources { lines.append("  \(source.id)[(\"\(escapeMermaid(source.name))\")]") }
        for view in picture.views { if let parent = view.parent { lines.append("  \(parent) --> \(view.id)") } }
        for edge in picture.edges { lines.append("  \(edge.view) -. \(edge.kind) .-> \(edge.source)") }
        for view in picture.views {
            if let style = style(of: view) { lines.append("  class \(view.id) \(style)") }
        }
        for source in picture.sources where source.written { lines.append("  class \(source.id) written") }
        lines += [
            "  classDef ran fill:#d4f7d4,stroke:#2a7a2a",
            "  classDef skipped fill:#eeeeee,stroke:#999999,color:#666666",
            "  classDef stale fill:#ffe0b3,stroke:#cc7a00",
            "  classDef written fill:#ffd6d6,stroke:#cc0000",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// One Graphviz digraph (`dot -Tsvg` draws it).
    static func dot(_ picture: StepPicture) -> String {
        var lines = ["digraph \(quoteDOT(picture.title)) {", "  label=\(quoteDOT(picture.title));", "  labelloc=t;",
                     "  node [shape=box, fontname=\"Helvetica\"];"]
        let fills = ["ran": "#d4f7d4", "skipped": "#eeeeee", "stale": "#ffe0b3"]
        for view in picture.views {
            let label = view.name + (view.changes.map { "\n" + $0 } ?? "")
            let fill = style(of: view).flatMap { fills[$0] }.map { ", style=filled, fillcolor=\"\($0)\"" } ?? ""
            lines.append("  \(view.id) [label=\(quoteDOT(label))\(fill)];")
        }
        for source in picture.sources {
            let fill = source.written ? ", style=filled, fillcolor=\"#ffd6d6\"" : ""
            lines.append("  \(source.id) [label=\(quoteDOT(source.name)), shape=cylinder\(fill)];")
        }
        for view in picture.views { if let parent = view.parent { lines.append("  \(parent) -> \(view.id);") } }
        for edge in picture.edges { lines.append("  \(edge.view) -> \(edge.source) [style=dashed, label=\(quoteDOT(edge.kind))];") }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The class a view is drawn with: stale beats ran beats skipped.
    static func style(of view: StepPicture.ViewNode) -> String? {
        if view.stale { return "stale" }
        if view.ran { return "ran" }
        if view.skipped { return "skipped" }
        return nil
    }

    private static func escapeMermaid(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "#quot;").replacingOccurrences(of: "<", with: "#lt;").replacingOccurrences(of: ">", with: "#gt;")
    }

    private static func quoteDOT(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
