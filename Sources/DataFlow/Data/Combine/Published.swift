/// A property of an `ObservableObject` that announces every set through the object's
/// `objectWillChange`, before the value changes and without comparing values (§7).
@propertyWrapper
public struct Published<Value> {
    let box: PublishedBox<Value>

    public init(wrappedValue: Value) {
        box = PublishedBox(value: wrappedValue)
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { preconditionFailure() }
        set { preconditionFailure() }
    }

    /// Sets go through the enclosing object so that it can publish first.
    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set {
            object.objectWillChange.send()
            let box = object[keyPath: storageKeyPath].box
            // `$value` subscribers hear the new value as the object's do: before it is stored.
            box.subject?.send(newValue)
            box.value = newValue
        }
    }

    /// `$value`: a publisher of the property's values, the current one first, then each new
    /// one as it is set (before it is stored, as Combine's `willSet` does).
    public var projectedValue: Publisher {
        get { Publisher(box: box) }
        // Settable, as Combine's, so that `assign(to: &$value)` can take it `inout`; the
        // property keeps its own storage (the publisher is a view of it).
        set {}
    }

    /// The publisher of a `@Published` property's values.
    public struct Publisher: DataFlow.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let box: PublishedBox<Value>

        public func _subscribe(_ receive: @escaping (Value) -> Void, completion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable
        {
            box.valueSubject._subscribe(receive, completion: completion)
        }
    }
}

/// Where a `@Published` value lives (the wrapper is in a class, so one box per property).
final class PublishedBox<Value>: PublishedStorage {
    var value: Value
    /// The subject behind `$value`, made when first subscribed to.
    var subject: CurrentValueSubject<Value, Never>?
    /// The subscriptions `assign(to: &$value)` made: they live as long as the property.
    var assignments: [AnyCancellable] = []

    init(value: Value) {
        self.value = value
    }

    var valueSubject: CurrentValueSubject<Value, Never> {
        if let subject { return subject }
        let made = CurrentValueSubject<Value, Never>(value)
        subject = made
        return made
    }

    override var anyValue: Any { value }
}

extension Publisher where Failure == Never {
    /// Sets a `@Published` property to each value (iOS 14): as a set of the property does, it
    /// announces the change through the object's `objectWillChange` first. The subscription
    /// lives as long as the property, so no cancellable is handed back.
    public func assign(to published: inout Published<Output>.Publisher) {
        let box = published.box
        box.assignments.append(
            _subscribe(
                { [weak box] value in
                    guard let box else { return }
                    box.publisher?.send()
                    box.subject?.send(value)
                    box.value = value
                }, completion: { _ in }))
    }
}

/// The non-generic face of a published property's storage.
class PublishedStorage {
    /// The object's shared publisher, once someone asked for it.
    var publisher: ObservableObjectPublisher?

    var anyValue: Any { () }
}

/// Lets reflection find a `@Published` field's storage whatever its value type.
protocol PublishedField {
    var storage: PublishedStorage { get }
}

extension Published: PublishedField {
    var storage: PublishedStorage { box }
}

extension Published: CustomValueDescription {
    /// Shown as its value: the transcript is about the data, not the wrapper.
    package func valueDescription(using describer: ValueDescriber) -> ValueDescription {
        describer.describe(box.value)
    }
}
