/// The rows of a `ForEach` in a lazy container (a `List`, a `Form`, a `LazyVStack` or
/// `LazyVGrid` in a scroll view): every row's id, and the rows made so far (§33).
///
/// A lazy container gathers every id at once, and makes a row (its content closure, its views'
/// bodies, its appear actions) only when the row comes within the visible part of its scroll
/// view, top to bottom; a `List` makes one more beyond its bottom edge. A row that leaves the
/// visible part disappears (its `onDisappear` runs, its tasks are cancelled) and stops
/// updating; its identity and `@State` are kept while it stays within one screen of the visible
/// part, and let go beyond.
final class LazyRows {
    let viewport: ScrollViewport
    /// How the rows stack: as a list's rows (each at least a row tall) or a stack's items.
    let context: LayoutContext
    /// How many rows share a band (a grid's columns); 1 in a list or stack.
    let columns: Int
    /// Whether one row beyond the visible part's bottom is made too (a `List`'s).
    let makesRowBeyond: Bool
    /// The lazy container's name: `List`, `LazyVStack`.
    let container: String
    /// The `ForEach` whose rows these are.
    unowned(unsafe) let node: ForEachNode

    /// Every row's key, in order: the id pass, done at each update of the `ForEach`.
    var keys: [IdentityKey] = []
    /// The height of each row made so far (rows not made yet count as `estimate`).
    var heights: [IdentityKey: Double] = [:]
    /// The rows that intersect the visible part, by position.
    var shown: ClosedRange<Int>?
    /// The latest `ForEach`, whose content closure makes rows as they come on screen.
    var latest: (any ForEachProtocol)?
    /// Whether the viewport scrolled since the rows were last laid out.
    private(set) var needsLayout = false

    private init(node: ForEachNode, viewport: ScrollViewport, container: String, context: LayoutContext, columns: Int, makesRowBeyond: Bool) {
        self.node = node
        self.container = container
        self.viewport = viewport
        self.context = context
        self.columns = columns
        self.makesRowBeyond = makesRowBeyond
        viewport.register(self)
    }

    /// The lazy rows for `node`, if a lazy container lays it out: the way up from it passes only
    /// through views that do not lay out their children themselves (bodies, groups, sections,
    /// modifiers) to a list, or to a lazy stack or grid in a scroll view.
    static func find(for node: ForEachNode) -> LazyRows? {
        var current = node.parent
        var stack: (spacing: Double, columns: Int, name: String)?
        while let ancestor = current {
            switch ancestor.layout(width: 0) {
            case .transparent, .around, .section:
                break
            case .list where stack == nil:
                guard let list = ancestor as? StructuralNode else { return nil }
                return LazyRows(
                    node: node, viewport: list.viewport, container: list.pathName ?? "List", context: .rows, columns: 1, makesRowBeyond: true)
            case .vertical(let spacing, isLazy: true) where stack == nil:
                stack = (spacing, 1, ancestor.pathName ?? "LazyVStack")
            case .grid(let columns, let spacing, isLazy: true) where stack == nil:
                stack = (spacing, columns, ancestor.pathName ?? "LazyVGrid")
            case .vertical where stack != nil, .beside where stack != nil:
                // A lazy stack inside another view of the scroll view's content.
                break
            case .scroll:
                guard let stack, let scrollView = ancestor as? StructuralNode else { return nil }
                return LazyRows(
                    node: node, viewport: scrollView.viewport, container: stack.name, context: .stack(spacing: stack.spacing), columns: stack.columns,
                    makesRowBeyond: false)
            default:
                return nil
            }
            current = ancestor.parent
        }
        return nil
    }

    /// What a row not made yet counts as: a list row's minimum, or the average of the rows made.
    var estimate: Double {
        guard context != .rows, !heights.isEmpty else { return LayoutMetrics.listRowMinimum }
        return heights.values.reduce(0, +) / Double(heights.count)
    }

    func height(of key: IdentityKey) -> Double { heights[key] ?? estimate }

