import Foundation

/// `.onReceive(publisher) { value in … }`: runs the action for every value the publisher sends
/// while the view is on screen, as an event of its own (its writes update the views, §14).
///
/// The view subscribes when it appears and cancels when it disappears. A publisher is often made
/// in the view's struct (`let timer = Timer.publish(every: 1, …).autoconnect()`), so a parent's
/// body that re-creates the view hands it a new publisher: an object publisher that is not the
/// same instance is subscribed to afresh (a timer starts over), as SwiftUI does (§24, Medium).
public struct _ReceiveModifier<P: Publisher>: BuiltinModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void

    package func makeBehavior() -> ModifierBehavior? { ReceiveBehavior<P>() }
}

extension View {
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> ModifiedContent<Self, _ReceiveModifier<P>>
    where P.Failure == Never {
        modifier(_ReceiveModifier(publisher: publisher, action: action))
    }
}

final class ReceiveBehavior<P: Publisher>: ModifierBehavior where P.Failure == Never {
    private var subscription: AnyCancellable?
    private var subscribed: AnyObject?
    /// The action of the latest value of the modifier (its closure captures the latest body's values).
    private var action: ((P.Output) -> Void)?

    override package func update(_ modifier: any BuiltinModifier, node: ModifierNode, isFirst: Bool) {
        guard let modifier = modifier as? _ReceiveModifier<P> else { return }
        action = modifier.action
        let instance = modifier.publisher as AnyObject
        let isObject = type(of: modifier.publisher) is AnyClass
        guard isFirst || (isObject && instance !== subscribed) else { return }
        subscription?.cancel()
        subscribed = isObject ? instance : nil
        let host = node.host
        let handle = host.handle
        // A fresh render (D12) subscribes to nothing: its host is silent.
        subscription = host.listening {
            Ambient.with(host) {
                modifier.publisher.sink { [weak self] value in
                    guard let self, let host = handle.host, let action = self.action else { return }
                    host.perform { action(value) }
                }
            }
        }
    }

    override package func willRemove(node: ModifierNode) {
        subscription?.cancel()
        subscription = nil
    }
}

extension Timer.TimerPublisher: CustomValueDescription {
    package func valueDescription(using describer: ValueDescriber) -> ValueDescription {
        .atom("Timer.publish(every: \(formatNumber(interval)))")
    }
}

extension Publishers.Autoconnect: CustomValueDescription {
    package func valueDescription(using describer: ValueDescriber) -> ValueDescription {
        .atom(describer.describe(upstream).text + ".autoconnect()")
    }
}

extension Timer {
    /// Ticks every `interval` seconds of the run's clock once connected (`.autoconnect()`): a
    /// script lets time pass with `wait`.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode, options: Any? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// `Timer.publish`'s publisher: the current date, every interval, while connected.
    public final class TimerPublisher: _SubjectBase<Date, Never>, ConnectablePublisher, @unchecked Sendable {
        public let interval: TimeInterval
        private var connection: AnyCancellable?

        init(interval: TimeInterval) {
            self.interval = interval
        }

        public convenience init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode, options: Any? = nil) {
            self.init(interval: interval)
        }

        /// Starts ticking on the run's clock (once: connecting again returns the same connection).
        public func connect() -> any Cancellable {
            if let connection { return connection }
            guard let clock = Ambient.current?.clock else { return AnyCancellable {} }
            let ticking = clock.schedule(after: interval, repeating: interval, label: "Timer.publish(every: \(formatNumber(interval))) fired") {
                [weak self] date in
                self?.deliver(date)
            }
            let connection = AnyCancellable { [weak self] in
                ticking.cancel()
                self?.connection = nil
            }
            self.connection = connection
            return connection
        }

        public func _subscribe(_ receive: @escaping (Date) -> Void, completion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
            add(receive, completion)
        }
    }
}
