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
    public var wrappedValue: Value? { nil }
}

@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}
    public var wrappedValue: Value? { nil }
}

extension View {
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".focusedValue")
    }
    public func focusedSceneValue<Value>(
        _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value
    ) -> ModifiedContent<Self, _AppearanceModifier> { styled(".focusedSceneValue") }
}
