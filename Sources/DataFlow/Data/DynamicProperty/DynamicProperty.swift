/// A stored property of a view that the graph gives storage and updates before each body runs.
///
/// `@State`, `@Binding` and the other property wrappers are dynamic properties. A custom struct
/// that conforms and holds them is one too; the graph finds the wrappers inside it and calls its
/// `update()` before the view's body, as SwiftUI does.
public protocol DynamicProperty {
    /// Called on the graph's copy of the property before the view's body runs.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

extension DynamicProperty {
    /// Calls `update()` on the property stored at `address` (the graph's copy of a view).
    static func updateInPlace(at address: UnsafeMutableRawPointer) {
        address.assumingMemoryBound(to: Self.self).pointee.update()
    }
}

/// A dynamic property that the graph backs with a box of its own (State, Binding, ...).
package protocol BoxedProperty: DynamicProperty {
    static func makeBox(for field: PropertyField, node: BodyNode) -> PropertyBox
}

/// The graph's side of one dynamic property at one view identity.
///
/// Before each body evaluation the box writes what it holds (a storage location, a fresh
/// snapshot) into the field of the graph's own copy of the view; copies made before that have
/// none of it, copies made after share it (SEMANTICS D2).
package class PropertyBox {
    package let field: PropertyField
    /// The node owns its boxes; a box never outlives it (see Node on why not `unowned`).
    package unowned(unsafe) let node: BodyNode

    package init(field: PropertyField, node: BodyNode) {
        self.field = field
        self.node = node
    }

    /// Writes this box's state into the field at `address`; returns whether the property changed
    /// in a way the box itself detects (a binding's value). Storage changes are signalled instead.
    package func install(at address: UnsafeMutableRawPointer, isFirst: Bool) -> Bool { false }

    /// Whether the property could not be installed (a missing environment object): the body would
    /// crash in SwiftUI, so the graph does not run it.
    package var installFailed: Bool { false }

    /// The identity left the graph: stop observing anything.
    package func remove() {}

    /// The value this property stores at this identity, for the transcript's state section.
    package var storedValue: Any? { nil }

    /// What the view's body depends on through this property, if anything (for pictures of a
    /// step): the source's name and the kind of dependency.
    package func dependency(describer: ValueDescriber) -> (source: String, kind: DependencySnapshot.Dependency.Kind)? { nil }

    /// False when the property is a binding whose element is gone (§15).
    package var holdsValidBinding: Bool { true }

    /// For a fresh render (D12): start from the value `other` holds now instead of the initial value.
    package func seed(from other: PropertyBox) {}
}
