import Dispatch
import Foundation

/// The blocks a run's code sent to Dispatch queues other than the main one, and the group
/// notifications it asked for: the host waits for them, so their effects land in a known step (§21).
///
/// On a device, a block sent to `DispatchQueue.global()` runs at once on another thread and
/// usually finishes within the same frame; what it hands back to the main queue arrives a turn
/// later. Here each such block runs on Dispatch's own threads (so `Thread.isMainThread` is false
/// and an `ObservableObject` published there warns), and before the host delivers the mail of a
/// step, it waits until every block sent so far has finished, then hands over each
/// `DispatchGroup.notify` whose group is now empty. What the blocks posted is then delivered in
/// the order they posted it. A block that is still running after `patience` is reported and left
/// to finish on its own: what it does then lands whenever it ends.
package final class BackgroundWork: @unchecked Sendable {
    // @unchecked Sendable: `notifications` and `waitingPastPatience` are guarded by `lock`.
    private let lock = NSLock()
    /// Every block sent and not yet finished.
    private let inFlight = DispatchGroup()
    private var notifications: [Notification] = []
    private var waitingPastPatience = false
    /// How long the host waits for blocks in flight before it reports them and goes on.
    static let patience: DispatchTimeInterval = .seconds(5)

    /// A `DispatchGroup.notify(queue:execute:)` whose group has not emptied yet.
    private struct Notification {
        let group: DispatchGroup
        let queue: DispatchQueue
        let work: @Sendable @convention(block) () -> Void
    }

    /// Runs `work` on `queue` (a queue other than the main one), counted until it finishes, with
    /// `host` as its ambient host: what it sends to the main queue is this run's.
    func send(_ work: @escaping @Sendable @convention(block) () -> Void, to queue: DispatchQueue, in host: GraphHost) {
        let host = UncheckedSendable(host)
        queue.async(group: inFlight, qos: .unspecified, flags: []) { Ambient.with(host.value, work) }
    }

    /// Holds `work` until `group` is empty at one of the host's delivery points.
    func notify(_ group: DispatchGroup, queue: DispatchQueue, work: @escaping @Sendable @convention(block) () -> Void) {
        lock.withLock { notifications.append(Notification(group: group, queue: queue, work: work)) }
    }

    /// Waits for the blocks in flight, then hands each notification whose group is empty to its
    /// queue (`main`: to the graph's main queue), until no more are ready. Returns a note when
    /// blocks were still running after `patience`.
    func settle(in host: GraphHost, main: (@escaping @Sendable () -> Void) -> Void) -> String? {
        while true {
            if lock.withLock({ waitingPastPatience }) {
                guard inFlight.wait(timeout: .now()) == .success else { return nil }
                lock.withLock { waitingPastPatience = false }
            } else if inFlight.wait(timeout: .now() + Self.patience) == .timedOut {
                lock.withLock { waitingPastPatience = true }
                return
                    "a block sent to a Dispatch queue was still running after 5 s of real time: dataflow goes on without it, and what it does lands whenever it ends (§21)"
            }
            var ready: [Notification] = []
            lock.withLock {
                notifications.removeAll { notification in
                    guard notification.group.wait(timeout: .now()) == .success else { return false }
                    ready.append(notification)
                    return true
                }
            }
            if ready.isEmpty { return nil }
            for notification in ready {
                if notification.queue.isMain { main(notification.work) } else { send(notification.work, to: notification.queue, in: host) }
            }
        }
    }
}
