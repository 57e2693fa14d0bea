import DataFlow

/// `--format mermaid|dot --summary`: what drove the bodies over a whole script, as one graph per
/// variant: each cause (a view's own state, an object's property its body read, its parent's new
/// inputs) points at the views whose bodies it made run, the edge counting how many times and how
/// many of those ran for nothing (D17). An update instrument's cause-and-effect graph, with the
/// waste it does not show.
struct CauseGraph {
    /// What made a body run: storage (`ContentView._count`, `Favorites#1.ids`) or a parent view.
    struct Cause: Hashable {
        var name: String
        var isView: Bool
    }

    struct Edge: Hashable {
        var cause: Cause
        var view: String
    }

    var title: String
    /// Views by type name, in the order they first ran, with their runs and wasted runs.
    private(set) var views: [(name: String, runs: Int, wasted: Int)] = []
    private(set) var edges: [(edge: Edge, runs: Int, wasted: Int)] = []

    /// The graph of `variant`'s chosen steps. The mount and views that appear in a step are first
    /// renders, driven by nothing but being new: they count as runs with no cause drawn.
    init(title: String, variant: VariantRun, steps selection: StepSelection?) {
        self.title = title
        var known: Set<String> = []
        for (step, hints) in zip(variant.steps, Hint.perStep(variant.steps)) {
            defer { known.formUnion(WastedRender.known(in: [step])) }
            guard selection?.contains(step.index) ?? true else { continue }
            let wasted = Set(hints.filter { $0.kind == .wasted }.map(\.identity))
            // Each body view's type, by identity, to name a parent that gave new inputs.
            var names: [String: String] = [:]
            for body in step.bodies { names[body.node.identity] = body.node.view }
            for skipped in step.skipped { names[skipped.identity] = skipped.view }
            for body in step.bodies {
                let identity = body.node.identity
                let isWasted = wasted.contains(identity)
                count(view: body.node.view, wasted: isWasted)
                let tokens = PrintChangesLine.tokens(body.changes)
                // A view new in this step (the mount, a row that appeared) ran for its first render.
                guard known.contains(identity), !tokens.contains("@identity") else { continue }
                for token in tokens {
                    switch token {
                    case "@self":
                        let parent = Self.parent(of: identity, in: names) ?? "its parent"
                        count(Edge(cause: Cause(name: parent, isView: true), view: body.node.view), wasted: isWasted)
                    case "@dependencies":
                        let changed = body.dependencies.isEmpty ? ["an @Observable property"] : body.dependencies
                        for name in changed { count(Edge(cause: Cause(name: name, isView: false), view: body.node.view), wasted: isWasted) }
                    default:
                        count(Edge(cause: Cause(name: "\(body.node.view).\(token)", isView: false), view: body.node.view), wasted: isWasted)
                    }
                }
            }
        }
    }

    private mutating func count(view: String, wasted: Bool) {
        if let index = views.firstIndex(where: { $0.name == view }) {
            views[index].runs += 1
            views[index].wasted += wasted ? 1 : 0
        } else {
            views.append((view, 1, wasted ? 1 : 0))
        }
    }

    private mutating func count(_ edge: Edge, wasted: Bool) {
        if let index = edges.firstIndex(where: { $0.edge == edge }) {
            edges[index].runs += 1
            edges[index].wasted += wasted ? 1 : 0
        } else {
            edges.append((edge, 1, wasted ? 1 : 0))
        }
    }

    /// The type of the nearest body view above `identity`.
    private static func parent(of identity: String, in names: [String: String]) -> String? {
        var end = identity.endIndex
        while let cut = identity[..<end].lastIndex(where: { $0 == "/" || $0 == "[" }) {
            if let name = names[String(identity[..<cut])] { return name }
            end = cut
        }
        return nil
    }

    /// `3` or `3 (2 for nothing)`.
    private static func label(runs: Int, wasted: Int) -> String {
        wasted > 0 ? "\(runs) (\(wasted) for nothing)" : "\(runs)"
    }

    /// Storage nodes, in the order their edges first appear.
    private var storage: [String] {
        var names: [String] = []
        for edge in edges where !edge.edge.cause.isView && !names.contains(edge.edge.cause.name) { names.append(edge.edge.cause.name) }
        return names
    }

    /// A view's node id; a parent that gave new inputs but never ran itself gets one too.
    private var viewIDs: [String: String] {
        var ids: [String: String] = [:]
        for view in views where ids[view.name] == nil { ids[view.name] = "v\(ids.count)" }
        for edge in edges where edge.edge.cause.isView && ids[edge.edge.cause.name] == nil { ids[edge.edge.cause.name] = "v\(ids.count)" }
        return ids
    }

    // MARK: Drawing

