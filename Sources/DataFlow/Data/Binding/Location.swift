/// Where a binding's value lives: the engine's side of `Binding` and `State`.
///
/// Locations form a small hierarchy, mirroring SwiftUI's:
///
///     StoredLocation      the storage of one @State, owned by a view identity (the root)
///       ↑ base
///     ProjectedLocation   `$x.field`, `$x[0].isOn`: reads and writes the root's value through a key path
///     FunctionalLocation  `Binding(get:set:)`: closures, no storage, no change signal
///     ConstantLocation    `.constant(v)`: ignores writes
///
/// Dependency tracking always goes to the root (`storage`): a view that reads `$x.field` depends
/// on `x` (§6).
/// The root of SwiftUI's location classes, public there as here so that `Binding`'s storage can
/// be named; nothing outside the engine makes or subclasses one.
///
/// SwiftUI declares both classes `@unchecked Sendable`; dataflow does not, as Swift would then ask
/// each of the engine's location subclasses to restate the conformance (a warning each), and the
/// engine runs one thread per run, so a location never crosses threads while in use.
open class AnyLocationBase {
    /// Internal: no other module makes locations.
    init() {}
}

/// A location of a value of one type (SwiftUI's public name).
open class AnyLocation<Value>: AnyLocationBase {
    /// Projections are cached per key path so that `$x.field` has a stable identity across body
    /// evaluations; Binding equality compares locations by identity (§5). Weakly: a projection
    /// holds its base, and a strong cache would make every projected location a cycle. One that
    /// a view still holds is found again; one nobody holds is not needed.
    private var projections: [AnyKeyPath: WeakProjection] = [:]

    /// Internal, not `package`: see `Node.init(_:viewType:)`. No other module makes locations.
    override init() {}

    /// The value as the current phase sees it: during an update pass the committed value of the
    /// transaction being flushed, otherwise the live value.
    package func get() -> Value { preconditionFailure("\(Self.self) must override get()") }

    /// Writes the value (the equality check, transaction and trace are the storage's business).
    package func set(_ newValue: Value) { preconditionFailure("\(Self.self) must override set(_:)") }

    /// Records that a body read this location while the graph was updating (§3).
    package func markRead() {}

    /// The state storage at the root of this location, if there is one.
    package var storage: StorageLocation? { nil }

    /// The host of the graph this location belongs to, if any: where its writes are staged.
    package var host: GraphHost? { storage?.host }

    /// `Binding(get:set:)` allocates a new location each time it is built: never equal (§5, D10).
    package var isFunctional: Bool { false }

    /// Whether a write ends in `Binding(get:set:)`'s set closure: where it goes is the app's
    /// business, perhaps storage SwiftUI does not watch (`why` says so when nothing updated).
    package var setsThroughClosure: Bool { false }

    /// Whether reading this location now would work: false for an element binding whose index
    /// the collection no longer has (§15).
    package var isValid: Bool { true }

    /// Where writes go, for the transcript: the root storage's name (`ContentView._toggles`); the
    /// changed field is found by comparing the old and new root values, not from the key path.
    package var targetDescription: String { "binding" }

    package func projecting<Member>(_ keyPath: WritableKeyPath<Value, Member>) -> AnyLocation<Member> {
        if let cached = projections[keyPath]?.location as? AnyLocation<Member> { return cached }
        let projected = ProjectedLocation(base: self, keyPath: keyPath)
        projections[keyPath] = WeakProjection(location: projected)
        return projected
    }
}

/// A cached projection, held weakly.
private struct WeakProjection {
    weak var location: AnyObject?
}

extension AnyLocation: CustomValueDescription {
    /// Engine objects are not the experiment's objects: shown by where they lead, never named.
    /// SwiftUI's own location types keep their names; dataflow's own are marked `dataflow.`.
    package func valueDescription(using describer: ValueDescriber) -> ValueDescription {
        let name = displayTypeName(type(of: self))
        let base = String(name.prefix { $0 != "<" })
        let shown = ["StoredLocation", "FunctionalLocation", "ConstantLocation"].contains(base) ? name : "dataflow." + name
        return .atom("\(shown)(\(targetDescription))")
    }
}

