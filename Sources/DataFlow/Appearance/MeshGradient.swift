import Foundation

/// A two-dimensional gradient over a grid of points (iOS 18): appearance, named by its size and
/// colours as the other gradients are.
public struct MeshGradient: ShapeStyle, View, Sendable {
    public var width: Int
    public var height: Int
    public var locations: Locations
    public var colors: Colors
    public var background: Color
    public var smoothsColors: Bool
    public var colorSpace: Gradient.ColorSpace

    /// The grid's points: plain points, or Bézier points with control points.
    public enum Locations: Sendable {
        case points([SIMD2<Float>])
        case bezierPoints([BezierPoint])
    }

    /// The colour at each point.
    public enum Colors: Sendable {
        case colors([Color])
        case resolvedColors([Color.Resolved])
    }

    /// A point with the control points of the curves through it.
    public struct BezierPoint: Equatable, Sendable {
        public var position: SIMD2<Float>
        public var leadingControlPoint: SIMD2<Float>
        public var topControlPoint: SIMD2<Float>
        public var trailingControlPoint: SIMD2<Float>
        public var bottomControlPoint: SIMD2<Float>
        public init(
            position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>, trailingControlPoint: SIMD2<Float>,
            bottomControlPoint: SIMD2<Float>
        ) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    public init(
        width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear, smoothsColors: Bool = true,
        colorSpace: Gradient.ColorSpace = .device
    ) {
        (self.width, self.height, self.locations, self.colors) = (width, height, locations, colors)
        (self.background, self.smoothsColors, self.colorSpace) = (background, smoothsColors, colorSpace)
    }

    public init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear, smoothsColors: Bool = true,
        colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .points(points), colors: .colors(colors), background: background, smoothsColors: smoothsColors,
            colorSpace: colorSpace)
    }

    public init(
        width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear, smoothsColors: Bool = true,
        colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors), background: background,
            smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(
        width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear, smoothsColors: Bool = true,
        colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors), background: background,
            smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public var _styleName: String {
        switch colors {
        case .colors(let colors): "MeshGradient(\(width)×\(height), [\(colors.map(\.name).joined(separator: ", "))])"
        case .resolvedColors: "MeshGradient(\(width)×\(height))"
        }
    }
}

extension MeshGradient: StructuralContent {
    package var screenLine: String? { _styleName }
    package func children() -> [ChildSlot] { [] }
}
