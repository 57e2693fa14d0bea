import Dispatch

/// `DispatchGroup.notify(queue:execute:)` in a run: the block is handed to its queue at the first
/// delivery point at which the group is empty (`BackgroundWork`), so a mock service's "all done"
/// lands in a known step, every run. Outside a run it is Dispatch's own.
extension DispatchGroup {
    public func notify(queue: DispatchQueue, execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard let host = DispatchQueue.runningHost, host.tasks != nil else {
            return notify(qos: .unspecified, flags: [], queue: queue, execute: work)
        }
        host.background.notify(self, queue: queue, work: work)
    }
}
