/// One comparison for state writes and child views (SEMANTICS D10, §4, §5).
///
/// - A `Binding` compares its location by identity and its snapshot; `Binding(get:set:)` never
///   compares equal.
/// - Class instances compare by identity: a mutated object is still "the same" (S0.6).
/// - Closures never compare equal: a capturing closure is a new context each body run.
/// - `Equatable` types use `==`, except plain-data (POD) views, which AttributeGraph compares field
///   by field even when they declare their own `==` (§5).
/// - Structs, tuples, enums and arrays compare field by field, recursively.
package struct ValueComparator {
    package enum Mode {
        /// State writes (§4): `==` when the type is Equatable, else field by field.
        case equatableAlways
        /// View inputs (§5): plain data field by field (a custom `==` is ignored), else `==`, else
        /// field by field.
        case equatableUnlessPOD
    }

    package let mode: Mode

    package init(mode: Mode) {
        self.mode = mode
    }

    package func equals(_ lhs: Any, _ rhs: Any) -> Bool {
        let type = Swift.type(of: lhs)
        guard type == Swift.type(of: rhs) else { return false }
        if let comparable = lhs as? any GraphComparable {
            return comparable.isGraphEqual(to: rhs, using: self)
        }
        if type is AnyClass {
            return (lhs as AnyObject) === (rhs as AnyObject)
        }
        let isPlainData = _isPOD(type)
        if !(isPlainData && mode == .equatableUnlessPOD), let equatable = lhs as? any Equatable {
            return equatable.isEqual(to: rhs)
        }
        return structurallyEqual(lhs, rhs, isPlainData: isPlainData)
    }

    private func structurallyEqual(_ lhs: Any, _ rhs: Any, isPlainData: Bool) -> Bool {
        let left = Mirror(reflecting: lhs)
        let right = Mirror(reflecting: rhs)
        switch left.displayStyle {
        case .struct?, .tuple?, .collection?, .optional?, .enum?:
            guard left.children.count == right.children.count else { return false }
            for (l, r) in zip(left.children, right.children) {
                guard l.label == r.label, equals(l.value, r.value) else { return false }
            }
            if left.displayStyle == .enum && left.children.isEmpty {
                return String(describing: lhs) == String(describing: rhs)
            }
            return true
        default:
            // A leaf: plain data compares by value bytes; anything else (a closure, an opaque
            // reference) cannot be shown equal and so is different.
            return isPlainData && bytesEqual(lhs, rhs)
        }
    }

    /// Compares two plain-data scalars (no fields, so no padding) byte for byte.
    private func bytesEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        func compare<T>(_ left: T) -> Bool {
            guard let right = rhs as? T else { return false }
            return withUnsafeBytes(of: left) { l in withUnsafeBytes(of: right) { r in l.elementsEqual(r) } }
        }
        return _openExistential(lhs, do: compare)
    }
}

/// A type that knows how the graph compares it (a `Binding`).
package protocol GraphComparable {
    func isGraphEqual(to other: Any, using comparator: ValueComparator) -> Bool
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
