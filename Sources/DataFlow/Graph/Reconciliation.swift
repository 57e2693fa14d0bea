/// Reconciliation (§1): a parent's new child views are matched with its children by key and type;
/// a match takes the new value, the rest are created or removed, in SwiftUI's order (§16).
extension Node {
    func makeChild(for view: any View, key: IdentityKey) -> Node {
        graph.makeNode(for: view, in: NodeContext(key: key, parent: self, graph: graph))
    }

    /// Whether the children are exactly the slots' identities (key and type), in order: the
    /// common case of an update, where each child simply takes its slot's view.
    package func matchesChildren(_ slots: [ChildSlot]) -> Bool {
        guard slots.count == children.count else { return false }
        // Through the buffers: a subscript of the arrays would copy each slot (its key and its
        // view).
        return slots.withUnsafeBufferPointer { slots in
            children.withUnsafeBufferPointer { children in
                for index in slots.indices where !children[index].hasIdentity(slots[index].key, slots[index].view) { return false }
                return true
            }
        }
    }

    /// Gives each child its slot's view; only when `matchesChildren(slots)`.
    package func updateChildrenInPlace(_ slots: [ChildSlot]) {
        let current = children
        StackSpace.ensuringRoom {
            slots.withUnsafeBufferPointer { slots in
                current.withUnsafeBufferPointer { current in
                    // Borrowed: `current` keeps the children alive, and a child read from the
                    // buffer would otherwise be retained and released around its update.
                    for index in slots.indices {
                        Unmanaged.passUnretained(current[index])._withUnsafeGuaranteedRef { $0.updateOnThisStack(with: slots[index].view) }
                    }
                }
            }
        }
    }

    /// Gives each slot's view to the child at the same key and type; creates and removes the rest.
    package func reconcileChildren(_ slots: [ChildSlot]) {
        if matchesChildren(slots) { return updateChildrenInPlace(slots) }
        var previous: [IdentityKey: Node] = [:]
        for child in children { previous[child.key] = child }
        var next: [Node] = []
        next.reserveCapacity(slots.count)
        for slot in slots {
            if let child = previous[slot.key], child.hasIdentity(slot.key, slot.view) {
                previous[slot.key] = nil
                next.append(child)
            } else {
                next.append(makeChild(for: slot.view, key: slot.key))
            }
        }
        // Identities that left (§1). Replaced with the default transition, the incoming ones
        // appear first and the outgoing disappear after; with `.transition(.identity)` the
        // outgoing go first (§16). Either way each leaves in its old order.
        let leaving = children.filter { previous[$0.key] === $0 }
        for child in leaving where child.leavesWithoutTransition { child.remove() }
        setChildren(next)
        for (slot, child) in zip(slots, next) { child.update(with: slot.view) }
        for child in leaving where !child.isRemoved { child.remove() }
    }

    /// Replaces a single child (a body's output) the same way.
    package func reconcileChild(_ view: any View, key: IdentityKey) {
        reconcileChildren([ChildSlot(key: key, view: view)])
    }

    /// Brings the child at `position` alone up to date with `slot` (nil: no child there), leaving
    /// the other children as they are: a presentation's presented content beside its content.
    package func reconcileChild(at position: Int, _ slot: ChildSlot?) {
        let existing = position < children.count ? children[position] : nil
        if let slot, let existing, existing.hasIdentity(slot.key, slot.view) {
            existing.update(with: slot.view)
            return
        }
        if let existing {
            var remaining = children
            remaining.remove(at: position)
            setChildren(remaining)
            if existing.leavesWithoutTransition || slot == nil { existing.remove() }
        }
        if let slot {
            let child = makeChild(for: slot.view, key: slot.key)
            var next = children
            next.insert(child, at: min(position, next.count))
            setChildren(next)
            child.update(with: slot.view)
        }
        // The replaced identity disappears after its replacement appeared (§16).
        if let existing, !existing.isRemoved { existing.remove() }
    }

    /// Whether `view` at `key` is this node's identity: the same key and the same view type.
    @inline(__always)
    func hasIdentity(_ key: IdentityKey, _ view: any View) -> Bool {
        guard heldType(of: view) == viewType else { return false }
        // Rows keyed by integers are the common long child list: compared without copying keys.
        if let new = key.integerRow, let old = self.key.integerRow { return new == old }
        return key == self.key
    }
}

/// The type an existential view holds, as its container records it. `type(of:)` asks the runtime
/// for the dynamic type (a class instance's subclass), a look-up for every compared row that a
/// view, a value type, never needs.
@inline(__always)
func heldType(of view: any View) -> ObjectIdentifier {
    func open<Held: View>(_: borrowing Held) -> ObjectIdentifier { ObjectIdentifier(Held.self) }
    return open(view)
}
