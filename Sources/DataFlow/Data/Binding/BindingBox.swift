/// The graph's side of one `@Binding` (or any stored `Binding` field) at one view identity.
///
/// The box swaps the binding's location for a tracking location of its own, so that a read in
/// this view's body is recorded here rather than on the owner's state: the reader re-runs when the
/// source changes, the owner that only passed `$x` on does not (D3).
///
///     owner's StoredLocation  ← observed by ─  BindingBox (this view)   ← wasRead by this body
///              ↑ base
///     ProjectedLocation ($x.field)  ← wrapped by ─  TrackingLocation (installed in the view copy)
final class BindingBox<Value>: PropertyBox, LocationObserver {
    private var base: AnyLocation<Value>?
    private var tracker: TrackingLocation<Value>?
    private var snapshot: Value?
    private(set) var wasRead = false
    private weak var observed: StorageLocation?

    override package func install(at address: UnsafeMutableRawPointer, isFirst: Bool) -> Bool {
        let binding = address.assumingMemoryBound(to: Binding<Value>.self)
        let incoming = binding.pointee.location
        // A new location is a change even when the value is the same: a child given a fresh
        // `Binding(get:set:)` logs `@self, _binding changed.` on every parent run (real logs).
        let isNewLocation = base !== incoming
        if isNewLocation {
            base = incoming
            tracker = TrackingLocation(base: incoming, box: self)
            if wasRead { observeStorage() }
        }
        let value = incoming.get()
        let changed = isFirst || isNewLocation || snapshot.map { !node.host.compareValues($0, value) } ?? true
        snapshot = value
        if let tracker { binding.pointee.location = tracker }
        binding.pointee._value = value
        return changed
    }

    /// A body read this binding during an update: from now on the view depends on its source.
    func didRead() {
        guard !wasRead else { return }
        wasRead = true
        observeStorage()
    }

    private func observeStorage() {
        guard let storage = base?.storage, storage !== observed else { return }
        observed = storage
        storage.addObserver(self)
    }

    /// The source committed a change: this view re-runs only if the value it projects changed
    /// (`$items[3]` ignores a change to item 5), checked now so that unaffected readers of a big
    /// array cost a comparison, not a visit.
    func locationDidChange(_ storage: StorageLocation) {
        guard storage === observed, wasRead, confirmChange() else { return }
        node.propertyDidChange(field.index)
    }

    /// The source changed; did the value this binding projects change? (`$rows[3]` ignores row 5.)
    func confirmChange() -> Bool {
        guard let base, let snapshot else { return true }
        return !node.host.compareValues(snapshot, base.get())
    }

    override package func remove() { observed = nil }

    override package func dependency(describer: ValueDescriber) -> (source: String, kind: DependencySnapshot.Dependency.Kind)? {
        guard wasRead, let base else { return nil }
        return (base.targetDescription, .binding)
    }

    /// The binding this view holds: whether reading it would still work (§15).
    override package var holdsValidBinding: Bool { base?.isValid ?? true }

    var host: GraphHost { node.host }
}

/// The location a `BindingBox` installs: forwards everything to the binding it was given, and
/// records reads on the box instead of on the source's owner.
package final class TrackingLocation<Value>: AnyLocation<Value> {
    let base: AnyLocation<Value>
    /// Weak: a closure may keep this binding after the view's identity (and its box) left.
    weak var box: BindingBox<Value>?

    init(base: AnyLocation<Value>, box: BindingBox<Value>) {
        self.base = base
        self.box = box
    }

    override package func get() -> Value { base.get() }
    override package func set(_ newValue: Value) { base.set(newValue) }
    override package func markRead() {
        guard let box else { return base.markRead() }
        if box.host.isUpdating { box.didRead() }
    }

    override package var storage: StorageLocation? { base.storage }
    override package var host: GraphHost? { box?.host ?? base.host }
    override package var isFunctional: Bool { base.isFunctional }
    override package var setsThroughClosure: Bool { base.setsThroughClosure }
    override package var isValid: Bool { base.isValid }
    override package var targetDescription: String { base.targetDescription }
}
