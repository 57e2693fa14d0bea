/// The operations every animatable vector has (iOS 13): scaling a copy, and interpolating toward
/// another value, as an animation computes its in-between values (`self + (other - self) *
/// amount`). dataflow draws no in-between frames, but code that computes with animatable data
/// (a custom `Animatable` shape's `animatableData`) gets SwiftUI's results.
extension VectorArithmetic {
    /// A copy scaled by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }

    /// Moves this value `amount` of the way toward `other` (0: stays, 1: becomes `other`).
    public mutating func interpolate(towards other: Self, amount: Double) {
        var step = other - self
        step.scale(by: amount)
        self += step
    }

    /// This value moved `amount` of the way toward `other`.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var result = self
        result.interpolate(towards: other, amount: amount)
        return result
    }
}
