/// An object the view subscribes to: every publish re-runs the view's body (§7).
///
/// The view does not own the object: a parent re-render that passes a new instance replaces it
/// (state kept in the old one is lost); `@StateObject` owns its object instead.
@propertyWrapper
@dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

    /// `$model.name`: a binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        projectedValue[dynamicMember: keyPath]
    }

    /// What `$model` gives: bindings to the object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(value: root[keyPath: keyPath], location: ObjectLocation(object: root, keyPath: keyPath))
        }
    }
}

extension ObservedObject: BoxedProperty {
    package static func makeBox(for field: PropertyField, node: BodyNode) -> PropertyBox {
        ObservedObjectBox<ObjectType>(field: field, node: node)
    }
}

extension ObservedObject: GraphComparable {
    /// The same object is the same input, whatever happened inside it (§5).
    package func isGraphEqual(to other: Any, using comparator: ValueComparator) -> Bool {
        (other as? Self).map { $0.wrappedValue === wrappedValue } ?? false
    }
}

/// The graph's side of an `@ObservedObject`: subscribes to the object it was given, re-subscribes
/// when a parent passes another one.
final class ObservedObjectBox<ObjectType: ObservableObject>: PropertyBox {
    private let subscription = ObjectSubscription()
    /// In a fresh render (D12): the object the live identity observes.
    private var liveObject: ObjectType?

    override package func install(at address: UnsafeMutableRawPointer, isFirst: Bool) -> Bool {
        let property = address.assumingMemoryBound(to: ObservedObject<ObjectType>.self)
        // Only a fresh render's box has a live object: `seed(from:)` is called by the fresh
        // render alone (`FreshRender.swift`), with the live node at the same identity.
        if isFirst, let liveObject, property.pointee.wrappedValue !== liveObject,
            !node.host.appHasSeen(property.pointee.wrappedValue)
        {
            // A fresh render re-ran `@ObservedObject var model = Model()` and made a new object
            // the app has never held: that is a recreation, not a value the screen failed to
            // show, so the fresh render keeps observing the live object (D12).
            property.pointee.wrappedValue = liveObject
        }
        let previous = subscription.object
        let isNew = subscription.subscribe(to: property.pointee.wrappedValue, for: self)
        if isNew, let previous { noteReplacement(of: previous, by: property.pointee.wrappedValue) }
        return isFirst || isNew
    }

    /// The parent's struct holds another object. One the app never held before was made while
    /// the parent's body built the struct (`@ObservedObject var model = Model()`): what the old
    /// one held is gone. Reported for the hints (§7); an object passed down from an owner is not.
    private func noteReplacement(of previous: AnyObject, by object: ObjectType) {
        let reporter = node.host.reporter
        guard reporter.isTracing, !node.host.appHasSeen(object) else { return }
        let describer = reporter.describer
        let held = describer.name(of: previous)
        reporter.trace(
            .inputNotKept(
                InputRecord(kind: .objectReplaced, node: node.record, property: field.name, given: describer.name(of: object), held: held)))
    }

    override package func remove() { subscription.cancel() }

    override package func seed(from other: PropertyBox) {
        liveObject = (other as? ObservedObjectBox<ObjectType>)?.subscription.object as? ObjectType
    }

    override package func dependency(describer: ValueDescriber) -> (source: String, kind: DependencySnapshot.Dependency.Kind)? {
        subscription.object.map { (describer.name(of: $0), .object) }
    }
}

/// One view property's subscription to an object's `objectWillChange`.
///
/// A publish outside an update stages an invalidation in the current transaction (it is flushed
/// with the writes of the same action, §14); a publish while bodies are evaluated is what SwiftUI
/// warns about, and the invalidation waits until the pass is over (§13).
final class ObjectSubscription {
    private var cancellable: AnyCancellable?
    private(set) var object: AnyObject?

    /// Subscribes to `object` unless already subscribed to it; returns whether it is a new object.
    func subscribe<Object: ObservableObject>(to object: Object, for box: PropertyBox) -> Bool {
        guard self.object !== object else { return false }
        self.object = object
        // Held here: a publish on another thread must not reach the node, which may be gone.
        let host = box.node.host
        let mailbox = host.mailbox
        cancellable = host.listening {
            object.objectWillChange.sink { [weak box, weak object] in
                guard mailbox.isDrivingThread else {
                    // From another thread SwiftUI warns, and the view still updates on the main
                    // thread (§21); from this thread between steps, the next step updates it.
                    let fromAnotherThread = mailbox.isAnotherThread
                    mailbox.post {
                        guard let box, let object else { return }
                        if fromAnotherThread { box.node.host.reporter.report(.swiftUI(RuntimeWarning.publishingFromBackgroundThread)) }
                        box.objectWillChangeFired(object)
                    }
                    return
                }
                guard let box, let object else { return }
                box.objectWillChangeFired(object)
            }
        }
        return true
    }

    func cancel() {
        cancellable?.cancel()
        cancellable = nil
        object = nil
    }
}

extension PropertyBox {
    /// An object this property subscribes to is about to change: the property changed.
    func objectWillChangeFired(_ object: AnyObject) {
        let node = self.node
        let index = field.index
        let reporter = node.host.reporter
        let queue = node.host.queue
        if reporter.isTracing {
            reporter.report(
                .dataflow("\(reporter.describer.name(of: object)).objectWillChange fired: \(node.identityPath).\(field.name) is invalidated (§7)"))
        }
        if queue.isUpdating {
            reporter.report(.swiftUI(RuntimeWarning.publishingDuringUpdate))
            queue.afterPass { [weak node] in node?.propertyDidChange(index) }
        } else {
            queue.stageInvalidation { [weak node] in node?.propertyDidChange(index) }
        }
    }
}

/// `$model.name` on an object: reads and writes go to the object's property. A new location each
/// time, so two such bindings never compare equal (as SwiftUI's are boxed anew).
package final class ObjectLocation<Root: AnyObject, Value>: AnyLocation<Value> {
    let object: Root
    let keyPath: ReferenceWritableKeyPath<Root, Value>

    init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.object = object
        self.keyPath = keyPath
    }

    override package func get() -> Value { object[keyPath: keyPath] }
    override package func set(_ newValue: Value) { object[keyPath: keyPath] = newValue }
    override package var host: GraphHost? { Ambient.current }
    override package var targetDescription: String { "a property of \(displayTypeName(Root.self))" }
}
