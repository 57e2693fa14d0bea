/// The script's scrolling (§33): `scroll down`, `scroll up 2`, `scroll-to "Item 40"`.
extension ScriptAction {
    /// Whether the action scrolls rather than operates a control.
    var isScroll: Bool {
        switch self {
        case .scroll, .scrollTo: true
        default: false
        }
    }
}

extension Session {
    /// Plays a scrolling action as one step: each screen scrolled is an event of its own (the
    /// rows that came on screen are made, their appear actions run), as a user's swipe is.
    func scroll(_ action: ScriptAction) throws(ScriptFailure) -> StepRecord {
        if let stop = host.stopDescription { throw ScriptFailure(stopped: stop, step: stepCount, action: action.description) }
        guard let viewport = graph.scrolledViewport() else {
            throw ScriptFailure(
                step: stepCount, action: action.description, problem: "nothing on screen scrolls (no List, Form or ScrollView)",
                available: controls)
        }
        switch action {
        case .scroll(let direction, let screens):
            let sign = direction == .down ? 1.0 : -1.0
            for _ in 0..<screens {
                var moved = false
                host.perform { moved = viewport.scroll(to: viewport.offset + sign * viewport.visibleHeight, byUser: true) }
                if !moved {
                    host.perform {
                        host.reporter.report(
                            .dataflow("\(action.description): the content reached its \(direction == .down ? "bottom" : "top") (§33)"))
                    }
                    break
                }
            }
        case .scrollTo(let text):
            try scroll(viewport, toRowShowing: text, action: action)
        default:
            break
        }
        return finishStep(action)
    }

    /// Scrolls down a screen at a time until a view showing `text` is made, then until its row
    /// is wholly within the visible part.
    private func scroll(_ viewport: ScrollViewport, toRowShowing text: String, action: ScriptAction) throws(ScriptFailure) {
        while true {
            if let row = viewport.row(showing: text) {
                let top = viewport.node.contentOffset(of: row, width: viewport.width)
                let bottom = top + row.estimatedHeight(width: viewport.width)
                if bottom > viewport.visible.upperBound {
                    host.perform { viewport.scroll(to: bottom - viewport.visibleHeight, byUser: true) }
                } else if top < viewport.offset {
                    host.perform { viewport.scroll(to: top, byUser: true) }
                }
                return
            }
            var moved = false
            host.perform { moved = viewport.scroll(to: viewport.offset + viewport.visibleHeight, byUser: true) }
            if !moved || host.stopDescription != nil { break }
        }
        let texts = viewport.shownTexts()
        let near = texts.min { closeness(text, $0) < closeness(text, $1) }
        throw ScriptFailure(
            step: stepCount, action: action.description,
            problem: "no row showing \(quote(text)) down to the bottom of the content" + (near.map { "; the nearest is \(quote($0))" } ?? ""),
            available: controls)
    }
}

/// How far apart two texts are: edits between them, ignoring case (for "the nearest").
private func closeness(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased()), b = Array(b.lowercased())
    var row = Array(0...b.count)
    for (i, x) in a.enumerated() {
        var next = [i + 1]
        for (j, y) in b.enumerated() { next.append(min(row[j + 1] + 1, next[j] + 1, row[j] + (x == y ? 0 : 1))) }
        row = next
    }
    return row[b.count]
}

extension ViewGraph {
    /// The scroll view a script scrolls: the last list, form or scroll view on screen (the one
    /// in the topmost presentation), not one inside another.
    package func scrolledViewport() -> ScrollViewport? {
        var found: StructuralNode?
        root?.walk { node, _ in
            if node.isCovered || node.isScrolledOff { return [] }
            if node.isScroller, let scroller = node as? StructuralNode {
                found = scroller
                return []
            }
            return node.operableChildren
        }
        return found?.viewport
    }
}

extension ScrollViewport {
    /// The row (the child of a `ForEach`, or of the container itself) that holds a text showing
    /// `text`, among those made.
    func row(showing text: String) -> Node? {
        var match: Node?
        node.walk { current, _ in
            guard match == nil, !current.isScrolledOff else { return [] }
            // A text that shows it, or a control labelled with it (a row's title and date).
            var words: [String] = []
            if current is TextNode { current.appendText(to: &words) }
            if current is any ControlNode { words.append(current.labelText()) }
            if words.contains(text) {
                match = current.rowAncestor(below: node) ?? current
                return []
            }
            return current.children
        }
        return match
    }

    /// The texts of the views made in it, for an error.
    func shownTexts() -> [String] {
        var texts: [String] = []
        node.walk { current, _ in
            if current is TextNode { current.appendText(to: &texts) }
            return current.isScrolledOff ? [] : current.children
        }
        return texts
    }
}

extension Node {
    /// The row of a `ForEach` (or the item of `container`) this node is in.
    func rowAncestor(below container: Node) -> Node? {
        var node: Node = self
        while let parent = node.parent, parent !== container {
            if parent is ForEachNode { return node }
            node = parent
        }
        return node.parent === container ? node : nil
    }
}
