import Foundation

/// Any number of animatable values as one, each added, subtracted and scaled on its own.
///
/// iOS 26's `@Animatable` macro gathers a type's animatable properties into one of these; code
/// that writes its own `animatableData` can use it too. It is plain vector arithmetic over a
/// tuple, the same in a run as on a device.
public struct AnimatableValues<each Value>: VectorArithmetic where repeat each Value: VectorArithmetic {
    /// The values, in the order they were given.
    public var value: (repeat each Value)

    /// The values given, in order.
    public init(_ value: repeat each Value) {
        self.value = (repeat each value)
    }

    /// Each value zero, its type given: `AnimatableValues(Double.self, CGFloat.self)`.
    public init(_ _valueType: repeat (each Value).Type) {
        self.value = (repeat (each _valueType).zero)
    }

    /// Every value zero: the origin animations add to.
    public static var zero: AnimatableValues<repeat each Value> {
        AnimatableValues(repeat (each Value).zero)
    }

    /// Adds `rhs` to `lhs`, value by value.
    public static func += (lhs: inout AnimatableValues<repeat each Value>, rhs: AnimatableValues<repeat each Value>) {
        lhs = lhs + rhs
    }

    /// Subtracts `rhs` from `lhs`, value by value.
    public static func -= (lhs: inout AnimatableValues<repeat each Value>, rhs: AnimatableValues<repeat each Value>) {
        lhs = lhs - rhs
    }

    /// The sum, value by value.
    public static func + (
        lhs: AnimatableValues<repeat each Value>, rhs: AnimatableValues<repeat each Value>
    ) -> AnimatableValues<repeat each Value> {
        AnimatableValues(repeat each lhs.value + each rhs.value)
    }

    /// The difference, value by value.
    public static func - (
        lhs: AnimatableValues<repeat each Value>, rhs: AnimatableValues<repeat each Value>
    ) -> AnimatableValues<repeat each Value> {
        AnimatableValues(repeat each lhs.value - each rhs.value)
    }

    /// Multiplies every value by `rhs`, as an animation scales a step.
    public mutating func scale(by rhs: Double) {
        value = (repeat animatableValueScaled(each value, by: rhs))
    }

    /// The sum of the values' squared magnitudes: how far the whole is from zero.
    public var magnitudeSquared: Double {
        var total = 0.0
        for element in repeat each value {
            total += element.magnitudeSquared
        }
        return total
    }

    /// Whether every value equals its counterpart.
    public static func == (lhs: AnimatableValues<repeat each Value>, rhs: AnimatableValues<repeat each Value>) -> Bool {
        for (left, right) in repeat (each lhs.value, each rhs.value) {
            guard left == right else { return false }
        }
        return true
    }
}

/// `value` multiplied by `rhs`: one element of `AnimatableValues.scale(by:)`.
private func animatableValueScaled<V: VectorArithmetic>(_ value: V, by rhs: Double) -> V {
    var scaled = value
    scaled.scale(by: rhs)
    return scaled
}
