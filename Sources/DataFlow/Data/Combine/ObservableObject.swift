import Foundation

/// A class whose changes views can subscribe to, as in Combine: `objectWillChange` fires before
/// any `@Published` property changes (§7).
///
/// A view that declares `@ObservedObject`, `@StateObject` or `@EnvironmentObject` for the object
/// re-runs on every publish, whether or not its body read the property that changed. An object
/// held in `@State` or a plain `let` subscribes nothing (S0.9).
///
///     final class Model: ObservableObject {
///         @Published var name = "Tim"      // publishes on every set, before the change
///         var notPublished = 0             // changes nobody hears about
///     }
public protocol ObservableObject: AnyObject {
    /// The publisher that fires before the object changes.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The publisher `@Published` properties share, created on first use and kept in them (as
    /// Combine does). An object without `@Published` properties should declare its own
    /// `let objectWillChange = ObservableObjectPublisher()` to publish by hand.
    public var objectWillChange: ObservableObjectPublisher {
        var boxes: [PublishedStorage] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            boxes += current.children.compactMap { ($0.value as? any PublishedField)?.storage }
            mirror = current.superclassMirror
        }
        if let existing = boxes.lazy.compactMap(\.publisher).first { return existing }
        let publisher = ObservableObjectPublisher()
        for box in boxes { box.publisher = publisher }
        return publisher
    }
}

/// The publisher of an `ObservableObject`: `send()` tells every subscriber, in subscription order.
///
/// Models may publish from any thread (SwiftUI warns about it, §21), so the subscriber list is
/// guarded by a lock; subscribers are called outside it.
public final class ObservableObjectPublisher: @unchecked Sendable {
    // @unchecked Sendable: `subscribers` and `nextID` are only touched under `lock`.
    private let lock = NSLock()
    private var subscribers: [(id: Int, receive: () -> Void)] = []
    private var nextID = 0

    public init() {}

    /// Announces a change that is about to happen.
    public func send() {
        for subscriber in lock.withLock({ subscribers }) { subscriber.receive() }
    }

    /// Calls `receive` on every `send()` until the subscription is cancelled or released.
    public func sink(receiveValue receive: @escaping () -> Void) -> AnyCancellable {
        let id = lock.withLock {
            nextID += 1
            subscribers.append((nextID, receive))
            return nextID
        }
        return AnyCancellable { [weak self] in
            guard let self else { return }
            self.lock.withLock { self.subscribers.removeAll { $0.id == id } }
        }
    }
}

/// A subscription; cancelled when released, as in Combine.
public final class AnyCancellable {
    private var cancelAction: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) {
        cancelAction = cancel
    }

    public func cancel() {
        cancelAction?()
        cancelAction = nil
    }

    deinit { cancel() }
}

extension ObservableObjectPublisher: CustomValueDescription {
    package func valueDescription(using describer: ValueDescriber) -> ValueDescription { .atom("ObservableObjectPublisher") }
}

extension AnyCancellable: CustomValueDescription {
    package func valueDescription(using describer: ValueDescriber) -> ValueDescription { .atom("AnyCancellable") }
}
