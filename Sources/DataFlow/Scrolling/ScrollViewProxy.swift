/// What `ScrollViewReader` hands its content: scrolls the scroll view around a view to it (§33).
public struct ScrollViewProxy {
    let target: ScrollReaderTarget

    /// Scrolls so that the view with `id` (a row's id, or an `.id(_:)`) is on screen: to the
    /// nearest edge without an anchor, or with the view's `anchor` at the visible part's.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let reader = target.reader, !reader.isRemoved, let (viewport, top, height) = reader.place(of: id) else { return }
        let visible = viewport.visible
        let offset: Double
        if let anchor {
            offset = top + height * Double(anchor.y) - viewport.visibleHeight * Double(anchor.y)
        } else if top < visible.lowerBound {
            offset = top
        } else if top + height > visible.upperBound {
            offset = top + height - viewport.visibleHeight
        } else {
            return
        }
        viewport.scroll(to: offset)
    }
}

/// The reader a proxy scrolls for, once its node exists.
final class ScrollReaderTarget {
    weak var reader: Node?
}

/// The node of a `ScrollViewReader`: its proxy's way to the views below.
final class ScrollViewReaderNode: StructuralNode {
    override package func apply(_ view: any View) {
        (view as? any ScrollTargetHolding)?.target.reader = self
        super.apply(view)
    }
}

protocol ScrollTargetHolding {
    var target: ScrollReaderTarget { get }
}

extension ScrollViewReader: ScrollTargetHolding {}

extension Node {
    /// Where the view with `id` is in its scroll view: a row of a lazy `ForEach` (made or not),
    /// or a view made with that `.id`.
    func place<ID: Hashable>(of id: ID) -> (viewport: ScrollViewport, top: Double, height: Double)? {
        // Through `AnyHashable`: an id held as one (a scroll position's) keys its row as the
        // row's own type does.
        let rowKey = IdentityKey.element(RowID(opening: AnyHashable(id)))
        let explicitKey = IdentityKey.explicit(AnyHashable(id))
        var found: (ScrollViewport, Double, Double)?
        walk { node, _ in
            guard found == nil else { return [] }
            if let forEach = node as? ForEachNode, let lazy = forEach.lazyRows, lazy.keys.contains(rowKey) {
                let viewport = lazy.viewport
                let top = viewport.node.contentOffset(of: forEach, width: viewport.width) + lazy.offset(ofRow: rowKey)
                found = (viewport, top, lazy.height(of: rowKey))
                return []
            }
            if node.key == rowKey || node.key == explicitKey, let scroller = node.enclosingScroller {
                let viewport = scroller.viewport
                found = (viewport, scroller.contentOffset(of: node, width: viewport.width), node.estimatedHeight(width: viewport.width))
                return []
            }
            return node.children
        }
        return found
    }
}

extension RowID {
    /// The id of a row whose id is held as an `AnyHashable` (a scroll position's): as the row's
    /// own type makes it.
    init(opening id: AnyHashable) {
        func make<T: Hashable>(_ value: T) -> RowID { RowID(value) }
        self = (id.base as? any Hashable).map { make($0) } ?? RowID(id)
    }
}
