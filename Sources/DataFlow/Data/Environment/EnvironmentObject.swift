/// An object an ancestor put in the environment with `.environmentObject(_:)`, found by its
/// type and observed like `@ObservedObject` (§9, §7).
///
/// With no such ancestor SwiftUI stops the app with a fatal error; dataflow reports the same
/// words as the experiment's failure and goes on with the next experiment.
@propertyWrapper
@dynamicMemberLookup
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    var store: ObjectType?

    public init() {}

    public var wrappedValue: ObjectType {
        guard let store else { preconditionFailure(RuntimeWarning.missingEnvironmentObject(ObjectType.self)) }
        return store
    }

    /// `$model`: bindings to the object's properties (`$model.name`).
    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { Wrapper(root: wrappedValue) }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        projectedValue[dynamicMember: keyPath]
    }

    /// What `$model` gives: bindings to the object's properties, whose writes go to the object
    /// as `@ObservedObject`'s do.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(value: root[keyPath: keyPath], location: ObjectLocation(object: root, keyPath: keyPath))
        }
    }
}

extension EnvironmentObject: BoxedProperty {
    package static func makeBox(for field: PropertyField, node: BodyNode) -> PropertyBox {
        EnvironmentObjectBox<ObjectType>(field: field, node: node)
    }
}

extension EnvironmentObject: GraphComparable {
    /// What the parent creates is always the same empty wrapper.
    package func isGraphEqual(to other: Any, using comparator: ValueComparator) -> Bool {
        (other as? Self).map { $0.store === store } ?? false
    }
}

/// The graph's side of an `@EnvironmentObject`: looks the object up at the view's position,
/// subscribes to it, and re-checks when an environment writer above changes.
final class EnvironmentObjectBox<ObjectType: ObservableObject>: PropertyBox, EnvironmentReader {
    private let subscription = ObjectSubscription()
    private var registered = false

    override package func install(at address: UnsafeMutableRawPointer, isFirst: Bool) -> Bool {
        if !registered {
            registered = true
            node.graph.environmentReaders.append(self)
        }
        guard let object = node.environment.object(of: ObjectType.self) else {
            node.host.fail(RuntimeWarning.missingEnvironmentObject(ObjectType.self))
            return false
        }
        address.assumingMemoryBound(to: EnvironmentObject<ObjectType>.self).pointee.store = object
        let isNew = subscription.subscribe(to: object, for: self)
        return isFirst || isNew
    }

    override package var installFailed: Bool { node.environment.object(of: ObjectType.self) == nil }

    func environmentDidChange() {
        if node.environment.object(of: ObjectType.self) !== subscription.object { node.propertyDidChange(field.index) }
    }

    var readerNode: Node? { node }

    override package func remove() { subscription.cancel() }

    override package func dependency(describer: ValueDescriber) -> (source: String, kind: DependencySnapshot.Dependency.Kind)? {
        subscription.object.map { (describer.name(of: $0), .object) }
    }
}

/// `.environmentObject(_:)` and `.environment(_:)` for objects: writes the object under its type.
public struct _EnvironmentObjectWritingModifier<Object: AnyObject>: BuiltinModifier, EnvironmentWriting {
    let object: Object?

    package func makeBehavior() -> ModifierBehavior? { EnvironmentWriter() }

    package var writtenValue: Any { object.map { $0 as Any } ?? () }

    package func write(into environment: inout EnvironmentValues) {
        environment.setObject(object, of: Object.self)
    }
}

extension View {
    /// Puts `object` in the environment of this view and everything below it, found by its type.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> ModifiedContent<Self, _EnvironmentObjectWritingModifier<Object>> {
        modifier(_EnvironmentObjectWritingModifier(object: object))
    }
}
