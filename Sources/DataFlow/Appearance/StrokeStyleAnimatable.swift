import Foundation

/// A stroke's numbers as one animatable value: its line width, its miter limit and its dash
/// phase (its cap, join and dash pattern do not interpolate). dataflow draws no stroke; the value
/// is computed, so code that reads or sets it (an `Animatable` shape passing its stroke on) works.
extension StrokeStyle: Animatable {
    public typealias AnimatableData = AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>

    public var animatableData: StrokeStyle.AnimatableData {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}
