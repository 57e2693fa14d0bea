import Foundation

/// What a `ForEach` or `List` over a binding lets the user do to its rows by itself (iOS 16):
/// `ForEach($items, editActions: .all) { $item in … }` makes each row deletable by a swipe and
/// movable by a drag, and writes the change through the binding, with no `.onDelete` or
/// `.onMove` of the app's own (§28).
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Every action the collection supports: none for a collection that can neither remove nor
    /// reorder its elements.
    public static var all: EditActions<Data> { EditActions(rawValue: 0) }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// A swipe deletes the row's element.
    public static var delete: EditActions<Data> { EditActions(rawValue: 1 << 0) }
    public static var all: EditActions<Data> { .delete }
}

extension EditActions where Data: MutableCollection {
    /// A drag moves the row's element.
    public static var move: EditActions<Data> { EditActions(rawValue: 1 << 1) }
    public static var all: EditActions<Data> { .move }
}

extension EditActions where Data: MutableCollection & RangeReplaceableCollection {
    public static var all: EditActions<Data> { [.delete, .move] }
}

/// The row actions a `ForEach` offers by itself (`editActions:`), as closures over its binding.
final class RowEditing {
    let delete: ((IndexSet) -> Void)?
    let move: ((IndexSet, Int) -> Void)?

    init<C: MutableCollection>(binding: Binding<C>, actions: EditActions<C>) {
        delete =
            actions.contains(EditActions(rawValue: 1 << 0)) && C.self is any RangeReplaceableCollection.Type
            ? { offsets in binding.wrappedValue = Self.removing(offsets, from: binding.wrappedValue) } : nil
        move =
            actions.contains(EditActions(rawValue: 1 << 1))
            ? { offsets, destination in binding.wrappedValue.move(fromOffsets: offsets, toOffset: destination) } : nil
    }

    /// `collection` without the elements at `offsets`: only for a collection that can remove them.
    private static func removing<C: MutableCollection>(_ offsets: IndexSet, from collection: C) -> C {
        guard var removable = collection as? any RangeReplaceableCollection & MutableCollection else { return collection }
        remove(offsets, from: &removable)
        return removable as? C ?? collection
    }

    private static func remove<R: RangeReplaceableCollection & MutableCollection>(_ offsets: IndexSet, from collection: inout R) {
        collection.remove(atOffsets: offsets)
    }
}

extension ForEach where Content: View {
    /// Rows for a binding to a collection of identifiable elements, which the rows' own swipes
    /// and drags edit through the binding (`editActions`, iOS 16).
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == Binding<C>, C.Element: Identifiable, ID == C.Element.ID, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
        editing = RowEditing(binding: data, actions: editActions)
    }

    /// The same, keyed by `id` of each element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == Binding<C>, C.Index: Hashable {
        self.init(data, id: id, content: content)
        editing = RowEditing(binding: data, actions: editActions)
    }
}

extension List {
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<Binding<C>, C.Element.ID, RowContent>, C.Element: Identifiable, C.Index: Hashable {
        self.init { ForEach(data, editActions: editActions, content: rowContent) }
    }

    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<Binding<C>, ID, RowContent>, C.Index: Hashable {
        self.init { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }

    public init<C: MutableCollection & RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Binding<C>, editActions: EditActions<C>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<Binding<C>, C.Element.ID, RowContent>, C.Element: Identifiable, C.Index: Hashable {
        self.init(selection: selection) { ForEach(data, editActions: editActions, content: rowContent) }
    }

    public init<C: MutableCollection & RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Binding<C>, editActions: EditActions<C>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<Binding<C>, C.Element.ID, RowContent>, C.Element: Identifiable, C.Index: Hashable {
        self.init(selection: selection) { ForEach(data, editActions: editActions, content: rowContent) }
    }
}
