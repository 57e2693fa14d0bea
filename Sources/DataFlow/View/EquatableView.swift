/// A view whose own `==` decides whether its body runs again when its parent re-runs (§5).
///
/// By default SwiftUI compares a plain-data view field by field and ignores its `==`; wrapped in
/// `EquatableView` (or `.equatable()`), the view is compared with `==` whatever it holds. This only
/// gates updates that come from the parent: the view's own state, bindings and observed objects
/// still re-run it.
///
///     struct Score: View, Equatable {
///         let points: Int
///         let updatedAt: Int                          // not part of what it shows
///         static func == (a: Self, b: Self) -> Bool { a.points == b.points }
///         var body: some View { Text("\(points)") }
///     }
///     Score(points: p, updatedAt: t).equatable()      // a new `updatedAt` alone: body skipped
public struct EquatableView<Content: View & Equatable>: View {
    public var content: Content

    public init(content: Content) {
        self.content = content
    }
}

extension View where Self: Equatable {
    /// Compares this view with its `==` when its parent re-runs.
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}

extension EquatableView: StructuralContent {
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }

    package func makeNode(in context: NodeContext) -> Node { EquatableViewNode(view: self, context: context) }
}

/// The node of an `EquatableView`: its content's body node compares with `==` (`equatableAlways`).
final class EquatableViewNode: StructuralNode {}