extension AnyLocation {
    /// This location seen as another numeric type (a `Slider` over a `Float` works in `Double`).
    /// A new location each time, like `Binding(get:set:)`, but with this one's storage: reads and
    /// changes still belong to the source (§6).
    package func converted<Target: BinaryFloatingPoint>() -> AnyLocation<Target> where Value: BinaryFloatingPoint {
        ConvertedLocation(base: self, get: { Target($0) }, set: { Value($0) })
    }
}

/// A location read and written through a conversion, with its base's storage and read tracking.
package final class ConvertedLocation<Base, Value>: AnyLocation<Value> {
    let base: AnyLocation<Base>
    let toValue: (Base) -> Value
    let toBase: (Value) -> Base

    init(base: AnyLocation<Base>, get: @escaping (Base) -> Value, set: @escaping (Value) -> Base) {
        self.base = base
        toValue = get
        toBase = set
    }

    override package func get() -> Value { toValue(base.get()) }
    override package func set(_ newValue: Value) { base.set(toBase(newValue)) }
    override package func markRead() { base.markRead() }
    override package var storage: StorageLocation? { base.storage }
    override package var host: GraphHost? { base.host }
    override package var isFunctional: Bool { true }
    override package var setsThroughClosure: Bool { base.setsThroughClosure }
    override package var isValid: Bool { base.isValid }
    override package var targetDescription: String { base.targetDescription }
}

/// The non-generic face of a state's storage, for the graph's bookkeeping.
package protocol StorageLocation: AnyObject {
    var host: GraphHost? { get }
    /// Someone other than the owner reads this storage (a `@Binding`, a control) and wants to
    /// hear of its changes. Register once; the list holds observers weakly.
    func addObserver(_ observer: LocationObserver)
}

/// Something that reacts when a storage location commits a change.
package protocol LocationObserver: AnyObject {
    func locationDidChange(_ storage: StorageLocation)
}

/// `$x.field`: the root's value seen through a writable key path.
package final class ProjectedLocation<Base, Value>: AnyLocation<Value> {
    let base: AnyLocation<Base>
    let keyPath: WritableKeyPath<Base, Value>

    init(base: AnyLocation<Base>, keyPath: WritableKeyPath<Base, Value>) {
        self.base = base
        self.keyPath = keyPath
    }

    override package func get() -> Value { base.get()[keyPath: keyPath] }

    /// Writing a field writes the whole root value with that field replaced (§6).
    override package func set(_ newValue: Value) {
        var value = base.get()
        value[keyPath: keyPath] = newValue
        base.set(value)
    }

    override package func markRead() { base.markRead() }
    override package var storage: StorageLocation? { base.storage }
    override package var isFunctional: Bool { base.isFunctional }
    override package var setsThroughClosure: Bool { base.setsThroughClosure }
    override package var isValid: Bool { base.isValid }
    override package var targetDescription: String { base.targetDescription }
}

/// `Binding(get:set:)`: calls the closures; has no storage and so no change signal of its own (§6).
package final class FunctionalLocation<Value>: AnyLocation<Value> {
    let getter: () -> Value
    let setter: (Value) -> Void

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    override package func get() -> Value { getter() }
    override package func set(_ newValue: Value) { setter(newValue) }
    override package var isFunctional: Bool { true }
    override package var setsThroughClosure: Bool { true }
    override package var targetDescription: String { "Binding(get:set:)" }
}

/// `.constant(v)`: reads return `v`, writes are ignored (SwiftUI says nothing; dataflow notes it).
package final class ConstantLocation<Value>: AnyLocation<Value> {
    let value: Value
    let reason: ConstantReason

    init(value: Value, reason: ConstantReason) {
        self.value = value
        self.reason = reason
    }

    override package func get() -> Value { value }

    override package func set(_ newValue: Value) {
        Ambient.current?.reporter.noteDroppedWrite(
            target: reason == .uninstalledState ? "the constant binding of an uninstalled State" : "a .constant binding",
            value: newValue,
            reason: .droppedConstant)
    }

    override package var targetDescription: String { ".constant" }
}

/// Why a binding is constant: written by the user, or handed out by an uninstalled State (§2).
enum ConstantReason {
    case explicit
    case uninstalledState
}
