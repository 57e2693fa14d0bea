/// The storage of one `@State` at one view identity: created at first install, destroyed with
/// the identity (§1).
///
/// A write updates the live value at once, so the rest of the action reads it (§14), and is staged
/// in the current transaction. Update passes see the committed value: the value as of the end of
/// the transaction being flushed, so the passes of one action see `[0, 2, 4]` when it writes 1, 2
/// and then 3, 4 inside `withAnimation` (D8).
package final class StoredLocation<Value>: AnyLocation<Value>, StorageLocation {
    /// Not the host itself: a closure may keep this location after its graph (and host) are gone.
    private let hostHandle: HostHandle
    private var owningHost: GraphHost? { hostHandle.host }
    private unowned let owner: any StorageOwner
    /// The value actions see; other threads may write it, so it is only touched under the
    /// host's lock (`live`).
    private var current: Value
    /// The value before the first write made outside a step since the last delivery: later such
    /// writes join it, as SwiftUI combines a box's pending updates (§21). Guarded like `current`.
    private var postedFrom: Value?
    private var hasPosted = false
    package private(set) var committed: Value
    /// The mutation staged by the latest write, while its transaction is pending: later writes in
    /// the same transaction replace its value (intermediate values are never seen, §4).
    /// Weak: the transaction owns its mutations, and drops them if a loop guard discards it.
    private weak var pending: ValueMutation?
    /// Set when any body reads the value during an update, and never cleared (D4).
    package private(set) var wasRead = false
    private var observers = WeakList<LocationObserver>()
    private(set) var isRemoved = false

    init(initialValue: Value, host: GraphHost, owner: any StorageOwner) {
        hostHandle = host.handle
        self.owner = owner
        current = initialValue
        committed = initialValue
    }

    override package var host: GraphHost? { owningHost }
    override package var storage: StorageLocation? { self }
    override package var targetDescription: String { owner.storageName }

    /// Whether the host is updating and the caller is the host's thread: another thread's read
    /// is an action's read, whatever the host is doing (§21).
    var isUpdating: Bool { owningHost?.isUpdatingOnThisThread ?? false }

    /// The value as actions see it: every write so far, from any thread (§14, §21). `committed`
    /// belongs to the host's thread alone.
    package var live: Value {
        guard let host = owningHost else { return current }
        return host.mailbox.values.withLock { current }
    }

    override package func get() -> Value { isUpdating ? committed : live }

    /// Replaces the live value under the host's lock; returns the value it replaced, so that
    /// its release (and any `deinit` it runs) happens after the lock is let go. A write on the
    /// host's thread also takes over a posted write that is still waiting: its old value is the
    /// write's old value, so the two are one write (§21).
    private func exchange(_ newValue: Value) -> Value {
        guard let host = owningHost else {
            defer { current = newValue }
            return current
        }
        return host.mailbox.values.withLock {
            var replaced = newValue
            swap(&replaced, &current)
            if hasPosted, let posted = postedFrom {
                hasPosted = false
                postedFrom = nil
                return posted
            }
            return replaced
        }
    }

    override package func markRead() {
        if isUpdating { wasRead = true }
    }

    override package func set(_ newValue: Value) {
        guard let host = owningHost, !isRemoved else {
            // Nothing shows this value any more; only actions that still hold it read it.
            _ = exchange(newValue)
            return
        }
        guard host.mailbox.isDrivingThread else {
            // SwiftUI: the value changes at once, on this thread; the update runs on the main
            // thread. Here a step compares, stages and reports it (§21).
            let (first, replaced) = host.mailbox.values.withLock {
                var replaced = newValue
                swap(&replaced, &current)
                guard !hasPosted else { return (false, replaced) }
                hasPosted = true
                postedFrom = replaced
                return (true, replaced)
            }
            _ = replaced  // released here, outside the lock
            if first {
                let fromAnotherThread = host.mailbox.isAnotherThread
                host.mailbox.post { [weak self] in self?.applyPostedWrites(fromAnotherThread: fromAnotherThread) }
            }
            return
        }
        if host.isUpdating {
            host.reporter.rejectWriteDuringUpdate(target: targetDescription, value: newValue, inBodyOf: host.currentBodyName)
            return
        }
        if host.compareValues(live, newValue) {
            host.reporter.noteEqualWrite(target: targetDescription, value: newValue, stored: live)
            return
        }
        let old = exchange(newValue)
        stage(newValue, replacing: old, in: host)
    }

    /// The writes made outside a step since the last delivery, now in one, as one write from
    /// the value before them to the value they left (already live).
    private func applyPostedWrites(fromAnotherThread: Bool) {
        guard let host = owningHost else { return }
        let (posted, newValue) = host.mailbox.values.withLock {
            defer {
                postedFrom = nil
                hasPosted = false
            }
            return (postedFrom, current)
        }
        guard let old = posted, !isRemoved else { return }
        if fromAnotherThread {
            host.reporter.report(
                .dataflow(
                    "the write to \(targetDescription) came from another thread: SwiftUI allows that for @State, and the update runs on the main thread (§21)"
                ))
        }
        if host.compareValues(old, newValue) {
            host.reporter.noteEqualWrite(target: targetDescription, value: newValue, stored: old)
            return
        }
        stage(newValue, replacing: old, in: host)
    }

    /// Stages a changed value in the current transaction (one mutation per transaction) and
    /// reports the write.
    private func stage(_ newValue: Value, replacing old: Value, in host: GraphHost) {
        let transaction = host.queue.currentTransaction()
        if let pending, pending.transaction === transaction {
            pending.value = newValue
        } else {
            let mutation = ValueMutation(location: self, value: newValue, transaction: transaction)
            transaction.append(mutation)
            pending = mutation
        }
        host.reporter.recordWrite(target: targetDescription, old: old, new: newValue)
    }

    /// The transaction of a write is flushed: updates see `value` from now on (§14).
    private func commit(_ value: Value, from mutation: ValueMutation) {
        committed = value
        if pending === mutation { pending = nil }
        guard !isRemoved else { return }
        if wasRead { owner.storageDidChange() }
        for observer in observers.live() { observer.locationDidChange(self) }
    }

    package func addObserver(_ observer: LocationObserver) { observers.append(observer) }

    /// The identity left: later writes (from closures that outlived it) change nothing on screen.
    func invalidate() {
        isRemoved = true
        observers = WeakList()
    }

    /// For a fresh render (D12): take the value another location holds now.
    func seed(_ value: Value) {
        _ = exchange(value)
        committed = value
    }

    /// A write staged in a transaction: the value the location commits when it is flushed.
    private final class ValueMutation: Mutation {
        /// Strong: a write staged before its identity left must still be committable.
        let location: StoredLocation<Value>
        var value: Value
        weak var transaction: PendingTransaction?

        init(location: StoredLocation<Value>, value: Value, transaction: PendingTransaction) {
            self.location = location
            self.value = value
            self.transaction = transaction
        }

        override func commit() { location.commit(value, from: self) }
    }
}

/// Who a stored value belongs to: a view's `@State` (its box), or an `@AppStorage` key.
package protocol StorageOwner: AnyObject {
    /// How writes name the storage: `ContentView._count`, `AppStorage("name")`.
    var storageName: String { get }
    /// A committed change to storage that a body read (§3).
    func storageDidChange()
}
