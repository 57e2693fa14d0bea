/// A `ForEach` in a lazy container makes the rows on screen (§33).
extension ForEachNode {
    /// Lays the rows out in the viewport: gathers every id (`evaluatingShown`: the parent handed
    /// a new `ForEach`), then from the top makes the rows that intersect the visible part, keeps
    /// those near it off screen, and lets the rest go. Rows already on screen run their content
    /// closure again only when the parent handed a new `ForEach`; a scroll makes only the rows
    /// that came on screen.
    func layOutLazily(_ forEach: any ForEachProtocol, _ lazy: LazyRows, evaluatingShown: Bool) {
        lazy.latest = forEach
        lazy.didLayOut()
        if evaluatingShown { gatherKeys(forEach, into: lazy) }
        let keys = lazy.keys
        let viewport = lazy.viewport
        if evaluatingShown {
            viewport.applyInitialRequest()
            viewport.keepWithinContent()
        }
        let width = viewport.width - (lazy.context == .rows ? LayoutMetrics.listContentInset : 0)
        let visible = viewport.visible
        let kept = (visible.lowerBound - viewport.visibleHeight)..<(visible.upperBound + viewport.visibleHeight)
        var previous: [IdentityKey: Node] = [:]
        for child in children { previous[child.key] = child }
        let lastRows = rowContents
        var made = [ForEachRowContent?](repeating: nil, count: keys.count)
        var next: [Node] = []
        var beyond = lazy.makesRowBeyond ? 1 : 0
        var shown: ClosedRange<Int>?
        var top = viewport.node.contentOffset(of: self, width: viewport.width)
        var start = 0
        while start < keys.count, top < kept.upperBound || beyond > 0 {
            let band = start..<min(start + lazy.columns, keys.count)
            let estimated = band.map { lazy.height(of: keys[$0]) }.max() ?? 0
            let isVisible = top < visible.upperBound && top + estimated > visible.lowerBound
            let isBeyond = !isVisible && top >= visible.upperBound && beyond > 0
            var height = estimated
            if isVisible || isBeyond {
                if isBeyond { beyond -= 1 }
                height = 0
                for position in band {
                    let (row, rowHeight) = makeRow(
                        at: position, key: keys[position], forEach, existing: previous[keys[position]],
                        reusing: evaluatingShown ? nil : lastRows, lastRows: lastRows, made: &made, width: width, lazy: lazy)
                    next.append(row)
                    height = max(height, rowHeight)
                }
                if isVisible { shown = (shown?.lowerBound ?? band.lowerBound)...(band.upperBound - 1) }
            } else if top + estimated > kept.lowerBound && top < kept.upperBound {
                // Near the screen: a row made before keeps its identity, off screen (§33).
                for position in band {
                    guard let row = previous[keys[position]] else { continue }
                    if !row.isScrolledOff {
                        row.isScrolledOff = true
                        row.setCovered(true)
                    }
                    made[position] = position < lastRows.count ? lastRows[position] : nil
                    next.append(row)
                }
            }
            top += height + lazy.gap
            start = band.upperBound
        }
        lazy.shown = shown
        adopt(next, rows: made, keys: keys, lastRows: lastRows)
    }

    /// The id pass: every row's key, without running any row's content. Keys the same as the
    /// last update's were unique then, and need no second look.
    private func gatherKeys(_ forEach: any ForEachProtocol, into lazy: LazyRows) {
        var (keys, kept) = forEach.rowKeys(keeping: self.kept, report: { self.host.reporter.report($0) })
        if self.kept == nil { self.kept = kept }
        if keys != lazy.keys { separateDuplicates(in: &keys, key: \.self, of: forEach.typeForWarnings) }
        lazy.keys = keys
    }

    /// Makes `next` the children: the row contents no longer made stop, the rows that left are
    /// removed.
    private func adopt(_ next: [Node], rows made: [ForEachRowContent?], keys: [IdentityKey], lastRows: [ForEachRowContent?]) {
        for (position, row) in lastRows.enumerated() where row != nil && (position >= made.count || made[position] !== row) { row?.stop() }
        rowContents = made
        for position in made.indices { made[position]?.key = keys[position] }
        let previousChildren = children
        let leaving = previousChildren.filter { child in !next.contains { $0 === child } }
        setChildren(next)
        for child in leaving where !child.isRemoved { child.remove() }
        if !leaving.isEmpty { checkRemovedRows(previousChildren) }
    }

    /// Makes (or brings up to date) the row at `position`, and measures it. `reusing` are the
    /// rows whose content is kept as it is (a scroll: rows already on screen are not run again).
    private func makeRow(
        at position: Int, key: IdentityKey, _ forEach: any ForEachProtocol, existing: Node?, reusing: [ForEachRowContent?]?,
        lastRows: [ForEachRowContent?], made: inout [ForEachRowContent?], width: Double, lazy: LazyRows
    ) -> (Node, Double) {
        let last = position < lastRows.count ? lastRows[position] : nil
        if reusing != nil, let existing, !existing.isScrolledOff {
            made[position] = last
            return (existing, lazy.height(of: key))
        }
        let content = forEach.rowContent(at: position, keeping: kept)
        let view: any View
        if host.reporter.isTracing {
            let row = last ?? ForEachRowContent(node: self, position: position)
            row.make = content
            made[position] = row
            view = row.evaluate()
        } else {
            let (untraced, row) = ForEachRowContent.evaluateUntraced(content, keep: { content }, reusing: last, node: self, position: position)
            made[position] = row
            view = untraced
        }
        let row: Node
        if let existing, existing.hasIdentity(key, view) {
            if existing.isScrolledOff {
                existing.isScrolledOff = false
                existing.setCovered(false)
            }
            existing.update(with: view)
            row = existing
        } else {
            row = makeChild(for: view, key: key)
            row.update(with: view)
        }
        var items: [Double] = []
        row.appendItemHeights(width: width, in: lazy.context, to: &items)
        let height = stacked(items, spacing: lazy.gap)
        lazy.heights[key] = height
        return (row, height)
    }
}

extension ForEachNode {
    /// A lazy container makes every row of a `ForEach` whose rows make a varying number of views,
    /// to count them (§33): said when the rows are more than a screen holds.
    func reportEveryRowMade(_ forEach: any ForEachProtocol, in lazy: LazyRows) {
        let onScreen = Int((lazy.viewport.visibleHeight / LayoutMetrics.listRowMinimum).rounded(.up))
        guard forEach.rowCount > onScreen else { return }
        let container = lazy.container
        host.reporter.report(
            .dataflow(
                "the rows of this ForEach make a varying number of views (an if, an optional or an AnyView in the row), so the \(container) makes all \(forEach.rowCount) of them to count them; SwiftUI says so only with -LogForEachSlowPath (§33)"
            ))
        host.reporter.trace(
            .everyRowMade(
                EveryRowRecord(
                    node: NodeRecord(view: "ForEach", identity: identityPath), container: container, rows: forEach.rowCount, onScreen: onScreen)))
    }
}
