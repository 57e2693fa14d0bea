/// A binding to a collection is a collection of bindings to its elements, as in SwiftUI (iOS 15):
/// `ForEach($items) { $item in Toggle(isOn: $item.done) }`, and `$items[i]`.
///
/// Element bindings are made by index each time (§15): reading one reads the whole collection's
/// state, writing one writes the whole collection back, and, like `Binding(get:set:)`, each is a
/// new location that never compares equal and has no change signal of its own, so a view holding
/// one re-runs whenever its parent does, and refreshes only then. (Before iOS 15, `$items[i]` was
/// a key-path projection, cached and equal while the element was: the subscript changed that.)
/// An element binding read after its index is gone crashes the app: Swift's `Index out of range`.
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    // The snapshot, as SwiftUI's: counting a binding's elements is not a read (§3).
    public var startIndex: Value.Index { _value.startIndex }
    public var endIndex: Value.Index { _value.endIndex }
    public var indices: Value.Indices { _value.indices }

    public func index(after index: Value.Index) -> Value.Index { _value.index(after: index) }

    public subscript(position: Value.Index) -> Binding<Value.Element> {
        let element = _value[position]
        return Binding<Value.Element>(value: element, location: IndexedLocation(base: location, index: position, last: element))
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    public func index(before index: Value.Index) -> Value.Index { _value.index(before: index) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { _value.id }
}

/// A binding whose whole value a `ForEach` reads when it makes rows from it.
protocol CollectionBinding {
    /// Reads the value as a body does: the reading view depends on the collection's state.
    func readForRows()
}

extension Binding: CollectionBinding where Value: MutableCollection {
    func readForRows() { _ = wrappedValue }
}

/// `$items[i]` as `ForEach($items)` makes it: the element at an index of the base collection.
package final class IndexedLocation<Base: MutableCollection>: AnyLocation<Base.Element> {
    let base: AnyLocation<Base>
    let index: Base.Index
    /// The last element read, returned after a failed read (the run stops there).
    private var last: Base.Element?

    init(base: AnyLocation<Base>, index: Base.Index, last: Base.Element) {
        self.base = base
        self.index = index
        self.last = last
    }

    /// Like SwiftUI's getter closure, which reads the collection binding's `wrappedValue`: during
    /// an update (a view installing or reading its element binding) that is a read of the
    /// collection's state, so the view that owns the state depends on it (§3, Q1).
    override package func get() -> Base.Element {
        if base.host?.isUpdating == true { base.markRead() }
        let collection = base.get()
        guard collection.indices.contains(index) else { return outOfRange(count: collection.count) }
        let element = collection[index]
        last = element
        return element
    }

    override package func set(_ newValue: Base.Element) {
        var collection = base.get()
        guard collection.indices.contains(index) else {
            _ = outOfRange(count: collection.count)
            return
        }
        collection[index] = newValue
        base.set(collection)
    }

    private func outOfRange(count: Int) -> Base.Element {
        let host = base.host ?? Ambient.current
        host?.reporter.report(
            .dataflow(
                "an element binding of ForEach(\(base.targetDescription)) was read at index \(index), but the collection has \(count) element(s) now: SwiftUI traps (§15)"
            ))
        host?.crash(GraphHost.indexOutOfRange)
        guard let last else { preconditionFailure("Index out of range") }
        return last
    }

    override package func markRead() { base.markRead() }
    override package var host: GraphHost? { base.host }
    override package var isFunctional: Bool { true }
    override package var isValid: Bool { base.isValid && base.get().indices.contains(index) }
    override package var targetDescription: String { base.targetDescription }
}
