@_spi(Reflection) import Swift

/// One comparison for state writes and child views (SEMANTICS D10, §4, §5).
///
/// - A `Binding` compares its location by identity and its snapshot; `Binding(get:set:)` never
///   compares equal.
/// - Class instances compare by identity: a mutated object is still "the same" (S0.6).
/// - Closures never compare equal: a capturing closure is a new context each body run.
/// - `Equatable` types use `==`, except plain-data (POD) views, which AttributeGraph compares field
///   by field even when they declare their own `==` (§5).
/// - Structs compare field by field, recursively, as AttributeGraph does: a field that is a class
///   reference (an array's buffer, a `String`'s storage when not Equatable-compared) compares by
///   identity; padding is never compared.
///
/// Comparing happens for every child of a re-run parent, so it must be cheap: the comparator
/// compiles a `ComparisonPlan` per type once (field offsets, `==` witnesses, byte widths) and then
/// compares values in place, through pointers.
package final class ValueComparator {
    package enum Mode {
        /// State writes (§4): `==` when the type is Equatable, else field by field.
        case equatableAlways
        /// View inputs (§5): plain data field by field (a custom `==` is ignored), else `==`, else
        /// field by field.
        case equatableUnlessPOD
        /// Nothing is ever equal: the benchmark's baseline, a runtime that compares no inputs.
        case never
    }

    package let mode: Mode
    private var plans: [ObjectIdentifier: ComparisonPlan] = [:]

    package init(mode: Mode) {
        self.mode = mode
    }

    package func equals(_ lhs: Any, _ rhs: Any) -> Bool {
        let type = Swift.type(of: lhs)
        guard type == Swift.type(of: rhs) else { return false }
        return equals(lhs, rhs, plan: plan(for: type))
    }

    /// Compares two views of the same type with a plan the caller cached (a node's view type
    /// never changes). The values are compared where they are, without casts or copies.
    package func equals(_ lhs: any View, _ rhs: any View, plan: ComparisonPlan) -> Bool {
        withValuePointer(lhs) { l in withValuePointer(rhs) { r in plan.equals(l, r) } }
    }

    private func equals(_ lhs: Any, _ rhs: Any, plan: ComparisonPlan) -> Bool {
        withValuePointer(lhs) { l in withValuePointer(rhs) { r in plan.equals(l, r) } }
    }

    /// The plan for `type`, compiled on first use.
    package func plan(for type: Any.Type) -> ComparisonPlan {
        if let plan = plans[ObjectIdentifier(type)] { return plan }
        let plan = compile(type, kind: metadataKind(of: type))
        plans[ObjectIdentifier(type)] = plan
        return plan
    }

    private func compile(_ type: Any.Type, kind: _MetadataKind?) -> ComparisonPlan {
        if mode == .never { return ComparisonPlan([.never]) }
        if type is any GraphComparable.Type { return ComparisonPlan([.witness(offset: 0, loader(for: type))]) }
        if kind == .function || Self.isCode(type) { return ComparisonPlan([.never]) }
        if type is AnyClass || kind == .class { return ComparisonPlan([.identity(offset: 0)]) }
        if let optional = type as? any OptionalField.Type, optional.wrappedType is AnyClass {
            // A nil or a reference: one pointer word, compared as identity.
            return ComparisonPlan([.bytes(offset: 0, count: size(of: type))])
        }
        let isPlainData = _isPOD(type)
        if !(isPlainData && mode == .equatableUnlessPOD), let equatable = type as? any Equatable.Type {
            return ComparisonPlan([.witness(offset: 0, witness(for: equatable))])
        }
        if kind == .existential || kind == .enum || kind == .optional || kind == .tuple {
            let leaf: ComparisonPlan.Leaf =
                isPlainData && kind == .enum
                ? .bytes(offset: 0, count: size(of: type)) : .witness(offset: 0, loader(for: type))
            return ComparisonPlan([leaf])
        }
        var plan = ComparisonPlan()
        var compiled = true
        let isStructLike = _forEachField(of: type, options: []) { _, offset, fieldType, fieldKind in
            if fieldKind == .opaque {
                guard _isPOD(fieldType) else {
                    compiled = false
                    return false
                }
                plan.append(.bytes(offset: offset, count: size(of: fieldType)))
            } else {
                for leaf in self.plan(forField: fieldType, kind: fieldKind).shifted(by: offset) { plan.append(leaf) }
            }
            return true
        }
        guard isStructLike, compiled else {
            return ComparisonPlan([isPlainData ? .bytes(offset: 0, count: size(of: type)) : .witness(offset: 0, loader(for: type))])
        }
        return plan
    }

    /// Foundation's `Predicate` and `Expression` (`#Predicate { … }`): code held as a value. They
    /// compare like closures (never equal, D10), and their fields (constrained existentials such
    /// as `any StandardPredicateExpression<Bool>`) cannot be walked by field reflection, which
    /// crashes on them.
    private static func isCode(_ type: Any.Type) -> Bool {
        guard let name = foundationTypeName(type) else { return false }
        return name.hasPrefix("Predicate<") || name.hasPrefix("Expression<")
    }

    private func plan(forField type: Any.Type, kind: _MetadataKind) -> ComparisonPlan {
        if let plan = plans[ObjectIdentifier(type)] { return plan }
        let plan = compile(type, kind: kind)
        plans[ObjectIdentifier(type)] = plan
        return plan
    }

    /// Compares two values of `type` held at raw pointers through the structural path (enums,
    /// tuples, existentials, bindings).
    private func loader(for type: Any.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        func make<Value>(_: Value.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
            { [unowned self] lhs, rhs in
                self.structurallyEqual(lhs.assumingMemoryBound(to: Value.self).pointee, rhs.assumingMemoryBound(to: Value.self).pointee)
            }
        }
        return _openExistential(type, do: make)
    }

    /// The structural comparison of values whose type has no compiled fields.
    private func structurallyEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        if let comparable = lhs as? any GraphComparable {
            return comparable.isGraphEqual(to: rhs, using: self)
        }
        if Swift.type(of: lhs) is AnyClass {
            return (lhs as AnyObject) === (rhs as AnyObject)
        }
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
            // A closure, an opaque value: it cannot be shown equal, so it is different.
            return false
        }
    }
}

