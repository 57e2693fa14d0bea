import Foundation

/// A 3 × 3 projective transform of the plane, as SwiftUI's `projectionEffect` and
/// `GeometryEffect` use.
///
/// Real matrix arithmetic, the same in a run as on a device: a point is the row vector
/// (x, y, 1) times the matrix, divided by the third component, the convention of
/// `CGAffineTransform` (whose a, b, c, d, tx, ty are m11, m12, m21, m22, m31, m32 here, with the
/// third column 0, 0, 1). `concatenating(_:)` applies this transform, then `rhs`. Drawing with it
/// is appearance (D15): the screen line shows that a view is transformed, not where it lands.
public struct ProjectionTransform: Equatable, Sendable {
    public var m11: CGFloat = 1.0, m12: CGFloat = 0.0, m13: CGFloat = 0.0
    public var m21: CGFloat = 0.0, m22: CGFloat = 1.0, m23: CGFloat = 0.0
    public var m31: CGFloat = 0.0, m32: CGFloat = 0.0, m33: CGFloat = 1.0

    /// The identity.
    public init() {}

    /// The affine transform `m`, its third column 0, 0, 1.
    public init(_ m: CGAffineTransform) {
        m11 = m.a
        m12 = m.b
        m21 = m.c
        m22 = m.d
        m31 = m.tx
        m32 = m.ty
    }

    /// Whether every entry is the identity's.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the third column is 0, 0, 1: no perspective, so the transform is affine.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// Replaces this transform with its inverse; false (and unchanged) when it has none, because
    /// its determinant is zero.
    public mutating func invert() -> Bool {
        guard let inverse = inverse else { return false }
        self = inverse
        return true
    }

    /// The inverse, or this transform unchanged when it has none (as `CGAffineTransform.inverted()`).
    public func inverted() -> ProjectionTransform { inverse ?? self }

    /// This transform followed by `rhs`: the matrix product self × rhs.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        let a = rows
        let b = rhs.rows
        var product = [[CGFloat]](repeating: [0, 0, 0], count: 3)
        for row in 0..<3 {
            for column in 0..<3 {
                product[row][column] = a[row][0] * b[0][column] + a[row][1] * b[1][column] + a[row][2] * b[2][column]
            }
        }
        return ProjectionTransform(rows: product)
    }

    /// The entries, row by row.
    private var rows: [[CGFloat]] { [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]] }

    private init(rows: [[CGFloat]]) {
        (m11, m12, m13) = (rows[0][0], rows[0][1], rows[0][2])
        (m21, m22, m23) = (rows[1][0], rows[1][1], rows[1][2])
        (m31, m32, m33) = (rows[2][0], rows[2][1], rows[2][2])
    }

    /// The inverse by the adjugate over the determinant; nil when the determinant is zero.
    private var inverse: ProjectionTransform? {
        // Cofactors of the first row give the determinant.
        let c11 = m22 * m33 - m23 * m32
        let c12 = m23 * m31 - m21 * m33
        let c13 = m21 * m32 - m22 * m31
        let determinant = m11 * c11 + m12 * c12 + m13 * c13
        guard determinant != 0, determinant.isFinite else { return nil }
        let scale = 1 / determinant
        return ProjectionTransform(rows: [
            [c11 * scale, (m13 * m32 - m12 * m33) * scale, (m12 * m23 - m13 * m22) * scale],
            [c12 * scale, (m11 * m33 - m13 * m31) * scale, (m13 * m21 - m11 * m23) * scale],
            [c13 * scale, (m12 * m31 - m11 * m32) * scale, (m11 * m22 - m12 * m21) * scale],
        ])
    }
}

extension View {
    /// Draws this view through a projective transform: appearance (D15). The screen line shows
    /// `.projectionEffect` unless the transform is the identity, as other effects a state drives.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        effect(".projectionEffect", isIdentity: transform.isIdentity)
    }
}
