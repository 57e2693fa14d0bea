/// Identity paths: how reports name a node (`ContentView/Form[1]/ToggleView`), built from the
/// nodes' keys and kept short for trees of any depth.
extension Node {
    /// A stable, readable path such as `ContentView/Form[1]/ToggleView` or `ForEach[AAA]/Row`.
    ///
    /// Built from the nearest ancestor that knows its path, without recursion. Paths of up to
    /// `cachedPathLimit` characters are kept; longer ones (deep trees) are rebuilt on request.
    package var identityPath: String {
        if let known = pathMemo.text { return known }
        var chain: [Node] = [self]
        var path = ""
        var folded = false
        while let above = chain.last!.pathParent {
            if let known = above.pathMemo.text {
                path = known
                folded = above.pathMemo.isFolded
                break
            }
            chain.append(above)
        }
        for node in chain.reversed() {
            node.appendSegment(to: &path, folded: &folded)
            if path.utf8.count <= Self.cachedPathLimit { node.pathMemo.text = path }
        }
        return path
    }

    /// Appends this node's own segment to `path` (its parent's), in place: a deep node's path
    /// is built in one buffer, not copied once per level. Once a path is longer than
    /// `foldingLength`, it and every path below it are kept with their repeats folded
    /// (`Nest[else]×40`), so a recursive tree's paths stay short and each has one spelling.
    private func appendSegment(to path: inout String, folded: inout Bool) {
        path += key.pathComponent(host.reporter.describer)
        guard let pathName else { return }
        if folded || path.utf8.count > Self.foldingLength {
            path = IdentityPathFolding.folded(path)
            folded = true
        }
        path += path.isEmpty ? pathName : "/" + pathName
        pathMemo.isFolded = folded
    }

    /// Paths longer than this are folded as they grow (a tree hundreds of levels deep); shorter
    /// ones are kept whole.
    package static let foldingLength = 1_024

    /// For a removed node about to lose its parent: keeps its path as text if it is short,
    /// from its parent's kept path (parents are dismantled first), so that later reports still
    /// name it. A longer path is not kept: such a node reports only its own segment afterwards.
    func keepPathIfShort() {
        guard pathMemo.text == nil else { return }
        var above = ""
        var folded = false
        if let parent = pathParent {
            guard let known = parent.pathMemo.text ?? (parent.isRemoved ? nil : parent.identityPath) else { return }
            above = known
            folded = parent.pathMemo.isFolded
        }
        appendSegment(to: &above, folded: &folded)
        if above.utf8.count <= Self.cachedPathLimit { pathMemo.text = above }
    }

    /// The longest identity path a node keeps as text.
    private static let cachedPathLimit = 2_048

    /// The node whose path this one's extends: the parent, or the parent it had when removed.
    private var pathParent: Node? { parent ?? pathMemo.removedParent }
}

/// What a node remembers of its own identity path.
struct PathMemo {
    /// The path, when it is short enough to keep as text (`cachedPathLimit`).
    var text: String?
    /// Whether this node's path (and so every path below it) is kept folded.
    var isFolded = false
    /// For a removed node whose path is not kept as text: its parent at removal, until its
    /// step ends (`Removals`), so that reports made meanwhile can still name it.
    var removedParent: Node?
}