/// How to compare two values of one type in place: a flat list of leaf comparisons at absolute
/// offsets (nested structs are flattened at compile time, adjacent plain-data bytes merged), so
/// comparing is one loop without recursion or reference counting.
package struct ComparisonPlan {
    package enum Leaf {
        /// Plain data without padding (a scalar, a payload-free enum, a nil-or-reference): bytes.
        case bytes(offset: Int, count: Int)
        /// A class instance: the same instance or not.
        case identity(offset: Int)
        /// A closure: never equal (D10).
        case never
        /// `==` of the field's type, or the general path (enums, tuples, existentials, bindings).
        case witness(offset: Int, (UnsafeRawPointer, UnsafeRawPointer) -> Bool)
    }

    package private(set) var leaves: [Leaf] = [] {
        didSet {
            if leaves.count == 1, case .bytes(let offset, let count) = leaves[0] { plainBytes = (offset, count) } else { plainBytes = nil }
        }
    }
    /// The one byte range the plan compares, when that is all it does (a row of plain data):
    /// compared without walking the leaves, whose enum payloads cost a copy each.
    private var plainBytes: (offset: Int, count: Int)?

    package init(_ leaves: [Leaf] = []) {
        for leaf in leaves { append(leaf) }
    }

    /// Adds a leaf, merging contiguous byte ranges.
    mutating func append(_ leaf: Leaf) {
        if case .bytes(let offset, let count) = leaf, case .bytes(let lastOffset, let lastCount)? = leaves.last,
            lastOffset + lastCount == offset
        {
            leaves[leaves.count - 1] = .bytes(offset: lastOffset, count: lastCount + count)
            return
        }
        if case .bytes(_, 0) = leaf { return }
        leaves.append(leaf)
    }

    /// This plan's leaves moved to a field at `offset` of an enclosing struct.
    func shifted(by offset: Int) -> [Leaf] {
        leaves.map { leaf in
            switch leaf {
            case .bytes(let start, let count): .bytes(offset: start + offset, count: count)
            case .identity(let start): .identity(offset: start + offset)
            case .never: .never
            case .witness(let start, let compare): .witness(offset: start + offset, compare)
            }
        }
    }

    func equals(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
        if let (offset, count) = plainBytes { return bytesEqual(lhs + offset, rhs + offset, count) }
        for leaf in leaves {
            switch leaf {
            case .bytes(let offset, let count):
                if !bytesEqual(lhs + offset, rhs + offset, count) { return false }
            case .identity(let offset):
                if lhs.load(fromByteOffset: offset, as: UnsafeRawPointer.self) != rhs.load(fromByteOffset: offset, as: UnsafeRawPointer.self) {
                    return false
                }
            case .never:
                return false
            case .witness(let offset, let compare):
                if !compare(lhs + offset, rhs + offset) { return false }
            }
        }
        return true
    }
}

/// Calls `body` with a pointer to the value inside the existential.
private func withValuePointer<Result>(_ value: Any, _ body: (UnsafeRawPointer) -> Result) -> Result {
    func open<Value>(_ value: borrowing Value) -> Result { withUnsafePointer(to: value) { body(UnsafeRawPointer($0)) } }
    return _openExistential(value, do: open)
}

private func withValuePointer<Result>(_ value: any View, _ body: (UnsafeRawPointer) -> Result) -> Result {
    func open<Value: View>(_ value: borrowing Value) -> Result { withUnsafePointer(to: value) { body(UnsafeRawPointer($0)) } }
    return open(value)
}

/// A type that knows how the graph compares it (a `Binding`).
package protocol GraphComparable {
    func isGraphEqual(to other: Any, using comparator: ValueComparator) -> Bool
}

/// `Optional`, seen without its generic argument: which type it wraps.
protocol OptionalField {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalField {
    static var wrappedType: Any.Type { Wrapped.self }
}

private func witness(for type: any Equatable.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
    func make<Value: Equatable>(_: Value.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        { $0.assumingMemoryBound(to: Value.self).pointee == $1.assumingMemoryBound(to: Value.self).pointee }
    }
    return make(type)
}

/// A type's metadata kind, read as the kind of a field of that type (the reflection SPI reports
/// kinds for fields only).
func metadataKind(of type: Any.Type) -> _MetadataKind? {
    func read<Value>(_: Value.Type) -> _MetadataKind? {
        var kind: _MetadataKind?
        _ = _forEachField(of: KindProbe<Value>.self, options: []) { _, _, _, fieldKind in
            kind = fieldKind
            return false
        }
        return kind
    }
    return _openExistential(type, do: read)
}

private struct KindProbe<Value> {
    var value: Value
}

private func size(of type: Any.Type) -> Int {
    func measure<Value>(_: Value.Type) -> Int { MemoryLayout<Value>.size }
    return _openExistential(type, do: measure)
}

/// Whether `count` bytes at the two addresses are the same, a machine word at a time.
private func bytesEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, _ count: Int) -> Bool {
    var offset = 0
    while offset + 8 <= count {
        if lhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != rhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
            return false
        }
        offset += 8
    }
    while offset < count {
        if lhs.load(fromByteOffset: offset, as: UInt8.self) != rhs.load(fromByteOffset: offset, as: UInt8.self) { return false }
        offset += 1
    }
    return true
}
