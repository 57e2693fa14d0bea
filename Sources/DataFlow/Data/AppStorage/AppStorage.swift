/// A value kept in user defaults under a key, shared by every view that declares it.
///
/// dataflow keeps the defaults in memory, one store per run, starting empty: every run of a
/// transcript starts from the declared default values, so output stays deterministic (the
/// `store:` argument is accepted and not used). A write behaves as a `@State` write: equal values
/// are dropped (§4), the write is one transaction (§14), and every view that declares the key and
/// read it re-runs, whether or not it wrote it.
///
///     @AppStorage("username") private var username = "Anonymous"
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    /// The view's reader of the key's storage, once the graph installed it.
    var reader: AppStorageReader<Value>?

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.key = key
        defaultValue = wrappedValue
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

    public var projectedValue: Binding<Value> {
        guard let reader else { return Binding(value: defaultValue, location: ConstantLocation(value: defaultValue, reason: .uninstalledState)) }
        return Binding(value: reader.get(), location: reader)
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

/// The in-memory defaults of one graph: one storage per key, shared by the views that declare it.
package final class AppStorageStore {
    private var entries: [String: AnyObject] = [:]

    /// The storage of `key`, created with `defaultValue` on first use.
    func location<Value>(for key: String, defaultValue: Value, graph: ViewGraph) -> StoredLocation<Value> {
        if let entry = entries[key] as? AppStorageEntry<Value> { return entry.location }
        let entry = AppStorageEntry(key: key, defaultValue: defaultValue, graph: graph)
        entries[key] = entry
        return entry.location
    }
}

/// One key of the store: its storage, which views observe through their readers.
final class AppStorageEntry<Value>: StorageOwner {
    let key: String
    private(set) var location: StoredLocation<Value>!

    init(key: String, defaultValue: Value, graph: ViewGraph) {
        self.key = key
        location = StoredLocation(initialValue: defaultValue, graph: graph, owner: self)
    }

    var storageName: String { "AppStorage(\(quote(key)))" }

    /// Views hear of changes as observers, each according to whether it read the key.
    func storageDidChange() {}
}

/// One view's access to a key: reads count for this view only, writes go to the shared storage.
package final class AppStorageReader<Value>: AnyLocation<Value> {
    let base: StoredLocation<Value>
    weak var box: AppStorageBox<Value>?

    init(base: StoredLocation<Value>, box: AppStorageBox<Value>) {
        self.base = base
        self.box = box
    }

    override package func get() -> Value { base.get() }
    override package func set(_ newValue: Value) { base.set(newValue) }
    override package func markRead() {
        if base.graph?.queue.isUpdating == true { box?.wasRead = true }
    }

    override package var storage: StorageLocation? { base }
    override package var graph: ViewGraph? { base.graph }
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
            // A fresh render (D12) reads the live graph's defaults.
            let graph = if case .freshRender(let live) = node.graph.role { live } else { node.graph }
            let base = graph.appStorage.location(for: property.pointee.key, defaultValue: property.pointee.defaultValue, graph: graph)
            let reader = AppStorageReader(base: base, box: self)
            self.reader = reader
            if case .live = node.graph.role { base.addObserver(self) }
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
