import Dispatch
import Foundation

/// `DispatchQueue` in a run: the main queue is the graph's, the others are Dispatch's own threads
/// whose blocks the run waits for, and every deadline is on the run's clock (§21, §24).
///
/// In an app, a block given to `DispatchQueue.main.async` runs on a later turn of the main run
/// loop: after the update the current event causes, as an event of its own whose writes update the
/// views that read them. Here it runs after the step's passes and actions, as a task's work does
/// (§19), in a transaction of its own. A block sent to another queue runs at once on Dispatch's
/// threads, and the step waits for it before it delivers what it posted (`BackgroundWork`): a
/// mock service's reply lands in the step that sent the request, every run. `asyncAfter(deadline:)`
/// on any queue waits on the run's clock: the block is sent when a script's `wait` reaches its
/// deadline. A block sent from another thread is posted to the host and runs in its step.
extension DispatchQueue {
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard let host = Self.runningHost, let runner = host.tasks else {
            return async(group: nil, qos: .unspecified, flags: [], execute: work)
        }
        guard isMain else { return host.background.send(work, to: self, in: host) }
        Self.later(on: host, runner, "DispatchQueue.main.async", work)
    }

    /// Runs `work` on a later turn of the run's main queue, posted when it comes from another
    /// thread.
    private static func later(on host: GraphHost, _ runner: TaskRunner, _ label: String, _ work: @escaping @Sendable () -> Void) {
        if host.mailbox.isDrivingThread {
            runner.runOnMainQueue(label, work)
        } else {
            host.mailbox.post { runner.runOnMainQueue(label, work) }
        }
    }

    /// What `DispatchQueue.main.async` does, for a framework's own callbacks (a location
    /// manager telling its delegate the status). Swift 6 code cannot pass its block to
    /// `DispatchQueue.main.async` here: it would check at run time that the block runs on the
    /// process's main thread, and a run's main queue is the graph's executor. Outside a run the
    /// block runs at once.
    package static func runOnMainQueueLater(_ label: String, _ work: @escaping @Sendable () -> Void) {
        guard let host = runningHost, let runner = host.tasks else { return work() }
        later(on: host, runner, label, work)
    }

    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard let host = Self.runningHost else {
            return asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
        }
        let delay = Double(Int64(bitPattern: deadline.uptimeNanoseconds &- DispatchTime.now().uptimeNanoseconds)) / 1e9
        let seconds = (max(0, delay) * 1000).rounded() / 1000
        let label = "\(scriptName).asyncAfter (\(formatNumber(seconds)) s)"
        let schedule = { [self] in
            host.clock.scheduleOnce(after: seconds, label: label) { [self] in
                if isMain { work() } else { host.background.send(work, to: self, in: host) }
            }
        }
        if host.mailbox.isDrivingThread { schedule() } else { host.mailbox.post(schedule) }
    }

    /// The live host of the run this code belongs to: the ambient one on the graph's thread, the
    /// latest step's on another thread (a block sent from a Dispatch thread has no task-locals).
    static var runningHost: GraphHost? {
        if let host = Ambient.current { return host.isSilent ? nil : host }
        return GraphHost.mainQueueHost.get()
    }

    /// Whether this is the main queue (its label is the one Dispatch gives it).
    var isMain: Bool { label == DispatchQueue.main.label }

    /// The queue as code names it: `DispatchQueue.main`, `DispatchQueue.global()`, or the label.
    var scriptName: String {
        if isMain { return "DispatchQueue.main" }
        if label.hasPrefix("com.apple.root.") { return "DispatchQueue.global()" }
        return "DispatchQueue(label: \"\(label)\")"
    }
}

extension GraphHost {
    /// The live host whose step ran last: the one whose main queue a block sent from another
    /// thread, with no run around it, belongs to.
    package static let mainQueueHost = WeakHostBox()
}

/// A reference to a host that does not keep it alive (`HostHandle`), readable from any thread.
package final class WeakHostBox: @unchecked Sendable {
    // @unchecked Sendable: `handle` is only touched under `lock`.
    private let lock = NSLock()
    private var handle: HostHandle?

    func set(_ host: GraphHost) { lock.withLock { handle = host.handle } }
    func get() -> GraphHost? { lock.withLock { handle }?.host }
}