    /// The space after each band of rows.
    var gap: Double { if case .stack(let spacing) = context { spacing } else { 0 } }

    /// Adds every row's height as its container stacks them: a grid's cells band by band.
    func appendRowHeights(to list: inout [Double]) {
        let estimate = estimate
        for key in keys { list.append(heights[key] ?? estimate) }
    }

    /// Walks the rows from the top, band by band, with each row's top (from the `ForEach`'s top)
    /// and height (a row not made counts as `estimate`), until `visit` returns false.
    private func walkRows(_ visit: (_ key: IdentityKey, _ top: Double, _ height: Double) -> Bool) {
        let estimate = estimate
        var top = 0.0
        var band = 0.0
        for (position, key) in keys.enumerated() {
            if position % columns == 0 {
                top += band
                band = 0
            }
            let height = heights[key] ?? estimate
            guard visit(key, top, height) else { return }
            band = max(band, height + gap)
        }
    }

    /// Where the row at `key` starts, from the `ForEach`'s top.
    func offset(ofRow key: IdentityKey) -> Double {
        var offset = 0.0
        walkRows { rowKey, top, height in
            offset = rowKey == key ? top : top + height + gap
            return rowKey != key
        }
        return offset
    }

    /// The ids of the rows at least `threshold` of whose height lies within `range` (from the
    /// `ForEach`'s top).
    func ids(visibleIn range: Range<Double>, threshold: Double) -> [RowID] {
        var ids: [RowID] = []
        walkRows { key, top, height in
            guard top < range.upperBound else { return false }
            let seen = min(top + height, range.upperBound) - max(top, range.lowerBound)
            if height > 0, seen / height >= threshold, case .element(let id) = key { ids.append(id) }
            return true
        }
        return ids
    }

    /// The row at `y` from the `ForEach`'s top: the first whose bottom (with the gap after it)
    /// is below it.
    func key(at y: Double) -> IdentityKey? {
        var found: IdentityKey?
        walkRows { key, top, height in
            if top + height + gap > y { found = key }
            return found == nil
        }
        return found
    }

    /// The viewport scrolled: the rows are laid out again at the next visit.
    func setNeedsLayout() {
        guard !node.isRemoved else { return }
        needsLayout = true
        node.scheduleVisit()
    }

    func didLayOut() { needsLayout = false }

    /// Whether `row` is on screen: made, and within the visible part.
    func isShown(_ row: Node) -> Bool { !row.isScrolledOff && shownKeys.contains(row.key) }

    /// The keys of the rows in `shown`.
    private var shownKeys: Set<IdentityKey> {
        guard let shown else { return [] }
        return Set(keys[shown])
    }

    /// The rows on screen, after a line that says which when some are not: `rows 1–17 of 1,000
    /// (983 below)`.
    func render(into screen: inout ScreenBuilder) {
        let onScreen = shownKeys
        if let shown, shown.count < keys.count {
            var around: [String] = []
            if shown.lowerBound > 0 { around.append("\(Self.count(shown.lowerBound)) above") }
            if shown.upperBound < keys.count - 1 { around.append("\(Self.count(keys.count - 1 - shown.upperBound)) below") }
            let range = "rows \(Self.count(shown.lowerBound + 1))–\(Self.count(shown.upperBound + 1)) of \(Self.count(keys.count))"
            screen.add(range + (around.isEmpty ? "" : " (\(around.joined(separator: ", ")))"), identity: node.identityPath)
        } else if shown == nil, !keys.isEmpty {
            screen.add("rows: none on screen of \(Self.count(keys.count))", identity: node.identityPath)
        }
        for child in node.children where !child.isScrolledOff && onScreen.contains(child.key) { child.render(into: &screen) }
    }

    /// `1,000`: a count as the screen line writes it.
    private static func count(_ value: Int) -> String {
        let digits = String(value)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped += "," }
            grouped.append(digit)
        }
        return grouped
    }
}
