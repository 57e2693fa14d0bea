/// The `ObservableObject` the focused view publishes (`.focusedObject(document)`), for a
/// scene's commands and menus to act on: `@FocusedObject var document: Document?`.
///
/// It works as focused values do in dataflow (`FocusedValues.swift`): an iPhone run has no
/// menus or commands to read it, so publishing is accepted and `@FocusedObject` reads nil (its
/// projected bindings too).
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to the properties of the focused object (`$document.title`).
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
            Binding(value: root[keyPath: keyPath], location: ObjectLocation(object: root, keyPath: keyPath))
        }
    }

    public init() {}

    /// The focused view's object of this type: nil, as no scene here reads focus.
    public var wrappedValue: ObjectType? { nil }

    /// Bindings to the focused object's properties, when there is one: nil, as `wrappedValue` is.
    public var projectedValue: FocusedObject<ObjectType>.Wrapper? { wrappedValue.map { Wrapper(root: $0) } }
}

extension View {
    /// Publishes `object` to `@FocusedObject` while this view has the focus: accepted.
    public func focusedObject<T>(_ object: T) -> some View where T: ObservableObject { styled(".focusedObject") }
    /// Publishes `object`, if any, while this view has the focus: accepted.
    public func focusedObject<T>(_ object: T?) -> some View where T: ObservableObject { styled(".focusedObject") }
    /// Publishes `object` while this view's scene is active: accepted.
    public func focusedSceneObject<T>(_ object: T) -> some View where T: ObservableObject { styled(".focusedSceneObject") }
    /// Publishes `object`, if any, while this view's scene is active: accepted.
    public func focusedSceneObject<T>(_ object: T?) -> some View where T: ObservableObject { styled(".focusedSceneObject") }
}
