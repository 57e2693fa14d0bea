import Foundation

// How iOS 26's `@Animatable` macro reads and writes a type's animatable properties: through these
// subscripts, each property as the vector an animation interpolates. A property that is itself a
// `VectorArithmetic` is its own vector; one that is `Animatable` is its `animatableData`; any other
// is `EmptyAnimatableData` (nothing to interpolate, writes ignored). Plain property access, the
// same in a run as on a device.

extension Animatable {
    /// The vector type of a property that is its own vector.
    public static subscript<T: VectorArithmetic>(_animatableType _: KeyPath<Self, T>) -> T.Type { T.self }

    /// The vector type of an animatable property: its `AnimatableData`.
    @_disfavoredOverload
    public static subscript<T: Animatable>(_animatableType _: KeyPath<Self, T>) -> T.AnimatableData.Type { T.AnimatableData.self }

    /// Any other property's type, as it is.
    @_disfavoredOverload
    public static subscript<T>(_animatableType _: KeyPath<Self, T>) -> T.Type { T.self }

    /// A property that is its own vector, read and written as it is.
    public subscript<T: VectorArithmetic>(_animatableValue keyPath: WritableKeyPath<Self, T>) -> T {
        get { self[keyPath: keyPath] }
        set { self[keyPath: keyPath] = newValue }
    }

    /// An animatable property, read and written through its `animatableData`.
    @_disfavoredOverload
    public subscript<T: Animatable>(_animatableValue keyPath: WritableKeyPath<Self, T>) -> T.AnimatableData {
        get { self[keyPath: keyPath].animatableData }
        set { self[keyPath: keyPath].animatableData = newValue }
    }

    /// Any other property: nothing to interpolate, and a write changes nothing.
    @_disfavoredOverload
    public subscript<T>(_animatableValue keyPath: WritableKeyPath<Self, T>) -> EmptyAnimatableData {
        get { EmptyAnimatableData() }
        nonmutating set {}
    }

    /// A property of a class that is its own vector, written through the reference.
    public subscript<T: VectorArithmetic>(_animatableValue keyPath: ReferenceWritableKeyPath<Self, T>) -> T {
        get { self[keyPath: keyPath] }
        nonmutating set { self[keyPath: keyPath] = newValue }
    }

    /// An animatable property of a class, written through the reference.
    @_disfavoredOverload
    public subscript<T: Animatable>(_animatableValue keyPath: ReferenceWritableKeyPath<Self, T>) -> T.AnimatableData {
        get { self[keyPath: keyPath].animatableData }
        nonmutating set { self[keyPath: keyPath].animatableData = newValue }
    }
}

extension AnimatablePair {
    /// Both values zero, their types given: what `@Animatable` starts a pair from.
    public init(_ _firstType: First.Type, _ _secondType: Second.Type) {
        self.init(.zero, .zero)
    }
}
