/// `@AppStorage` declared in a class (a view model) rather than in a view: `AppStorage`'s
/// `_enclosingInstance` subscript (which Swift finds only in the wrapper's own declaration) hands
/// such a property's gets and sets to this storage.
///
/// There it is not a view's dynamic property: no view installs it, and it reads and writes the
/// run's defaults directly. In an `ObservableObject` it publishes as `@Published` does, an
/// undocumented behaviour apps rely on (§20): a write sends `objectWillChange` first, and so does
/// any change of the key made elsewhere (another view's `@AppStorage`), so the views observing the
/// object re-run. In any other class (an `@Observable` one, where it must be `@ObservationIgnored`
/// to compile) a write is saved and nothing is told: views that read it through the object do not
/// update.
/// Where an `@AppStorage` in a class keeps its link to the run's defaults: the key's storage,
/// found on first use, and the object's publisher when the class is an `ObservableObject`.
final class AppStorageObjectStorage<Value>: PublishedStorage, AppStorageListener {
    let key: String
    let defaultValue: Value
    private var entry: AppStorageEntry?
    private var connected = false

    init(key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }

    /// Finds the key's storage in the running app's defaults, and in an `ObservableObject`
    /// listens to it, to publish a change made elsewhere.
    func connect(to object: AnyObject) {
        guard !connected, let host = Ambient.current else { return }
        connected = true
        let entry = host.appStorage.entry(for: key)
        self.entry = entry
        if let object = object as? any ObservableObject {
            publisher = object.objectWillChange
            host.listening { entry.addListener(self) }
        }
    }

    var value: Value {
        get { entry?.location.get().value(as: Value.self) ?? defaultValue }
        set {
            guard let entry else { return }
            if let host = entry.location.host, host.isUpdatingOnThisThread {
                host.reporter.rejectWriteDuringUpdate(target: entry.storageName, value: newValue, inBodyOf: host.currentBodyName)
                return
            }
            entry.write(AppStorageValue(newValue))
        }
    }

    /// A set through the object: it publishes first, as `@Published` does, then writes.
    func set(_ newValue: Value) {
        publisher?.send()
        value = newValue
    }

    /// Where `$property` bindings read and write: one location, so bindings made from it at
    /// different times are the same binding (§5).
    private(set) lazy var location: AnyLocation<Value> = AppStorageObjectLocation(storage: self)

    override var anyValue: Any { value }

    /// The key's storage, once connected.
    var keyLocation: StorageLocation? { entry?.location }

    /// The key is being written (by this object, another, or a view): the object announces it,
    /// as its `@AppStorage` does on a device whenever the defaults change under its key. A set
    /// through the object so announces twice, as seen on a device (§20).
    func keyWillChange() { publisher?.send() }
}

extension AppStorage: PublishedField {
    var storage: PublishedStorage { objectStorage }
}

extension AppStorage: CustomValueDescription {
    /// Shown as its value (in a view, the value it reads; in an object, the defaults' value).
    package func valueDescription(using describer: ValueDescriber) -> ValueDescription {
        describer.describe(reader?.get() ?? objectStorage.value)
    }
}

/// The location of a class's `@AppStorage` binding: its object's storage.
final class AppStorageObjectLocation<Value>: AnyLocation<Value> {
    private unowned let objectStorage: AppStorageObjectStorage<Value>

    init(storage: AppStorageObjectStorage<Value>) { objectStorage = storage }

    override package func get() -> Value { objectStorage.value }
    override package func set(_ newValue: Value) { objectStorage.set(newValue) }
    /// The key's storage in the run's defaults: where the write is staged and traced.
    override package var storage: StorageLocation? { objectStorage.keyLocation }
    override package var targetDescription: String { "AppStorage(\(quote(objectStorage.key)))" }
}
