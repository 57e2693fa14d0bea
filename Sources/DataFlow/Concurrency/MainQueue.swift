import Dispatch
import Foundation

/// `DispatchQueue.main` in a run: the graph's thread plays the main thread (§21), and the main
/// queue is its run loop's.
///
/// In an app, a block given to `DispatchQueue.main.async` runs on a later turn of the main run
/// loop: after the update the current event causes, as an event of its own whose writes update the
/// views that read them. Here it runs after the step's passes and actions, as a task's work does
/// (§19), in a transaction of its own. `asyncAfter(deadline:)` waits on the run's clock (§24): the
/// block runs when a script's `wait` reaches its deadline. A block sent from another thread is
/// posted to the host and runs in its step. Other queues are Dispatch's own.
extension DispatchQueue {
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard isMain, let host = Ambient.current ?? GraphHost.mainQueueHost.get(), let runner = host.tasks else {
            return async(group: nil, qos: .unspecified, flags: [], execute: work)
        }
        if host.mailbox.isDrivingThread {
            runner.runOnMainQueue("DispatchQueue.main.async", work)
        } else {
            host.mailbox.post { runner.runOnMainQueue("DispatchQueue.main.async", work) }
        }
    }

    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard isMain, let host = Ambient.current, !host.isSilent else {
            return asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
        }
        let delay = Double(Int64(bitPattern: deadline.uptimeNanoseconds &- DispatchTime.now().uptimeNanoseconds)) / 1e9
        let seconds = (max(0, delay) * 1000).rounded() / 1000
        host.clock.scheduleOnce(after: seconds, label: "DispatchQueue.main.asyncAfter (\(formatNumber(seconds)) s)") { work() }
    }

    /// Whether this is the main queue (its label is the one Dispatch gives it).
    private var isMain: Bool { label == DispatchQueue.main.label }
}

extension GraphHost {
    /// The live host whose step ran last: the one whose main queue a block sent from another
    /// thread, with no run around it, belongs to.
    package static let mainQueueHost = WeakHostBox()
}

/// A weak reference to a host, readable from any thread.
package final class WeakHostBox: @unchecked Sendable {
    // @unchecked Sendable: `host` is only touched under `lock`.
    private let lock = NSLock()
    private weak var host: GraphHost?

    func set(_ host: GraphHost) { lock.withLock { self.host = host } }
    func get() -> GraphHost? { lock.withLock { host } }
}
