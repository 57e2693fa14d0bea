/// A node's watch on the state behind a binding it reads itself, without any body reading it: a
/// control's value (D11), a sheet's `isPresented`, a stack's path, a tab view's selection. A
/// change committed to that state schedules the node's own update.
final class BindingWatcher: LocationObserver {
    private unowned(unsafe) let node: Node
    private weak var observed: StorageLocation?
    /// Whether a committed change has not been handled yet (the node's own work).
    private(set) var hasChange = false
    /// Decides, when the state changes, whether the node must update (a control compares what
    /// it shows with the new value first, so that a thousand rows cost a comparison each).
    var isRelevant: () -> Bool = { true }

    init(node: Node) {
        self.node = node
    }

    /// Watches `storage` from now on (a binding can lead to other state after an update).
    func watch(_ storage: StorageLocation?) {
        guard let storage, storage !== observed else { return }
        observed = storage
        storage.addObserver(self)
    }

    func locationDidChange(_ storage: StorageLocation) {
        guard storage === observed, isRelevant() else { return }
        hasChange = true
        node.scheduleVisit()
    }

    /// The change is being handled.
    func reset() { hasChange = false }
}