    /// The graphs of every chosen variant of `transcripts`, as one Mermaid flowchart.
    static func mermaid(_ transcripts: [Transcript], options: TextOptions) -> String {
        let graphs = all(transcripts, options: options)
        let title = graphs.count == 1 ? graphs[0].title : "causes over the script · \(graphs.count) variants"
        var lines = ["---", "title: \(GraphFormats.yamlQuoted(title))", "---", "flowchart LR"]
        for (number, graph) in graphs.enumerated() {
            let prefix = "g\(number)_"
            if graphs.count > 1 { lines.append("  subgraph g\(number) [\"\(GraphFormats.escapeMermaid(graph.title))\"]") }
            lines += graph.mermaidBody(prefix: prefix)
            if graphs.count > 1 { lines.append("  end") }
        }
        lines.append("  classDef wasted fill:#fff3c4,stroke:#b38f00")
        return lines.joined(separator: "\n") + "\n"
    }

    private func mermaidBody(prefix: String) -> [String] {
        var lines: [String] = []
        let ids = viewIDs
        for (name, id) in ids.sorted(by: { ($0.value.count, $0.value) < ($1.value.count, $1.value) }) {
            let counts = views.first { $0.name == name }.map { "<br/><small>ran \(Self.label(runs: $0.runs, wasted: $0.wasted))</small>" } ?? ""
            lines.append("  \(prefix)\(id)[\"\(GraphFormats.escapeMermaid(name))\(counts)\"]")
        }
        let sources = storage
        for (index, name) in sources.enumerated() { lines.append("  \(prefix)s\(index)[(\"\(GraphFormats.escapeMermaid(name))\")]") }
        for edge in edges {
            let from = edge.edge.cause.isView ? ids[edge.edge.cause.name]! : "s\(sources.firstIndex(of: edge.edge.cause.name)!)"
            lines.append("  \(prefix)\(from) -->|\"\(Self.label(runs: edge.runs, wasted: edge.wasted))\"| \(prefix)\(ids[edge.edge.view]!)")
        }
        for view in views where view.wasted > 0 { lines.append("  class \(prefix)\(ids[view.name]!) wasted") }
        return lines
    }

    /// The graphs of every chosen variant of `transcripts`, as one Graphviz digraph.
    static func dot(_ transcripts: [Transcript], options: TextOptions) -> String {
        let graphs = all(transcripts, options: options)
        let title = graphs.count == 1 ? graphs[0].title : "causes over the script · \(graphs.count) variants"
        var lines = [
            "digraph \(GraphFormats.quoteDOT(title)) {", "  label=\(GraphFormats.quoteDOT(title));", "  labelloc=t;", "  rankdir=LR;",
            "  node [shape=box, fontname=\"Helvetica\"];",
        ]
        for (number, graph) in graphs.enumerated() {
            let prefix = "g\(number)_"
            if graphs.count > 1 { lines += ["  subgraph cluster_\(number) {", "    label=\(GraphFormats.quoteDOT(graph.title));"] }
            lines += graph.dotBody(prefix: prefix)
            if graphs.count > 1 { lines.append("  }") }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private func dotBody(prefix: String) -> [String] {
        var lines: [String] = []
        let ids = viewIDs
        for (name, id) in ids.sorted(by: { ($0.value.count, $0.value) < ($1.value.count, $1.value) }) {
            let view = views.first { $0.name == name }
            let counts = view.map { "\nran \(Self.label(runs: $0.runs, wasted: $0.wasted))" } ?? ""
            let fill = (view?.wasted ?? 0) > 0 ? ", style=filled, fillcolor=\"#fff3c4\"" : ""
            lines.append("  \(prefix)\(id) [label=\(GraphFormats.quoteDOT(name + counts))\(fill)];")
        }
        let sources = storage
        for (index, name) in sources.enumerated() { lines.append("  \(prefix)s\(index) [label=\(GraphFormats.quoteDOT(name)), shape=cylinder];") }
        for edge in edges {
            let from = edge.edge.cause.isView ? ids[edge.edge.cause.name]! : "s\(sources.firstIndex(of: edge.edge.cause.name)!)"
            lines.append(
                "  \(prefix)\(from) -> \(prefix)\(ids[edge.edge.view]!) [label=\(GraphFormats.quoteDOT(Self.label(runs: edge.runs, wasted: edge.wasted)))];"
            )
        }
        return lines
    }

    /// One graph per chosen variant of each transcript.
    private static func all(_ transcripts: [Transcript], options: TextOptions) -> [CauseGraph] {
        transcripts.flatMap { transcript in
            transcript.variants.filter { options.variants?.contains($0.name) ?? true }.map { variant in
                CauseGraph(title: "\(transcript.id) · \(variant.name) · causes over the script", variant: variant, steps: options.steps)
            }
        }
    }
}
