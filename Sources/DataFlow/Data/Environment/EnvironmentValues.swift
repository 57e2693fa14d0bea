/// A key for a value the environment carries down the tree.
///
///     struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
///     extension EnvironmentValues {
///         var accent: Color { get { self[AccentKey.self] } set { self[AccentKey.self] = newValue } }
///     }
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view inherits from its container, subject to `.environment(_:_:)` writes above it
/// (§9). Copies are cheap: writes are kept as a shared list, newest first, so the nearest writer wins.
public struct EnvironmentValues {
    private var writes: EnvironmentWrite?
    /// Set in the values an `@Environment(\.self)` reader holds: the keys its body reads.
    package var readTracker: EnvironmentReadTracker?

    public init() {}

    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            readTracker?.didRead(key)
            var write = writes
            let id = ObjectIdentifier(key)
            while let current = write {
                if current.key == id, let value = current.value as? Key.Value { return value }
                write = current.next
            }
            return Key.defaultValue
        }
        set { writes = EnvironmentWrite(key: ObjectIdentifier(key), keyType: key, value: newValue, next: writes) }
    }
}

extension EnvironmentValues: CustomStringConvertible {
    /// SwiftUI's form: the property list, newest write first, a key written twice listed twice
    /// (the shadowed value stays in the list): `[EnvironmentPropertyKey<FontKey> = .title,
    /// EnvironmentPropertyKey<FontKey> = .body]`. SwiftUI's list also holds the many keys the
    /// system writes, which differ by release; dataflow's holds the app's writes only, and shows
    /// values as transcripts do (objects by name), where SwiftUI uses `String(describing:)` (§9).
    public var description: String {
        var entries: [String] = []
        var write = writes
        while let current = write {
            let value = Ambient.current?.reporter.describer.describe(current.value).text ?? String(describing: current.value)
            entries.append("EnvironmentPropertyKey<\(displayTypeName(current.keyType))> = \(value)")
            write = current.next
        }
        return "[" + entries.joined(separator: ", ") + "]"
    }
}

extension EnvironmentValues {
    /// An object put in the environment by its type (`.environmentObject(_:)`, `.environment(_:)`).
    package func object<Object>(of type: Object.Type) -> Object? {
        self[StoreKey<Object>.self]
    }

    package mutating func setObject<Object>(_ object: Object?, of type: Object.Type) {
        self[StoreKey<Object>.self] = object
    }

    /// An object by a type known only at run time.
    package func object(ofType type: Any.Type) -> AnyObject? {
        func open<Object>(_: Object.Type) -> AnyObject? { object(of: Object.self).map { $0 as AnyObject } }
        return _openExistential(type, do: open)
    }
}

/// The key objects are stored under: one per object type (SwiftUI's name for it).
private struct StoreKey<Object>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}

/// The keys read through one `@Environment(\.self)` property: the reader depends on those keys
/// only (§9), and, once read, always (D4).
package final class EnvironmentReadTracker {
    /// Each key read, by its identity, with a way to read it from other values.
    private var reads: [ObjectIdentifier: (EnvironmentValues) -> Any] = [:]
    private var order: [ObjectIdentifier] = []

    package init() {}

    func didRead<Key: EnvironmentKey>(_ key: Key.Type) {
        let id = ObjectIdentifier(key)
        guard reads[id] == nil else { return }
        reads[id] = { $0[Key.self] }
        order.append(id)
    }

    /// Whether a key read so far has another value in `new` than in `old`.
    package func readKeyDiffers(between old: EnvironmentValues, and new: EnvironmentValues, compare: (Any, Any) -> Bool) -> Bool {
        var old = old
        var new = new
        // Comparing must not count as reading.
        old.readTracker = nil
        new.readTracker = nil
        return order.contains { id in
            guard let read = reads[id] else { return false }
            return !compare(read(old), read(new))
        }
    }
}

/// One write in the environment's list.
private final class EnvironmentWrite {
    let key: ObjectIdentifier
    let keyType: Any.Type
    let value: Any
    let next: EnvironmentWrite?

    init(key: ObjectIdentifier, keyType: Any.Type, value: Any, next: EnvironmentWrite?) {
        self.key = key
        self.keyType = keyType
        self.value = value
        self.next = next
    }
}

private struct FontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
}

extension EnvironmentValues {
    /// The font for text; `.font(_:)` writes it.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
}
