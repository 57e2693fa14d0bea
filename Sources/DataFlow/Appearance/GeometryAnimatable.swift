import Foundation

// Geometry values an animation moves (SwiftUI's `Animatable` conformances): an angle by its
// radians, a unit point by its coordinates. Code that interpolates them itself (a `Spring`'s
// `value(fromValue:toValue:…)`) reads and writes these.

extension Angle: Animatable {
    public typealias AnimatableData = Double

    /// The angle in radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension UnitPoint: Animatable {
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>

    /// The point's x and y.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set {
            x = newValue.first
            y = newValue.second
        }
    }
}
