import Foundation

extension VisualEffect {
    /// A projective transform of the drawing: accepted (D15), the effect unchanged.
    public func transformEffect(_ transform: ProjectionTransform) -> some VisualEffect { self }
}

extension CGPoint {
    /// The point mapped by a projective transform: row vector `(x, y, 1)` times the matrix, then
    /// divided by the resulting `w`, as Core Graphics and SwiftUI compute it.
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = m.m13 * x + m.m23 * y + m.m33
        let px = m.m11 * x + m.m21 * y + m.m31
        let py = m.m12 * x + m.m22 * y + m.m32
        return w == 0 ? CGPoint(x: px, y: py) : CGPoint(x: px / w, y: py / w)
    }
}
