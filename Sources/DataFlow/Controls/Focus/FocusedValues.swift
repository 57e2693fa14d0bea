/// Focused values (`@FocusedValue`, `.focusedValue`): how a focused view hands data to a
/// scene's commands (menus on macOS and iPad). dataflow has no menus: the values are accepted,
/// and `@FocusedValue` reads nil.
public struct FocusedValues {
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { nil }
        set {}
    }
}

public protocol FocusedValueKey {
    associatedtype Value
}

@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
    /// iOS 17: the focused view's `@Observable` object of this type (`.focusedValue(model)`):
    /// accepted as the key path form is, so it reads nil.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {}
    public var wrappedValue: Value? { nil }
}

@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }
    /// A binding to the focused value: reads nil and drops writes, as the wrapped value does.
    public var projectedValue: Binding<Value?> { Binding(get: { nil }, set: { _ in }) }
}

extension View {
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        styled(".focusedValue")
    }
    /// iOS 16: a value that may be absent (nil publishes none).
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        styled(".focusedValue")
    }
    /// iOS 17: an `@Observable` object, read by `@FocusedValue(Model.self)`.
    public func focusedValue<T>(_ object: T?) -> some View where T: AnyObject, T: Observable { styled(".focusedValue") }

    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        styled(".focusedSceneValue")
    }
    /// iOS 16: a value that may be absent (nil publishes none).
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View {
        styled(".focusedSceneValue")
    }
    /// iOS 17: an `@Observable` object, read by `@FocusedValue(Model.self)`.
    public func focusedSceneValue<T>(_ object: T?) -> some View where T: AnyObject, T: Observable { styled(".focusedSceneValue") }
}
