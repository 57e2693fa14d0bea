/// An object the view owns: created once per identity, lazily at first install, and observed
/// like `@ObservedObject` (§7). A parent re-render does not recreate it; a new identity does.
///
///     @StateObject private var model = Model()   // `Model()` runs once per identity
@propertyWrapper
@dynamicMemberLookup
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    enum Storage {
        /// As the initializer made it: how to create the object, not yet called.
        case initially(() -> ObjectType)
        /// As the graph installed it: the identity's object.
        case object(ObjectType)
    }

    var storage: Storage

    /// The thunk may create a `@MainActor` model (`@StateObject var model = Model()`), as views
    /// are main-actor code in SwiftUI; dataflow runs it on the thread that runs the graph's steps,
    /// which plays the main thread (§21), so the isolation is only a compile-time mark here.
    public init(wrappedValue thunk: @autoclosure @escaping @MainActor () -> ObjectType) {
        storage = .initially(unsafeBitCast(thunk, to: (() -> ObjectType).self))
    }

    /// Outside an install (in `init`), SwiftUI warns and creates a new instance each time (§2).
    public var wrappedValue: ObjectType {
        switch storage {
        case .object(let object):
            return object
        case .initially(let thunk):
            Ambient.current?.reporter.report(.swiftUI(RuntimeWarning.stateObjectNotInstalled))
            return thunk()
        }
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(root: wrappedValue) }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        projectedValue[dynamicMember: keyPath]
    }
}

extension StateObject: BoxedProperty {
    package static func makeBox(for field: PropertyField, node: BodyNode) -> PropertyBox {
        StateObjectBox<ObjectType>(field: field, node: node)
    }
}

extension StateObject: GraphComparable {
    /// A parent's new StateObject is only a recipe used at first install; an installed one is its
    /// object. Recipes compare equal: the recipe of an installed identity is never used again.
    package func isGraphEqual(to other: Any, using comparator: ValueComparator) -> Bool {
        guard let other = other as? Self else { return false }
        switch (storage, other.storage) {
        case (.initially, .initially): return true
        case (.object(let lhs), .object(let rhs)): return lhs === rhs
        default: return false
        }
    }
}

/// The graph's side of a `@StateObject`: calls the recipe once, at first install, keeps the object
/// for the identity's lifetime and subscribes to it.
final class StateObjectBox<ObjectType: ObservableObject>: PropertyBox {
    private var object: ObjectType?
    private let subscription = ObjectSubscription()

    override package func install(at address: UnsafeMutableRawPointer, isFirst: Bool) -> Bool {
        let property = address.assumingMemoryBound(to: StateObject<ObjectType>.self)
        if object == nil, case .initially(let thunk) = property.pointee.storage {
            object = thunk()
        }
        guard let object else { return false }
        _ = subscription.subscribe(to: object, for: self)
        property.pointee.storage = .object(object)
        return isFirst
    }

    override package func remove() { subscription.cancel() }

    override package func dependency(describer: ValueDescriber) -> (source: String, kind: DependencySnapshot.Dependency.Kind)? {
        subscription.object.map { (describer.name(of: $0), .object) }
    }

    override package var storedValue: Any? { object }

    override package func seed(from other: PropertyBox) {
        object = (other as? StateObjectBox<ObjectType>)?.object
    }
}
