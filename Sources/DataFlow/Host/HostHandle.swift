import Foundation

/// A reference to a host that does not keep it alive, readable from any thread, and that leaves
/// the host's own reference counting fast.
///
/// A Swift `weak` reference gives its object a side table, and from then on every retain and
/// release of that object takes the runtime's slow path. The host and the graph are retained for
/// nearly every node an update touches (a list update compares every row), so neither is ever
/// referenced weakly: what must not keep a host alive (a `@State`'s storage, which a closure may
/// keep after its graph is gone; a Combine subscription; the main queue's latest host) holds the
/// host's `handle` instead. Its graph ends it when the graph goes (and the host itself, if it
/// never had one): from then on it reads nil, as a weak reference to the host would.
package final class HostHandle: @unchecked Sendable {
    // @unchecked Sendable: `target` is only touched under `lock`; it is ended before the host
    // can go, so a reader that got the host under the lock holds a live object.
    private let lock = NSLock()
    private unowned(unsafe) var target: GraphHost?

    init(_ host: GraphHost) { target = host }

    /// The host, while its graph lives.
    package var host: GraphHost? { lock.withLock { target } }

    /// The host's graph is going: nothing reaches the host through this reference any more.
    func end() { lock.withLock { target = nil } }
}
