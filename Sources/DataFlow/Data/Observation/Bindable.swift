/// Bindings to the properties of an `@Observable` object: `$model.name` (§8).
///
/// Bindable tracks nothing itself: creating `$model.name` reads `name`, and that read is what makes
/// the body depend on it (§3).
///
///     @Bindable var model: Model
///     TextField("Name", text: $model.name)
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding(value: wrappedValue[keyPath: keyPath], location: ObjectLocation(object: wrappedValue, keyPath: keyPath))
    }
}

extension Bindable: GraphComparable {
    /// The same object is the same input.
    package func isGraphEqual(to other: Any, using comparator: ValueComparator) -> Bool {
        (other as? Self).map { $0.wrappedValue === wrappedValue } ?? false
    }
}

extension Environment {
    /// `@Environment(Model.self)`: the `@Observable` object an ancestor put in the environment with
    /// `.environment(model)`. Missing, SwiftUI stops the app; dataflow reports it as the failure.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        content = .object(Value.self, required: true)
    }

    /// `@Environment(Model.self) var model: Model?`: nil when no ancestor provides one.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        content = .object(Object.self, required: false)
    }
}

extension View {
    /// Puts an `@Observable` object in the environment of this view and everything below it.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> ModifiedContent<Self, _EnvironmentObjectWritingModifier<Object>> {
        modifier(_EnvironmentObjectWritingModifier(object: object))
    }
}
