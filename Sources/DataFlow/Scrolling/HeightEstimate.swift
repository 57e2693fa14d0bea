/// How tall views are, from SwiftUI's defaults (§33): what dataflow needs to tell which rows of a
/// lazy container are on screen and where a view sits in its scroll view's content.
///
/// Heights only: a lazy container's rows are made top to bottom, so a row's place is the heights
/// of what comes before it. Widths matter only where a text wraps.
extension Node {
    /// The children that take part in layout: a modifier's content (not what it presents), a
    /// navigation stack's top view, a tab view's selected tab.
    var layoutChildren: [Node] { self is ModifierNode ? Array(children.prefix(1)) : operableChildren }

    /// How tall this subtree is as one view in a column `width` points wide.
    package func estimatedHeight(width: Double) -> Double {
        switch layout(width: width) {
        case .transparent, .scroll:
            // Views side by side in no container are stacked, as a body's tuple is at the root.
            return stacked(itemHeights(width: width, in: .stack(spacing: LayoutMetrics.stackSpacing)), spacing: LayoutMetrics.stackSpacing)
        case .fixed(let height):
            return height
        case .vertical(let spacing, _):
            return stacked(itemHeights(width: width, in: .stack(spacing: spacing)), spacing: spacing)
        case .grid(let columns, let spacing, _):
            return stacked(bands(itemHeights(width: width / Double(columns), in: .stack(spacing: spacing)), columns: columns), spacing: spacing)
        case .beside:
            let items = itemHeights(width: width, in: .stack(spacing: 0))
            return items.max() ?? 0
        case .list:
            return LayoutMetrics.listSectionGap + itemHeights(width: width - LayoutMetrics.listContentInset, in: .rows).reduce(0, +)
        case .section(let hasHeader):
            let header = hasHeader ? LayoutMetrics.textLineHeight(nil) + LayoutMetrics.stackSpacing : 0
            return header + stacked(itemHeights(width: width, in: .stack(spacing: 0)), spacing: 0)
        case .around(let top, let bottom, let height):
            return height ?? top + bottom + (layoutChildren.first?.estimatedHeight(width: width) ?? 0)
        case .flexible:
            return 0
        }
    }

    /// The heights of the items this node's children give a container laid out as `context`.
    func itemHeights(width: Double, in context: LayoutContext) -> [Double] {
        var heights: [Double] = []
        for child in layoutChildren { child.appendItemHeights(width: width, in: context, to: &heights) }
        return heights
    }

    /// Adds the heights of the items this node gives a container laid out as `context`: its own,
    /// or its children's when it is structure only (a `ForEach`'s rows are each an item).
    func appendItemHeights(width: Double, in context: LayoutContext, to heights: inout [Double]) {
        if let forEach = self as? ForEachNode, let lazy = forEach.lazyRows {
            return lazy.appendRowHeights(to: &heights)
        }
        switch layout(width: width) {
        case .transparent:
            for child in layoutChildren { child.appendItemHeights(width: width, in: context, to: &heights) }
        case .section(let hasHeader) where context == .rows:
            // A list's section: a header above its rows, and a gap before what follows.
            var rows: [Double] = []
            for child in layoutChildren { child.appendItemHeights(width: width, in: .rows, to: &rows) }
            heights.append((hasHeader ? LayoutMetrics.listSectionHeader : 0) + rows.reduce(0, +) + LayoutMetrics.listSectionGap)
        default:
            heights.append(context.itemHeight(estimatedHeight(width: width)))
        }
    }

    /// Where `descendant`'s top is in this node's content: the heights of what comes before it,
    /// at every level on the way down.
    package func contentOffset(of descendant: Node, width: Double) -> Double {
        var way: [Node] = []
        var node = descendant
        while node !== self, let parent = node.parent {
            way.append(node)
            node = parent
        }
        guard node === self else { return 0 }
        var offset = 0.0
        var parent: Node = self
        var context = LayoutContext.stack(spacing: LayoutMetrics.stackSpacing)
        var width = width
        for child in way.reversed() {
            offset += parent.offset(ofChild: child, width: &width, context: &context)
            parent = child
        }
        return offset
    }

    /// Where `child` starts in this node, given the context this node is laid out in; leaves in
    /// `context` and `width` those of the child's own items.
    private func offset(ofChild child: Node, width: inout Double, context: inout LayoutContext) -> Double {
        if let forEach = self as? ForEachNode, let lazy = forEach.lazyRows {
            return lazy.offset(ofRow: child.key)
        }
        func before(_ itemContext: LayoutContext) -> [Double] {
            var heights: [Double] = []
            for sibling in layoutChildren where sibling.index < child.index {
                sibling.appendItemHeights(width: width, in: itemContext, to: &heights)
            }
            return heights
        }
        switch layout(width: width) {
        case .transparent:
            let heights = before(context)
            return heights.reduce(0, +) + Double(heights.count) * context.gap(after: heights.count)
        case .vertical(let spacing, _):
            context = .stack(spacing: spacing)
            let heights = before(context)
            return heights.reduce(0, +) + Double(heights.count) * spacing
        case .grid(let columns, let spacing, _):
            context = .stack(spacing: spacing)
            let rows = bands(before(context), columns: columns)
            return rows.reduce(0, +) + Double(rows.count) * spacing
        case .list:
            width -= LayoutMetrics.listContentInset
            context = .rows
            return LayoutMetrics.listSectionGap + before(.rows).reduce(0, +)
        case .section(let hasHeader):
            let header = hasHeader ? (context == .rows ? LayoutMetrics.listSectionHeader : LayoutMetrics.textLineHeight(nil)) : 0
            return header + before(context).reduce(0, +)
        case .around(let top, _, _):
            return top
        case .scroll:
            context = .stack(spacing: LayoutMetrics.stackSpacing)
            return 0
        case .fixed, .beside, .flexible:
            context = .stack(spacing: 0)
            return 0
        }
    }
}

/// A grid's rows from its cells' heights, `columns` to a row: each as tall as its tallest cell.
func bands(_ cells: [Double], columns: Int) -> [Double] {
    stride(from: 0, to: cells.count, by: columns).map { cells[$0..<min($0 + columns, cells.count)].max() ?? 0 }
}

/// `heights` one after another, `spacing` apart.
func stacked(_ heights: [Double], spacing: Double) -> Double {
    heights.reduce(0, +) + spacing * Double(max(0, heights.count - 1))
}
