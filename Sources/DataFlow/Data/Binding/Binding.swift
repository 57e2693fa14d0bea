/// A reference to a value someone else owns: read it, write it, pass it on (§6).
///
/// A binding carries a location (where reads and writes go) and a snapshot of the value. `$x`
/// points at `x`'s storage; `$x.field` and `$x[0].isOn` project into it, so writing a field writes
/// the whole root value and reading it depends on the root. `Binding(get:set:)` is two closures and
/// never compares equal to another binding, so a child holding one re-runs whenever its parent
/// does (§5).
///
///     struct ToggleView: View {
///         @Binding var isEnabled: Bool
///         var body: some View { Toggle("Toggle", isOn: $isEnabled) }
///     }
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    package var location: AnyLocation<Value>
    /// The value as of the last update; what a body reads during an update (§6).
    package var _value: Value

    package init(value: Value, location: AnyLocation<Value>) {
        _value = value
        self.location = location
    }

    /// A binding whose reads call `get` and whose writes call `set`. `get` runs once now, as in
    /// SwiftUI, so building one in a body reads what `get` reads.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(value: get(), location: FunctionalLocation(get: get, set: set))
    }

    /// A binding that always reads `value` and ignores writes (S0.3).
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(value: value, location: ConstantLocation(value: value, reason: .explicit))
    }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    public var wrappedValue: Value {
        get {
            if location.host?.isUpdating ?? Ambient.isUpdating {
                location.markRead()
                return _value
            }
            return location.get()
        }
        nonmutating set { location.set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// `$x.field`: a binding to one member, through the same root storage.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(value: _value[keyPath: keyPath], location: location.projecting(keyPath))
    }
}

extension Binding: BoxedProperty {
    package static func makeBox(for field: PropertyField, node: BodyNode) -> PropertyBox {
        BindingBox<Value>(field: field, node: node)
    }
}

extension Binding: GraphComparable {
    /// Same location (by identity) and equal snapshots; `Binding(get:set:)` is never equal (§5, D10).
    package func isGraphEqual(to other: Any, using comparator: ValueComparator) -> Bool {
        guard let other = other as? Binding<Value> else { return false }
        if location.isFunctional || other.location.isFunctional { return false }
        return location === other.location && comparator.equals(_value, other._value)
    }
}

extension Binding: CustomValueDescription {
    package func valueDescription(using describer: ValueDescriber) -> ValueDescription {
        .composite(
            type: displayTypeName(Self.self),
            fields: [
                .init(label: "location", value: describer.describe(location)),
                .init(label: "_value", value: describer.describe(_value)),
            ])
    }
}
