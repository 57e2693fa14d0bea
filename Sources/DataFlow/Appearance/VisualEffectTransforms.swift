import Foundation

/// More of the effects a `.visualEffect` or `.scrollTransition` closure applies: blending, 3D
/// rotation and affine transforms. They change how a view is drawn, never what a body reads, so
/// they are accepted (D15): each returns the effect unchanged (dataflow calls no such closure).
extension VisualEffect {
    public func blendMode(_ blendMode: BlendMode) -> some VisualEffect { self }

    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some VisualEffect { self }

    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect { self }
}
