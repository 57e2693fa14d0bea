/// A value kept in user defaults under a key, shared by every view that declares it.
///
/// dataflow keeps the defaults in memory, one store per run, starting empty: every run of a
/// transcript starts with every key unset, so output stays deterministic (the `store:` argument
/// and `.defaultAppStorage(_:)` are accepted and not used: a key is one value whatever store it
/// names). While a key is unset, each declaration reads its own default, which
/// is never written to the store: two views declaring one key with different defaults read
/// different values until one of them writes (§20). The Optional form
/// (`@AppStorage("name") var name: String?`) reads nil while the key is unset, and writing nil
/// unsets it. A write behaves as a `@State` write: equal values are dropped (§4), the write is one
/// transaction (§14), and every view that declares the key and read it re-runs, whether or not it
/// wrote it.
///
///     @AppStorage("username") private var username = "Anonymous"
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    /// The view's reader of the key's storage, once the graph installed it.
    var reader: AppStorageReader<Value>?
    /// Its storage when it is declared in a class instead (`AppStorageInObject.swift`).
    let objectStorage: AppStorageObjectStorage<Value>

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.key = key
        defaultValue = wrappedValue
        objectStorage = AppStorageObjectStorage(key: key, defaultValue: wrappedValue)
    }

    public var wrappedValue: Value {
        get {
            guard let reader else { return defaultValue }
            reader.markRead()
            return reader.get()
        }
        nonmutating set {
            guard let reader else {
                Ambient.current?.reporter.dropWriteToUninstalledState(type: Self.self, value: newValue)
                return
            }
            reader.set(newValue)
        }
    }

    /// Declared in a class instead (a view model): the run's defaults, directly; in an
    /// `ObservableObject` a set publishes first (`AppStorageInObject.swift`, §20).
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, AppStorage<Value>>
    ) -> Value {
        get {
            let storage = object[keyPath: storageKeyPath].objectStorage
            storage.connect(to: object)
            return storage.value
        }
        set {
            let storage = object[keyPath: storageKeyPath].objectStorage
            storage.connect(to: object)
            storage.set(newValue)
        }
    }

    /// `$flag` of an `@AppStorage` declared in a class (`Toggle(isOn: model.$flag)`): a binding to
    /// the run's defaults, whose writes publish as the property's own sets do (§20).
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        projected projectedKeyPath: KeyPath<EnclosingSelf, Binding<Value>>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, AppStorage<Value>>
    ) -> Binding<Value> {
        let storage = object[keyPath: storageKeyPath].objectStorage
        storage.connect(to: object)
        return Binding(value: storage.value, location: storage.location)
    }

    public var projectedValue: Binding<Value> {
        guard let reader else { return Binding(value: defaultValue, location: ConstantLocation(value: defaultValue, reason: .uninstalledState)) }
        return Binding(value: reader.get(), location: reader)
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// The Optional form: nil while the key is unset.
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(wrappedValue: nil, key, store: store)
    }
}

extension AppStorage: BoxedProperty {
    package static func makeBox(for field: PropertyField, node: BodyNode) -> PropertyBox {
        AppStorageBox<Value>(field: field, node: node)
    }
}

extension AppStorage: GraphComparable {
    /// A parent creates the same declaration each time: equal if the key and default are.
    package func isGraphEqual(to other: Any, using comparator: ValueComparator) -> Bool {
        guard let other = other as? Self else { return false }
        return key == other.key && comparator.equals(defaultValue, other.defaultValue)
    }
}

/// What user defaults hold under a key: nothing yet, or a value (property-list values are
/// hashable; another kind is kept by identity, so each write of it is a change).
package enum AppStorageValue: Hashable, CustomValueDescription {
    case unset
    case stored(AnyHashable)

    /// `value` as stored: an Optional's nil unsets the key, any other Optional stores what it holds.
    init(_ value: Any) {
        guard let unwrapped = Self.unwrap(value) else {
            self = .unset
            return
        }
        self = .stored((unwrapped as? AnyHashable) ?? AnyHashable(Unhashable(unwrapped)))
    }

    /// The stored value as `Value` (a declaration of another type reads its default).
    func value<Value>(as _: Value.Type) -> Value? {
        guard case .stored(let stored) = self else { return nil }
        let base = (stored.base as? Unhashable)?.value ?? stored.base
        return base as? Value
    }

    package func valueDescription(using describer: ValueDescriber) -> ValueDescription {
        switch self {
        case .unset: .atom("(unset)")
        case .stored(let stored): describer.describe((stored.base as? Unhashable)?.value ?? stored.base)
        }
    }

    private static func unwrap(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrap($0.value) }
    }

    /// A value that is not hashable, compared by identity.
    private final class Unhashable: Hashable {
        let value: Any
        init(_ value: Any) { self.value = value }
        static func == (lhs: Unhashable, rhs: Unhashable) -> Bool { lhs === rhs }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }
}

