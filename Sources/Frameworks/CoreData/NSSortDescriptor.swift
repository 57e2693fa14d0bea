import Foundation

/// Sort descriptors as Core Data apps write them: by a key (`NSSortDescriptor(key: "name",
/// ascending: true)`, which Foundation on Linux marks unavailable: it has no key-value coding)
/// and by a key path to an optional (`\Item.timestamp`, a `Date?`, which Foundation on Linux
/// takes only when the value is `Comparable`). Missing values sort first, as in Core Data.
extension NSSortDescriptor {
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \NSManagedObject.self, ascending: ascending) { first, second in
            guard let key else { return .orderedSame }
            return PredicateValue((first as? NSManagedObject)?.value(forKey: key))
                .orderedBefore(PredicateValue((second as? NSManagedObject)?.value(forKey: key)))
        }
    }

    public convenience init<Root, Value: Comparable>(keyPath: KeyPath<Root, Value?>, ascending: Bool) {
        self.init(keyPath: keyPath, ascending: ascending) { first, second in
            switch (first as? Value, second as? Value) {
            case (nil, nil): return .orderedSame
            case (nil, _): return .orderedAscending
            case (_, nil): return .orderedDescending
            case (let left?, let right?): return left < right ? .orderedAscending : left > right ? .orderedDescending : .orderedSame
            }
        }
    }
}

extension PredicateValue {
    /// The order of two values of one key, missing ones first.
    func orderedBefore(_ other: PredicateValue) -> ComparisonResult {
        switch (raw, other.raw) {
        case (nil, nil): .orderedSame
        case (nil, _): .orderedAscending
        case (_, nil): .orderedDescending
        default: compare(other, options: []) ?? .orderedSame
        }
    }
}
