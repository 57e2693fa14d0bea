/// How a node takes part in layout: what dataflow needs to know of each view to tell how tall a
/// row is and so which rows fit on the screen (RULES §33).
package enum NodeLayout {
    /// No place of its own: its children are its container's items (a body, a tuple of views, a
    /// conditional, a `Group`, a `ForEach`).
    case transparent
    /// A view of its own height: a text's lines, a symbol, a control.
    case fixed(Double)
    /// Children one above another, `spacing` apart (`VStack`; a `LazyVStack` makes only the
    /// rows of a `ForEach` that are on screen).
    case vertical(spacing: Double, isLazy: Bool)
    /// Children in rows of `columns`, each row as tall as its tallest (`LazyVGrid`, lazy as a
    /// `LazyVStack` is; `Grid`, whose `GridRow`s are its rows).
    case grid(columns: Int, spacing: Double, isLazy: Bool)
    /// Children side by side, as tall as the tallest (`HStack`, `ZStack`, a label).
    case beside
    /// Rows of a list or form: each at least a row's height, sections apart.
    case list
    /// A section: a header above its rows.
    case section(hasHeader: Bool)
    /// The content (the first child), with room added around it or a height of its own
    /// (`.padding`, `.frame(height:)`).
    case around(top: Double, bottom: Double, height: Double?)
    /// A vertical scroll view: its content is a stack, and only what is in its visible part is
    /// on screen.
    case scroll
    /// As tall as it is offered, which in a row or a stack is nothing of its own (`ScrollView`,
    /// `GeometryReader`, `Spacer`, an unframed shape).
    case flexible
}

/// Where a node's items are laid out: in a stack (one after another, `spacing` apart) or as a
/// list's rows (each at least a row's height).
package enum LayoutContext: Equatable {
    case stack(spacing: Double)
    case rows

    /// A row's height in this context for content `height` tall.
    func itemHeight(_ height: Double) -> Double {
        switch self {
        case .stack: height
        case .rows: max(LayoutMetrics.listRowMinimum, height + 2 * LayoutMetrics.listRowInset)
        }
    }

    /// The space before an item that follows `count` others.
    func gap(after count: Int) -> Double {
        guard count > 0, case .stack(let spacing) = self else { return 0 }
        return spacing
    }
}
