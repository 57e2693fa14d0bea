/// The storage of one `@State` at one view identity: created at first install, destroyed with
/// the identity (§1).
///
/// A write updates the live value at once, so the rest of the action reads it (§14), and is staged
/// in the current transaction. Update passes see the committed value: the value as of the end of
/// the transaction being flushed, so the passes of one action see `[0, 2, 4]` when it writes 1, 2
/// and then 3, 4 inside `withAnimation` (D8).
package final class StoredLocation<Value>: AnyLocation<Value>, StorageLocation {
    private weak var owningGraph: ViewGraph?
    private unowned let owner: any StorageOwner
    package private(set) var live: Value
    package private(set) var committed: Value
    /// The mutation staged by the latest write, while its transaction is pending: later writes in
    /// the same transaction replace its value (intermediate values are never seen, §4).
    /// Weak: the transaction owns its mutations, and drops them if a loop guard discards it.
    private weak var pending: ValueMutation?
    /// Set when any body reads the value during an update, and never cleared (D4).
    package private(set) var wasRead = false
    private var observers = ObserverList()
    private(set) var isRemoved = false

    init(initialValue: Value, graph: ViewGraph, owner: any StorageOwner) {
        owningGraph = graph
        self.owner = owner
        live = initialValue
        committed = initialValue
    }

    override package var graph: ViewGraph? { owningGraph }
    override package var storage: StorageLocation? { self }
    override package var targetDescription: String { owner.storageName }

    var isUpdating: Bool { owningGraph?.queue.isUpdating ?? false }

    override package func get() -> Value { isUpdating ? committed : live }

    override package func markRead() {
        if isUpdating { wasRead = true }
    }

    override package func set(_ newValue: Value) {
        guard let graph = owningGraph, !isRemoved else {
            live = newValue
            committed = newValue
            return
        }
        if graph.queue.isUpdating {
            graph.reporter.rejectWriteDuringUpdate(target: targetDescription, value: newValue, inBodyOf: graph.currentBodyName)
            return
        }
        if graph.compareValues(live, newValue) {
            graph.reporter.noteEqualWrite(target: targetDescription, value: newValue)
            return
        }
        let old = live
        live = newValue
        let transaction = graph.queue.currentTransaction()
        if let pending, pending.transaction === transaction {
            pending.value = newValue
        } else {
            let mutation = ValueMutation(location: self, value: newValue, transaction: transaction)
            transaction.append(mutation)
            pending = mutation
        }
        graph.reporter.recordWrite(target: targetDescription, old: old, new: newValue)
    }

    /// The transaction of a write is flushed: updates see `value` from now on (§14).
    private func commit(_ value: Value, from mutation: ValueMutation) {
        committed = value
        if pending === mutation { pending = nil }
        guard !isRemoved else { return }
        if wasRead { owner.storageDidChange() }
        observers.notify(from: self)
    }

    package func addObserver(_ observer: LocationObserver) { observers.add(observer) }

    /// The identity left: later writes (from closures that outlived it) change nothing on screen.
    func invalidate() {
        isRemoved = true
        observers.removeAll()
    }

    /// For a fresh render (D12): take the value another location holds now.
    func seed(_ value: Value) {
        live = value
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

/// Observers of a location, in the order they registered.
///
/// Observers are held weakly and register once; one that stops caring (its identity left, its
/// binding now points elsewhere) is dropped here when it is gone, or ignores the call.
struct ObserverList {
    private var entries: [Entry] = []

    private struct Entry {
        weak var observer: LocationObserver?
    }

    mutating func add(_ observer: LocationObserver) {
        entries.append(Entry(observer: observer))
    }

    mutating func removeAll() { entries = [] }

    mutating func notify(from storage: StorageLocation) {
        var live = 0
        for entry in entries {
            guard let observer = entry.observer else { continue }
            observer.locationDidChange(storage)
            live += 1
        }
        if live < entries.count { entries.removeAll { $0.observer == nil } }
    }
}
