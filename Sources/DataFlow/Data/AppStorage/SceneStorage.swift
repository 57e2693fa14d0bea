/// A value a scene keeps under a key, and gives back when the system restores the scene.
///
/// Within a scene it behaves as `@AppStorage` does, in a store of its own (§20): every view of the
/// scene that declares the key shares it, a write is one transaction and re-runs the views that
/// read it, equal writes are dropped. A run is one scene, launched fresh: nothing is restored,
/// so every key starts unset and each declaration reads its own default.
///
///     @SceneStorage("draft") private var draft = ""
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    /// The key's storage, in the scene's namespace of the run's store.
    var storage: AppStorage<Value>

    init(value: Value, key: String) {
        storage = AppStorage(wrappedValue: value, SceneStorageKey.prefix + key)
    }

    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }

    public var projectedValue: Binding<Value> { storage.projectedValue }
}

/// Where a scene's keys live in the run's store, apart from user defaults'.
enum SceneStorageKey {
    static let prefix = "\u{0}scene\u{0}"

    /// How the storage of `key` is named in a transcript: `SceneStorage("draft")` for a scene's.
    static func storageName(of key: String) -> String {
        key.hasPrefix(prefix) ? "SceneStorage(\(quote(String(key.dropFirst(prefix.count)))))" : "AppStorage(\(quote(key)))"
    }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(value: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(value: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(value: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(value: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(value: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String) where Value == Date { self.init(value: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(value: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(value: wrappedValue, key: key)
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(value: wrappedValue, key: key)
    }
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil) where Value == TabViewCustomization {
        self.init(value: wrappedValue, key: key)
    }

    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == String { self.init(value: nil, key: key) }
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == Int { self.init(value: nil, key: key) }
}

/// The Optional forms, in an extension of their own as SwiftUI declares them: nil while unset.
extension SceneStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String) where Value == Bool? { self.init(value: nil, key: key) }
    public init(_ key: String) where Value == Int? { self.init(value: nil, key: key) }
    public init(_ key: String) where Value == Double? { self.init(value: nil, key: key) }
    public init(_ key: String) where Value == String? { self.init(value: nil, key: key) }
    public init(_ key: String) where Value == URL? { self.init(value: nil, key: key) }
    public init(_ key: String) where Value == Date? { self.init(value: nil, key: key) }
    public init(_ key: String) where Value == Data? { self.init(value: nil, key: key) }
}
