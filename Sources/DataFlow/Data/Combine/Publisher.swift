import Foundation

/// The part of Combine that SwiftUI apps use with their views: publishers (`Timer.publish`,
/// subjects, `@Published`'s `$value`, `objectWillChange`), a few operators, `sink`, `assign` and
/// `.onReceive`. Values are delivered at once, on the thread that sends them; operators that wait
/// (`debounce`, `delay`) wait on the run's clock, which a script advances with `wait` (§24).
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    /// Delivers every value (and the completion) until the returned subscription is cancelled.
    func _subscribe(_ receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable
}

/// A scheduler's time interval, as code writes it: `.seconds(0.5)`, `.milliseconds(300)`, `0.5`.
public struct SchedulerStride: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    let seconds: Double
    public init(floatLiteral value: Double) { seconds = value }
    public init(integerLiteral value: Int) { seconds = Double(value) }
    public static func seconds(_ value: Double) -> SchedulerStride { SchedulerStride(floatLiteral: value) }
    public static func seconds(_ value: Int) -> SchedulerStride { SchedulerStride(floatLiteral: Double(value)) }
    public static func milliseconds(_ value: Int) -> SchedulerStride { SchedulerStride(floatLiteral: Double(value) / 1000) }
}

public enum Subscribers {
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

/// The empty error type of publishers that cannot fail (Swift's `Never`).
extension Publisher {
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        _subscribe(receiveValue, completion: receiveCompletion)
    }

    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> { Publishers.Map(upstream: self, transform: transform) }
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.CompactMap<Self, Output> {
        Publishers.CompactMap(upstream: self) { isIncluded($0) ? $0 : nil }
    }
    /// Delivery stays on the sending thread (dataflow's steps are on one thread already).
    public func receive<S>(on scheduler: S, options: Any? = nil) -> Self { self }
    public func subscribe<S>(on scheduler: S, options: Any? = nil) -> Self { self }
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
    public func prepend(_ value: Output) -> Publishers.Prepend<Self> { Publishers.Prepend(upstream: self, first: value) }
    /// Waits `dueTime` of the run's clock after the last value, then delivers it.
    public func debounce<S>(for dueTime: SchedulerStride, scheduler: S, options: Any? = nil) -> Publishers.Debounce<Self> {
        Publishers.Debounce(upstream: self, dueTime: dueTime.seconds)
    }
    /// Delivers each value `interval` of the run's clock after it came.
    public func delay<S>(for interval: SchedulerStride, scheduler: S, options: Any? = nil) -> Publishers.Delay<Self> {
        Publishers.Delay(upstream: self, interval: interval.seconds)
    }
    /// The first value at once, then at most one value per `interval` of the run's clock: the
    /// latest (or the first) that came during it.
    public func throttle<S>(for interval: SchedulerStride, scheduler: S, latest: Bool) -> Publishers.Throttle<Self> {
        Publishers.Throttle(upstream: self, interval: interval.seconds, latest: latest)
    }
}

extension Publisher where Failure == Never {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        _subscribe(receiveValue, completion: { _ in })
    }

    public func assign<Root: AnyObject>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        _subscribe({ [weak object] in object?[keyPath: keyPath] = $0 }, completion: { _ in })
    }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> Publishers.CompactMap<Self, Output> {
        let last = Box<Output?>(nil)
        return Publishers.CompactMap(upstream: self) { value in
            defer { last.value = value }
            return last.value == value ? nil : value
        }
    }
}

final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

