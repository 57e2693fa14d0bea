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
