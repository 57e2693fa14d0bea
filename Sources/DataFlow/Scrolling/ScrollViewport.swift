import Foundation

/// Where a `List`, `Form` or `ScrollView` is scrolled to, and how much of its content the screen
/// shows (§33).
///
/// Offsets are in the content's coordinates: 0 is the content's top, where every scroll view
/// starts. The visible part is the screen less its bars: the status bar, a navigation bar with a
/// large title inside a navigation stack, a tab bar inside a tab view, and the home indicator.
package final class ScrollViewport {
    /// The top of the visible part.
    package private(set) var offset = 0.0
    /// How tall the visible part is.
    package let visibleHeight: Double
    /// How wide the content's column is.
    package let width: Double
    /// The scroll view or list itself.
    package unowned(unsafe) let node: StructuralNode
    /// The lazy rows laid out in it, to lay out again when it scrolls.
    private var lazyRows = WeakList<LazyRows>()
    /// What hears it scroll: geometry and phase actions, a position's binding.
    private var observers = WeakList<any ScrollObserver>()

    /// Where the app asks it to start, applied before its rows are first made.
    private var initialRequest: ScrollRequest?
    /// Where a swipe that would rest at an offset settles: a `.scrollTargetBehavior` around it
    /// moves the target (`ScrollTargetBehavior.swift`); nil settles where the swipe rests.
    var settle: ((ScrollViewport, Double) -> Double)?

    init(node: StructuralNode, offset: Double = 0) {
        self.node = node
        self.offset = offset
        // The modifiers right around it (`ScrollView { … }.defaultScrollAnchor(.bottom)`) asked
        // where it starts.
        var around = node.parent
        while let modifier = around as? ModifierNode {
            if let request = node.graph.initialScrollRequests.removeValue(forKey: ObjectIdentifier(modifier)) { initialRequest = request }
            around = modifier.parent
        }
        var height = Double(UIScreen.size.height) - LayoutMetrics.topSafeArea - LayoutMetrics.bottomSafeArea
        if node.hasAncestor(where: { $0 is NavigationNode }) { height -= LayoutMetrics.largeTitleBar }
        if node.hasAncestor(where: { $0 is TabViewNode }) { height -= LayoutMetrics.tabBar }
        visibleHeight = max(LayoutMetrics.listRowMinimum, height)
        width = Double(UIScreen.size.width)
    }

    /// The visible part, from its top to its bottom.
    package var visible: Range<Double> { offset..<(offset + visibleHeight) }

    /// How tall the content is now, as far as dataflow can tell (rows not made count as the
    /// rows made, or a row's minimum height).
    package var contentHeight: Double { node.estimatedHeight(width: width) }

    /// The furthest the content can scroll: its bottom at the visible part's bottom.
    package var maximumOffset: Double { max(0, contentHeight - visibleHeight) }

    func register(_ rows: LazyRows) { lazyRows.append(rows) }

    /// Keeps the offset within the content, which may have shrunk since it scrolled (fewer rows,
    /// another view in its place), as a scroll view does.
    func keepWithinContent() {
        guard offset > 0 else { return }
        offset = min(offset, maximumOffset)
    }

    func addObserver(_ observer: any ScrollObserver) { observers.append(observer) }

    /// Goes where the app asked it to start, once: before the first rows are made, so that only
    /// the rows there are made (a chat's last messages).
    func applyInitialRequest() {
        guard let request = initialRequest else { return }
        initialRequest = nil
        scroll(to: request)
    }

    /// Scrolls to `offset` (kept within the content) and has every lazy `ForEach` in it make the
    /// rows that came on screen and let go of those that left; then tells what observes it
    /// (`byUser`: a swipe, not the app's own code, which settles where the scroll target behavior
    /// says). Returns whether it moved.
    @discardableResult
    package func scroll(to offset: Double, byUser: Bool = false) -> Bool {
        let target = byUser ? settle.map { $0(self, offset) } ?? offset : offset
        let clamped = min(max(0, target), maximumOffset)
        guard clamped != self.offset else { return false }
        self.offset = clamped
        node.host.queue.scrolled = true
        for rows in lazyRows.live() { rows.setNeedsLayout() }
        for observer in observers.live() { observer.viewportDidScroll(self, byUser: byUser) }
        return true
    }

    /// The geometry `onScrollGeometryChange` reads: the offset, the content's and the visible
    /// part's sizes (insets are left at zero).
    package var geometry: ScrollGeometry {
        ScrollGeometry(
            contentOffset: CGPoint(x: 0, y: offset), contentSize: CGSize(width: width, height: contentHeight), contentInsets: EdgeInsets(),
            containerSize: CGSize(width: width, height: visibleHeight))
    }

    /// The ids of the rows on screen now, at least `threshold` of each visible.
    func shownRowIDs(threshold: Double) -> [RowID] {
        var ids: [RowID] = []
        for rows in lazyRows.live() where !rows.node.isRemoved {
            let origin = node.contentOffset(of: rows.node, width: width)
            ids += rows.ids(visibleIn: (offset - origin)..<(offset - origin + visibleHeight), threshold: threshold)
        }
        return ids
    }

    /// The id of the first row on screen now, for a scroll position the user moved (asked as
    /// it scrolls, before the rows are laid out again).
    var firstShownRowID: RowID? {
        for rows in lazyRows.live() where !rows.node.isRemoved {
            let origin = node.contentOffset(of: rows.node, width: width)
            guard let key = rows.key(at: offset - origin), case .element(let id) = key else { continue }
            return id
        }
        return nil
    }
}

extension Node {
    /// Whether this is a list, a form or a vertical scroll view: what a script scrolls.
    var isScroller: Bool {
        switch layout(width: 0) {
        case .list, .scroll: self is StructuralNode
        default: false
        }
    }

    /// The nearest list, form or scroll view above this node.
    var enclosingScroller: StructuralNode? {
        var node = parent
        while let current = node {
            if current.isScroller { return current as? StructuralNode }
            node = current.parent
        }
        return nil
    }
}

extension StructuralNode {
    /// This scroll view's viewport, made when first asked for.
    package var viewport: ScrollViewport {
        if let scrollViewport { return scrollViewport }
        let made = ScrollViewport(node: self)
        scrollViewport = made
        return made
    }
}
