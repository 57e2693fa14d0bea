/// A key for a value a view hands the container it is a subview of (iOS 18): `@Entry var
/// isHighlighted = false` in `extension ContainerValues` declares one.
///
/// Unlike the environment, which flows down to every descendant, a container value flows up one
/// level: to the container that reads its content's subviews (`Subview.containerValues`).
public protocol ContainerValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a subview's `.containerValue(_:_:)` modifiers wrote, and its tags.
public struct ContainerValues {
    private var values: [ObjectIdentifier: Any] = [:]
    /// The subview's `.tag(_:)` values, innermost first.
    var tags: [AnyHashable] = []

    init() {}

    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)].flatMap { $0 as? Key.Value } ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The subview's tag of type `V` (`.tag(_:)`), if it has one.
    public func tag<V: Hashable>(for type: V.Type) -> V? {
        tags.lazy.compactMap { $0.base as? V }.first
    }

    /// Whether the subview is tagged `tag`.
    public func hasTag<V: Hashable>(_ tag: V) -> Bool {
        tags.contains(AnyHashable(tag))
    }
}

/// `.containerValue(\.isHighlighted, true)`: sets a value for the container of the view's
/// subviews. Nothing on screen: the container reads it.
public struct _ContainerValueWritingModifier<Value>: BuiltinModifier {
    public var keyPath: WritableKeyPath<ContainerValues, Value>
    public var value: Value

    public init(keyPath: WritableKeyPath<ContainerValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }
}

extension View {
    /// Sets a container value of this view, or of each of its subviews when it is several (a
    /// `ForEach`, a group).
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        modifier(_ContainerValueWritingModifier(keyPath: keyPath, value: value))
    }
}

/// A container value writer whatever its value's type, for the resolution of subviews.
protocol ContainerValueWriting {
    func write(into values: inout ContainerValues)
}

extension _ContainerValueWritingModifier: ContainerValueWriting {
    func write(into values: inout ContainerValues) { values[keyPath: keyPath] = value }
}
