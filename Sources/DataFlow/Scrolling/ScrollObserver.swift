/// What hears a scroll view scroll (§33): `onScrollGeometryChange`'s and `onScrollPhaseChange`'s
/// actions, a `scrollPosition` binding.
protocol ScrollObserver: AnyObject {
    /// The viewport moved; `byUser` when a script scrolled it, not the app's code.
    func viewportDidScroll(_ viewport: ScrollViewport, byUser: Bool)
}

extension Node {
    /// The scroll view a modifier on this node speaks of: the first one down its content
    /// (`ScrollView { … }.onScrollGeometryChange`), else the one around it.
    var scrollerOfModifier: StructuralNode? {
        var node = children.first
        var depth = 0
        while let current = node, depth < 32 {
            if current.isScroller { return current as? StructuralNode }
            node = current.children.first
            depth += 1
        }
        return enclosingScroller
    }
}
