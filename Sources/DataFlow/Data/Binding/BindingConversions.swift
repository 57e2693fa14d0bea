/// Bindings to the same value seen as another type: optional, unwrapped, type-erased (iOS 13).
///
/// As in SwiftUI, each reads and writes its base: `Binding<Int?>($count)` reads `count` wrapped
/// and ignores a write of `nil`; `Binding($name)` over a `String?` is nil when the name is nil and
/// otherwise writes through; `Binding<AnyHashable>($tag)` writes a value of the base's type and
/// ignores others. SwiftUI caches such projections; dataflow makes a new location each time, like
/// `Binding(get:set:)`, so a child holding one re-runs whenever its parent does (§5).
extension Binding {
    /// The base's value, wrapped; writing `nil` leaves the base as it is.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(value: base._value, location: ConvertingLocation(base: base.location, get: { $0 }, set: { $0 }))
    }

    /// The base's value unwrapped, or nil when the base is nil now. Read after the base became
    /// nil, it is the last value it had.
    public init?(_ base: Binding<Value?>) {
        guard let value = base._value else { return nil }
        let last = LastValue(value)
        self.init(
            value: value,
            location: ConvertingLocation(
                base: base.location,
                get: { current in
                    if let current { last.value = current }
                    return last.value
                },
                set: { Optional($0) }))
    }

    /// The base's value as an `AnyHashable`; a write of another type leaves the base as it is.
    public init<V>(_ base: Binding<V>) where Value == AnyHashable, V: Hashable {
        self.init(
            value: AnyHashable(base._value), location: ConvertingLocation(base: base.location, get: { AnyHashable($0) }, set: { $0.base as? V }))
    }
}

/// The last value an unwrapping binding read.
private final class LastValue<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A location read through a conversion and written through one that may refuse (nil: the write
/// is dropped), with its base's storage and read tracking.
final class ConvertingLocation<Base, Value>: AnyLocation<Value> {
    let base: AnyLocation<Base>
    let toValue: (Base) -> Value
    let toBase: (Value) -> Base?

    init(base: AnyLocation<Base>, get: @escaping (Base) -> Value, set: @escaping (Value) -> Base?) {
        self.base = base
        toValue = get
        toBase = set
    }

    override func get() -> Value { toValue(base.get()) }

    override func set(_ newValue: Value) {
        if let converted = toBase(newValue) { base.set(converted) }
    }

    override func markRead() { base.markRead() }
    override var storage: StorageLocation? { base.storage }
    override var host: GraphHost? { base.host }
    override var isFunctional: Bool { true }
    override var setsThroughClosure: Bool { base.setsThroughClosure }
    override var isValid: Bool { base.isValid }
    override var targetDescription: String { base.targetDescription }
}
