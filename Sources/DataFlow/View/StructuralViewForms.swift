import Foundation

extension TupleView {
    /// A tuple view over a value a builder did not make (SwiftUI's own initializer): its views are
    /// the tuple's elements that are views, in order, or the value itself when it is one view.
    public init(_ value: T) {
        self.value = value
        if let view = value as? any View {
            elements = [view]
        } else {
            elements = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
        }
    }
}

extension AnyView {
    /// The value as a type-erased view, or nil when it is not a view (SwiftUI's underscored
    /// initializer, for code that holds a view as `Any`).
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.init(view)
    }
}

extension View {
    /// A menu for the selection of a list or table (iOS 16): the menu for the rows a long press
    /// is on, and a primary action for a tap on a row outside editing.
    ///
    /// Accepted, not modelled: dataflow's lists do not yet hand a row's tag to the menu or to the
    /// primary action, so neither closure runs (a script cannot open the menu, and a tap on a row
    /// selects it as in a list without this modifier).
    public func contextMenu<I: Hashable, M: View>(
        forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M, primaryAction: ((Set<I>) -> Void)? = nil
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".contextMenu(forSelectionType:)")
    }
}
