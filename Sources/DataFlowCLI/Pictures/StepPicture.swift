import DataFlow

/// One step as a picture: the body views (in tree order, each with its parent), what each
/// depends on, and what the step did to them: which ran, which were skipped, which show stale
/// values, which storage was written. Mermaid, DOT and the HTML page draw the same picture.
struct StepPicture {
    struct ViewNode {
        var id: String
        var identity: String
        var name: String
        var parent: String?
        var ran = false
        var skipped = false
        var stale = false
        /// Why it ran, in `_printChanges` words.
        var changes: String?
    }

    struct SourceNode {
        var id: String
        var name: String
        var written = false
    }

    struct Edge {
        var view: String
        var source: String
        var kind: String
    }

    var title: String
    var views: [ViewNode] = []
    var sources: [SourceNode] = []
    var edges: [Edge] = []

    init(title: String, step: StepRecord) {
        self.title = title
        let snapshot = step.dependencies ?? DependencySnapshot()
        var viewIDs: [String: String] = [:]
        // Looked up once each, not once a view: a deep tree has thousands of views.
        var changes: [String: String] = [:]
        for body in step.bodies where changes[body.node.identity] == nil { changes[body.node.identity] = body.changes }
        let skipped = Set(step.skipped.map(\.identity))
        var positions: [String: Int] = [:]
        for (index, view) in snapshot.views.enumerated() {
            let id = "v\(index)"
            viewIDs[view.identity] = id
            var node = ViewNode(id: id, identity: view.identity, name: view.name, parent: view.parent.flatMap { viewIDs[$0] })
            node.changes = changes[view.identity]
            node.ran = node.changes != nil
            node.skipped = skipped.contains(view.identity)
            views.append(node)
            positions[view.identity] = index
        }
        // A stale line belongs to the innermost body view whose identity leads to it.
        for stale in step.stale {
            if let index = Self.innermost(leadingTo: stale.identity, in: positions) { views[index].stale = true }
        }
        var sourceIDs: [String: String] = [:]
        func source(_ name: String) -> String {
            if let id = sourceIDs[name] { return id }
            let id = "s\(sources.count)"
            sourceIDs[name] = id
            sources.append(SourceNode(id: id, name: name))
            return id
        }
        for dependency in snapshot.dependencies {
            guard let view = viewIDs[dependency.view] else { continue }
            edges.append(Edge(view: view, source: source(dependency.source), kind: dependency.kind.rawValue))
        }
        // What the step wrote: the storage or object at the start of each write's target.
        for write in step.writes where write.isTracked || write.outcome == .untracked {
            let owner = sources.first { Self.leads($0.name, to: write.target) }?.name ?? Self.owner(of: write.target)
            let id = source(owner)
            if let index = sources.firstIndex(where: { $0.id == id }) { sources[index].written = true }
        }
    }

    /// The position of the longest identity in `positions` that leads to `path` (see `leads`).
    static func innermost(leadingTo path: String, in positions: [String: Int]) -> Int? {
        if let position = positions[path] { return position }
        var end = path.endIndex
        while let cut = path[..<end].lastIndex(where: { $0 == "/" || $0 == "." || $0 == "[" }) {
            if let position = positions[String(path[..<cut])] { return position }
            end = cut
        }
        return nil
    }

    /// Whether `path` is `prefix` or continues it after a separator (`/`, `.`, `[`).
    static func leads(_ prefix: String, to path: String) -> Bool {
        guard path.hasPrefix(prefix) else { return false }
        let rest = path.dropFirst(prefix.count)
        return rest.isEmpty || rest.first == "/" || rest.first == "." || rest.first == "["
    }

    /// `ContentView._items[1].done` → `ContentView._items`; `Model#1.name` → `Model#1`.
    static func owner(of target: String) -> String {
        if let bracket = target.firstIndex(of: "[") { return owner(of: String(target[..<bracket])) }
        let parts = target.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count > 1 else { return target }
        // A view's stored property is `_name`; an object's field follows the object's name.
        if let field = parts.firstIndex(where: { $0.hasPrefix("_") }) { return parts[...field].joined(separator: ".") }
        return String(parts[0])
    }
}
