/// The collection helpers SwiftUI adds for `onDelete` and `onMove`, with their semantics: offsets
/// count from the start, and a move inserts the moved elements before the element that was at
/// `toOffset` in the old order (or at the end).
extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as `.onDelete` hands them over.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` to before the element at `destination`, as `.onMove`
    /// hands them over.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moving = source.map { elements[$0] }
        var reordered: [Element] = []
        reordered.reserveCapacity(elements.count)
        for (offset, element) in elements.enumerated() {
            if offset == destination { reordered += moving }
            if !source.contains(offset) { reordered.append(element) }
        }
        if destination >= elements.count { reordered += moving }
        for (position, element) in zip(indices, reordered) { self[position] = element }
    }
}