/// The in-memory defaults of one run: one storage per key, shared by the views that declare it.
package final class AppStorageStore {
    private var entries: [String: AppStorageEntry] = [:]
    /// The live host whose writes the storage stages, set once by that host when it makes the
    /// store. A silent host that shares the store keeps the live host alive.
    unowned(unsafe) var host: GraphHost!

    /// The storage of `key`, unset until a view writes it.
    func entry(for key: String) -> AppStorageEntry {
        if let entry = entries[key] { return entry }
        let entry = AppStorageEntry(key: key, host: host)
        entries[key] = entry
        return entry
    }
}

/// One key of the store: its storage, which views observe through their readers, and the
/// objects whose `@AppStorage` hears every write as it is made (as defaults' observers do).
final class AppStorageEntry: StorageOwner {
    let key: String
    private(set) var location: StoredLocation<AppStorageValue>!
    private var listeners = WeakList<AppStorageListener>()

    init(key: String, host: GraphHost) {
        self.key = key
        location = StoredLocation(initialValue: .unset, host: host, owner: self)
    }

    var storageName: String { SceneStorageKey.storageName(of: key) }

    /// Views hear of changes as observers, each according to whether it read the key.
    func storageDidChange() {}

    func addListener(_ listener: AppStorageListener) { listeners.append(listener) }

    /// Writes the key: its listeners hear first, at the write, then the storage changes in the
    /// current transaction.
    func write(_ value: AppStorageValue) {
        for listener in listeners.live() { listener.keyWillChange() }
        location.set(value)
    }
}

/// An object's `@AppStorage`, told of every write to its key.
protocol AppStorageListener: AnyObject {
    func keyWillChange()
}

/// One view's access to a key: it reads the stored value, or its own default while the key is
/// unset; reads count for this view only; writes go to the shared storage.
package final class AppStorageReader<Value>: AnyLocation<Value> {
    let entry: AppStorageEntry
    var base: StoredLocation<AppStorageValue> { entry.location }
    let defaultValue: Value
    weak var box: AppStorageBox<Value>?

    init(entry: AppStorageEntry, defaultValue: Value, box: AppStorageBox<Value>) {
        self.entry = entry
        self.defaultValue = defaultValue
        self.box = box
    }

    override package func get() -> Value { base.get().value(as: Value.self) ?? defaultValue }
    override package func set(_ newValue: Value) {
        // The storage may belong to another host than the view's (a fresh render reads the live
        // app's defaults): a write from a body this view's host is evaluating is dropped there (D5).
        if let host = box?.node.host, host.isUpdatingOnThisThread {
            host.reporter.rejectWriteDuringUpdate(target: targetDescription, value: newValue, inBodyOf: host.currentBodyName)
            return
        }
        entry.write(AppStorageValue(newValue))
    }
    override package func markRead() {
        if base.host?.isUpdating == true { box?.wasRead = true }
    }

    override package var storage: StorageLocation? { base }
    override package var host: GraphHost? { base.host }
    override package var targetDescription: String { base.targetDescription }
}

/// The graph's side of one `@AppStorage` at one view identity.
final class AppStorageBox<Value>: PropertyBox, LocationObserver {
    private var reader: AppStorageReader<Value>?
    /// Set when this view's body read the value during an update; never cleared (D4).
    var wasRead = false

    override package func install(at address: UnsafeMutableRawPointer, isFirst: Bool) -> Bool {
        let property = address.assumingMemoryBound(to: AppStorage<Value>.self)
        if reader == nil {
            // A fresh render (D12) reads the live host's defaults, and hears nothing.
            let entry = node.host.appStorage.entry(for: property.pointee.key)
            let reader = AppStorageReader(entry: entry, defaultValue: property.pointee.defaultValue, box: self)
            self.reader = reader
            node.host.listening { entry.location.addObserver(self) }
        }
        property.pointee.reader = reader
        return isFirst
    }

    func locationDidChange(_ storage: StorageLocation) {
        if wasRead { node.propertyDidChange(field.index) }
    }

    override package var storedValue: Any? { reader?.get() }

    override package func dependency(describer: ValueDescriber) -> (source: String, kind: DependencySnapshot.Dependency.Kind)? {
        guard wasRead, let reader else { return nil }
        return (reader.targetDescription, .state)
    }
}

extension View {
    /// The store `@AppStorage` below uses when it names none (an App Group's suite): accepted,
    /// as `store:` is; the run keeps one in-memory store, so every key is one value (§20).
    public func defaultAppStorage(_ store: UserDefaults) -> ModifiedContent<Self, _AppearanceModifier> { styled(".defaultAppStorage") }
}
