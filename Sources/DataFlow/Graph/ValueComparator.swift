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
        if type is any GraphComparable.Type { return .boxed(loader(for: type)) }
        if kind == .function { return .never }
        if type is AnyClass || kind == .class { return .identity }
        if let optional = type as? any OptionalField.Type, optional.wrappedType is AnyClass {
            return .bytes(size(of: type))  // a nil or a reference: one pointer word, compared as identity
        }
        let isPlainData = _isPOD(type)
        if !(isPlainData && mode == .equatableUnlessPOD), let equatable = type as? any Equatable.Type {
            return .equatable(witness(for: equatable))
        }
        if kind == .existential || kind == .enum || kind == .optional || kind == .tuple {
            return isPlainData && kind == .enum ? .bytes(size(of: type)) : .boxed(loader(for: type))
        }
        var fields: [ComparisonPlan.Field] = []
        var compiled = true
        let isStructLike = _forEachField(of: type, options: []) { _, offset, fieldType, fieldKind in
            if fieldKind == .opaque {
                guard _isPOD(fieldType) else {
                    compiled = false
                    return false
                }
                fields.append(.init(offset: offset, plan: .bytes(size(of: fieldType))))
            } else {
                fields.append(.init(offset: offset, plan: plan(forField: fieldType, kind: fieldKind)))
            }
            return true
        }
        guard isStructLike, compiled else {
            return isPlainData ? .bytes(size(of: type)) : .boxed(loader(for: type))
        }
        return .fields(fields)
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

/// How to compare two values of one type in place.
package indirect enum ComparisonPlan {
    package struct Field {
        var offset: Int
        var plan: ComparisonPlan
    }

    /// Plain data without padding (a scalar, a payload-free enum, a nil-or-reference): bytes.
    case bytes(Int)
    /// A class instance: the same instance or not.
    case identity
    /// A closure: never equal (D10).
    case never
    /// `==` of the type.
    case equatable((UnsafeRawPointer, UnsafeRawPointer) -> Bool)
    /// Each stored field with its own plan.
    case fields([Field])
    /// The general, slower path for enums, tuples, existentials and bindings.
    case boxed((UnsafeRawPointer, UnsafeRawPointer) -> Bool)

    func equals(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
        switch self {
        case .bytes(let count):
            return bytesEqual(lhs, rhs, count)
        case .identity:
            return lhs.load(as: UnsafeRawPointer.self) == rhs.load(as: UnsafeRawPointer.self)
        case .never:
            return false
        case .equatable(let witness), .boxed(let witness):
            return witness(lhs, rhs)
        case .fields(let fields):
            for field in fields where !field.plan.equals(lhs + field.offset, rhs + field.offset) { return false }
            return true
        }
    }
}

/// Calls `body` with a pointer to the value inside the existential.
private func withValuePointer<Result>(_ value: Any, _ body: (UnsafeRawPointer) -> Result) -> Result {
    func open<Value>(_ value: Value) -> Result { withUnsafePointer(to: value) { body(UnsafeRawPointer($0)) } }
    return _openExistential(value, do: open)
}

private func withValuePointer<Result>(_ value: any View, _ body: (UnsafeRawPointer) -> Result) -> Result {
    func open<Value: View>(_ value: Value) -> Result { withUnsafePointer(to: value) { body(UnsafeRawPointer($0)) } }
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
private func metadataKind(of type: Any.Type) -> _MetadataKind? {
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