public enum Publishers {
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        let upstream: Upstream
        let transform: (Upstream.Output) -> Output
        public func _subscribe(
            _ receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void
        ) -> AnyCancellable {
            upstream._subscribe({ receive(transform($0)) }, completion: completion)
        }
    }

    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        let upstream: Upstream
        let transform: (Upstream.Output) -> Output?
        public func _subscribe(
            _ receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void
        ) -> AnyCancellable {
            upstream._subscribe({ if let value = transform($0) { receive(value) } }, completion: completion)
        }
    }

    public struct Prepend<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        let upstream: Upstream
        let first: Output
        public func _subscribe(
            _ receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void
        ) -> AnyCancellable {
            receive(first)
            return upstream._subscribe(receive, completion: completion)
        }
    }

    /// Delivers a value once `dueTime` seconds of the run's clock passed without another.
    public struct Debounce<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        let upstream: Upstream
        let dueTime: Double
        public func _subscribe(
            _ receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void
        ) -> AnyCancellable {
            let clock = Ambient.current?.clock
            let pending = Box<AnyCancellable?>(nil)
            let subscription = upstream._subscribe(
                { value in
                    pending.value?.cancel()
                    pending.value = clock?.schedule(after: dueTime, repeating: nil, label: "debounce") { _ in receive(value) }
                }, completion: completion)
            return AnyCancellable {
                pending.value?.cancel()
                subscription.cancel()
            }
        }
    }

    public struct Delay<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        let upstream: Upstream
        let interval: Double
        public func _subscribe(
            _ receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void
        ) -> AnyCancellable {
            let clock = Ambient.current?.clock
            let pending = Box<[AnyCancellable]>([])
            let subscription = upstream._subscribe(
                { value in
                    if let scheduled = clock?.schedule(after: interval, repeating: nil, label: "delay", { _ in receive(value) }) {
                        pending.value.append(scheduled)
                    }
                }, completion: completion)
            return AnyCancellable {
                pending.value.forEach { $0.cancel() }
                subscription.cancel()
            }
        }
    }

    public struct Throttle<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        let upstream: Upstream
        let interval: Double
        let latest: Bool
        public func _subscribe(
            _ receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void
        ) -> AnyCancellable {
            let clock = Ambient.current?.clock
            let window = Box<AnyCancellable?>(nil)
            let held = Box<Output?>(nil)
            let latest = latest
            let interval = interval
            func open() {
                window.value = clock?.schedule(after: interval, repeating: nil, label: "throttle") { _ in
                    window.value = nil
                    guard let value = held.value else { return }
                    held.value = nil
                    receive(value)
                    open()
                }
            }
            let subscription = upstream._subscribe(
                { value in
                    if window.value == nil {
                        receive(value)
                        open()
                    } else if latest || held.value == nil {
                        held.value = value
                    }
                }, completion: completion)
            return AnyCancellable {
                window.value?.cancel()
                subscription.cancel()
            }
        }
    }

    /// A connectable publisher that connects when subscribed to (`Timer.publish(…).autoconnect()`).
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        init(upstream: Upstream) { self.upstream = upstream }
        public func _subscribe(
            _ receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void
        ) -> AnyCancellable {
            let subscription = upstream._subscribe(receive, completion: completion)
            let connection = upstream.connect()
            return AnyCancellable {
                subscription.cancel()
                connection.cancel()
            }
        }
    }
}

/// A publisher that delivers only once connected.
public protocol ConnectablePublisher: Publisher {
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

/// Something that can be cancelled.
public protocol Cancellable {
    func cancel()
}

extension AnyCancellable: Cancellable, Hashable {
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Keeps the subscription in a set, as a view model keeps its `cancellables`.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable { collection.append(self) }
}

/// Any publisher, its type erased.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    let subscribe: (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = publisher._subscribe
    }
    public func _subscribe(_ receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        subscribe(receive, completion)
    }
}

/// A subject: `send` delivers to every subscriber.
public class _SubjectBase<Output, Failure: Error>: @unchecked Sendable {
    private var subscribers: [(id: Int, receive: (Output) -> Void, completion: (Subscribers.Completion<Failure>) -> Void)] = []
    private var nextID = 0
    private let lock = NSLock()

    func deliver(_ value: Output) {
        for subscriber in lock.withLock({ subscribers }) { subscriber.receive(value) }
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        for subscriber in lock.withLock({ subscribers }) { subscriber.completion(completion) }
    }

    func add(_ receive: @escaping (Output) -> Void, _ completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        let id = lock.withLock {
            nextID += 1
            subscribers.append((nextID, receive, completion))
            return nextID
        }
        return AnyCancellable { [weak self] in
            guard let self else { return }
            self.lock.withLock { self.subscribers.removeAll { $0.id == id } }
        }
    }
}

public final class PassthroughSubject<Output, Failure: Error>: _SubjectBase<Output, Failure>, Publisher, @unchecked Sendable {
    public override init() {}
    public func send(_ value: Output) { deliver(value) }
    public func _subscribe(_ receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        add(receive, completion)
    }
}

extension PassthroughSubject where Output == Void {
    public func send() { deliver(()) }
}

public final class CurrentValueSubject<Output, Failure: Error>: _SubjectBase<Output, Failure>, Publisher, @unchecked Sendable {
    public var value: Output {
        didSet { deliver(value) }
    }
    public init(_ value: Output) { self.value = value }
    public func send(_ value: Output) { self.value = value }
    public func _subscribe(_ receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        receive(value)
        return add(receive, completion)
    }
}

/// One value, then done.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
    public func _subscribe(_ receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        receive(output)
        completion(.finished)
        return AnyCancellable {}
    }
}

extension ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public func _subscribe(_ receive: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        sink(receiveValue: { receive(()) })
    }
}

extension NotificationCenter {
    /// A notification's publisher: nothing posts the system's notifications (the app never goes
    /// to the background here), so it delivers only what the app posts itself.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> AnyPublisher<Notification, Never> {
        let subject = PassthroughSubject<Notification, Never>()
        let observer = addObserver(forName: name, object: object, queue: nil) { subject.send($0) }
        _ = observer
        return subject.eraseToAnyPublisher()
    }
}

extension UIApplication {
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    /// Never posted: a run's memory is never short.
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
}
