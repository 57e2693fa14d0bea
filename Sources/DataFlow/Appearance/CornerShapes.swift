import Foundation

// iOS 26's corner geometry: the insets a container's rounded corners take from its content, the
// shapes whose four corners can be described (`RoundedRectangularShape`), and the corner styles'
// animatable values. dataflow draws nothing, so these are values code computes with: the
// arithmetic is real, and a run has no container corners (a geometry proxy reports none).

// MARK: Corner insets

/// How far each corner of a container reaches into its content, as a width and a height.
///
/// It exists so layout code written for iOS 26 (`proxy.containerCornerInsets`,
/// `EdgeInsets.inset(by:edges:)`) compiles and computes; in a run every container's corners are
/// square, so the insets a proxy reports are zero.
public struct RectangleCornerInsets: Hashable, Sendable {
    /// The top-leading corner's reach: horizontal (`width`) and vertical (`height`).
    public var topLeading: CGSize
    /// The top-trailing corner's reach: horizontal (`width`) and vertical (`height`).
    public var topTrailing: CGSize
    /// The bottom-leading corner's reach: horizontal (`width`) and vertical (`height`).
    public var bottomLeading: CGSize
    /// The bottom-trailing corner's reach: horizontal (`width`) and vertical (`height`).
    public var bottomTrailing: CGSize

    /// Insets of zero at every corner: what a square-cornered container has.
    public init() {
        self.init(topLeading: .zero, topTrailing: .zero, bottomLeading: .zero, bottomTrailing: .zero)
    }

    /// Insets given corner by corner.
    public init(topLeading: CGSize, topTrailing: CGSize, bottomLeading: CGSize, bottomTrailing: CGSize) {
        self.topLeading = topLeading
        self.topTrailing = topTrailing
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
    }
}

extension EdgeInsets {
    /// These insets grown by the corners that touch each of `edges`, so content clears them.
    ///
    /// Each chosen edge grows by the larger reach of its two corners across it: the top by the
    /// larger `height` of the top corners, the leading edge by the larger `width` of the leading
    /// corners, and so on. Edges not in `edges` keep their inset.
    public func inset(by corners: RectangleCornerInsets, edges: Edge.Set = .all) -> EdgeInsets {
        var result = self
        if edges.contains(.top) { result.top += max(corners.topLeading.height, corners.topTrailing.height) }
        if edges.contains(.bottom) { result.bottom += max(corners.bottomLeading.height, corners.bottomTrailing.height) }
        if edges.contains(.leading) { result.leading += max(corners.topLeading.width, corners.bottomLeading.width) }
        if edges.contains(.trailing) { result.trailing += max(corners.topTrailing.width, corners.bottomTrailing.width) }
        return result
    }
}

extension GeometryProxy {
    /// The insets of the corners of the container this geometry is in.
    ///
    /// A run has no rounded container (no device corners, no sheet): the insets are zero.
    public var containerCornerInsets: RectangleCornerInsets { RectangleCornerInsets() }
}

// MARK: Corners

extension Edge.Corner: CustomDebugStringConvertible {
    /// The corner's name, `topLeading`, for logs and test failures.
    public var debugDescription: String {
        switch self {
        case .topLeading: "topLeading"
        case .topTrailing: "topTrailing"
        case .bottomLeading: "bottomLeading"
        case .bottomTrailing: "bottomTrailing"
        }
    }
}

extension Edge.Corner.Set: CustomDebugStringConvertible {
    /// The corners in the set, in `Edge.Corner`'s order: `[topLeading, bottomTrailing]`.
    public var debugDescription: String {
        let names = Edge.Corner.allCases.filter { self.contains($0) }.map(\.debugDescription)
        return "[\(names.joined(separator: ", "))]"
    }
}

extension RectangleCornerRadii {
    /// The radius of one corner, so code can loop over `Edge.Corner.allCases`.
    public subscript(corner: Edge.Corner) -> CGFloat {
        switch corner {
        case .topLeading: topLeading
        case .topTrailing: topTrailing
        case .bottomLeading: bottomLeading
        case .bottomTrailing: bottomTrailing
        }
    }
}

extension Edge.Corner.Style: Animatable {
    /// A corner style's numbers as an animation interpolates them: the fixed radius and the
    /// concentric minimum, each zero where the style has none.
    public struct AnimatableData: VectorArithmetic, Sendable {
        /// The fixed radius, or zero for a concentric corner.
        var radius: CGFloat
        /// The concentric corner's minimum radius, or zero where it has none.
        var minimum: CGFloat

        /// Both numbers zero: the origin animations add to.
        public static var zero: AnimatableData { AnimatableData(radius: 0, minimum: 0) }

        /// The sum, number by number.
        public static func + (lhs: AnimatableData, rhs: AnimatableData) -> AnimatableData {
            AnimatableData(radius: lhs.radius + rhs.radius, minimum: lhs.minimum + rhs.minimum)
        }

        /// The difference, number by number.
        public static func - (lhs: AnimatableData, rhs: AnimatableData) -> AnimatableData {
            AnimatableData(radius: lhs.radius - rhs.radius, minimum: lhs.minimum - rhs.minimum)
        }

        /// Multiplies both numbers by `rhs`, as an animation scales a step.
        public mutating func scale(by rhs: Double) {
            radius *= CGFloat(rhs)
            minimum *= CGFloat(rhs)
        }

        /// The sum of the squares of both numbers: how far the value is from zero.
        public var magnitudeSquared: Double { Double(radius * radius + minimum * minimum) }
    }

    /// The style's numbers, for animating from one corner to another.
    ///
    /// Setting it changes only the numbers the style has: a fixed corner stays fixed and a
    /// concentric one stays concentric (a minimum is kept only where there was one).
    public var animatableData: AnimatableData {
        get { AnimatableData(radius: radius ?? 0, minimum: minimum ?? 0) }
        set {
            if radius != nil { radius = newValue.radius }
            if minimum != nil { minimum = newValue.minimum }
        }
    }
}

// MARK: Rounded rectangular shapes

/// A shape made of a rectangle whose four corners may be rounded, each its own way.
///
/// It exists so code can ask a shape for its corners (`shape.corners(in: size)`) and hand one to
/// `containerShape(_:)`, as iOS 26 lets it; the corners are computed from the shape's own values.
public protocol RoundedRectangularShape: InsettableShape {
    /// The four corners' styles, as every such shape describes them.
    typealias Corners = RoundedRectangularShapeCorners

    /// The shape's corners when drawn at `size`, or nil where they depend on a size not given.
    func corners(in size: CGSize?) -> Self.Corners?
}

/// The styles of a rounded rectangle's four corners: fixed radii, or concentric with a container.
///
/// A value code reads and animates: what `RoundedRectangularShape.corners(in:)` answers.
public struct RoundedRectangularShapeCorners: Sendable, Hashable, Animatable {
    /// The top-leading corner's style.
    public var topLeading: Edge.Corner.Style
    /// The bottom-leading corner's style.
    public var bottomLeading: Edge.Corner.Style
    /// The top-trailing corner's style.
    public var topTrailing: Edge.Corner.Style
    /// The bottom-trailing corner's style.
    public var bottomTrailing: Edge.Corner.Style

    /// Corners given one by one; a corner not given is square (a fixed radius of zero).
    public init(
        topLeading: Edge.Corner.Style = 0, topTrailing: Edge.Corner.Style = 0, bottomLeading: Edge.Corner.Style = 0,
        bottomTrailing: Edge.Corner.Style = 0
    ) {
        self.topLeading = topLeading
        self.topTrailing = topTrailing
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
    }

    /// The same style at all four corners.
    public init(all: Edge.Corner.Style) {
        self.init(topLeading: all, topTrailing: all, bottomLeading: all, bottomTrailing: all)
    }

    /// Four corners of the fixed radius `radius`.
    public static func fixed(_ radius: CGFloat) -> RoundedRectangularShapeCorners { RoundedRectangularShapeCorners(all: .fixed(radius)) }

    /// Four corners concentric with the container's.
    public static var concentric: RoundedRectangularShapeCorners { RoundedRectangularShapeCorners(all: .concentric) }

    /// Four corners concentric with the container's, none smaller than `minimum`.
    public static func concentric(minimum: Edge.Corner.Style? = nil) -> RoundedRectangularShapeCorners {
        RoundedRectangularShapeCorners(all: .concentric(minimum: minimum))
    }

    /// One corner's style, so code can loop over `Edge.Corner.allCases`.
    public subscript(corner: Edge.Corner) -> Edge.Corner.Style {
        switch corner {
        case .topLeading: topLeading
        case .topTrailing: topTrailing
        case .bottomLeading: bottomLeading
        case .bottomTrailing: bottomTrailing
        }
    }

    /// The four corners' numbers, for animating from one set of corners to another.
    public var animatableData: AnimatableData {
        get {
            AnimatableData(
                topLeading: topLeading.animatableData, topTrailing: topTrailing.animatableData,
                bottomLeading: bottomLeading.animatableData, bottomTrailing: bottomTrailing.animatableData)
        }
        set {
            topLeading.animatableData = newValue.topLeading
            topTrailing.animatableData = newValue.topTrailing
            bottomLeading.animatableData = newValue.bottomLeading
            bottomTrailing.animatableData = newValue.bottomTrailing
        }
    }

    /// The four corner styles' numbers as one value an animation interpolates.
    public struct AnimatableData: Equatable, VectorArithmetic, Sendable {
        /// The top-leading corner's numbers.
        var topLeading: Edge.Corner.Style.AnimatableData
        /// The top-trailing corner's numbers.
        var topTrailing: Edge.Corner.Style.AnimatableData
        /// The bottom-leading corner's numbers.
        var bottomLeading: Edge.Corner.Style.AnimatableData
        /// The bottom-trailing corner's numbers.
        var bottomTrailing: Edge.Corner.Style.AnimatableData

        /// Every corner's numbers zero: the origin animations add to.
        public static var zero: AnimatableData {
            AnimatableData(topLeading: .zero, topTrailing: .zero, bottomLeading: .zero, bottomTrailing: .zero)
        }

        /// The sum, corner by corner.
        public static func + (lhs: AnimatableData, rhs: AnimatableData) -> AnimatableData {
            AnimatableData(
                topLeading: lhs.topLeading + rhs.topLeading, topTrailing: lhs.topTrailing + rhs.topTrailing,
                bottomLeading: lhs.bottomLeading + rhs.bottomLeading, bottomTrailing: lhs.bottomTrailing + rhs.bottomTrailing)
        }

        /// The difference, corner by corner.
        public static func - (lhs: AnimatableData, rhs: AnimatableData) -> AnimatableData {
            AnimatableData(
                topLeading: lhs.topLeading - rhs.topLeading, topTrailing: lhs.topTrailing - rhs.topTrailing,
                bottomLeading: lhs.bottomLeading - rhs.bottomLeading, bottomTrailing: lhs.bottomTrailing - rhs.bottomTrailing)
        }

        /// Multiplies every corner's numbers by `rhs`.
        public mutating func scale(by rhs: Double) {
            topLeading.scale(by: rhs)
            topTrailing.scale(by: rhs)
            bottomLeading.scale(by: rhs)
            bottomTrailing.scale(by: rhs)
        }

        /// The sum of the corners' squared magnitudes: how far the value is from zero.
        public var magnitudeSquared: Double {
            topLeading.magnitudeSquared + topTrailing.magnitudeSquared + bottomLeading.magnitudeSquared + bottomTrailing.magnitudeSquared
        }
    }
}

/// `radius` as drawn at `size`: no more than half the shorter side, and never negative.
private func fittedCornerRadius(_ radius: CGFloat, fittingIn size: CGSize?) -> CGFloat {
    guard let size else { return max(radius, 0) }
    return max(min(radius, min(abs(size.width), abs(size.height)) / 2), 0)
}

extension Rectangle: RoundedRectangularShape {
    /// Four square corners (a fixed radius of zero), at any size.
    public func corners(in size: CGSize?) -> Rectangle.Corners? { RoundedRectangularShapeCorners() }
}

extension RoundedRectangle: RoundedRectangularShape {
    /// Four corners of the rectangle's radius (the shorter side of `cornerSize`), limited to half
    /// the shorter side of `size` when one is given, as the drawn outline is.
    public func corners(in size: CGSize?) -> RoundedRectangle.Corners? {
        .fixed(fittedCornerRadius(min(cornerSize.width, cornerSize.height), fittingIn: size))
    }
}

extension UnevenRoundedRectangle: RoundedRectangularShape {
    /// Each corner at its own radius, limited to half the shorter side of `size` when one is given.
    public func corners(in size: CGSize?) -> UnevenRoundedRectangle.Corners? {
        RoundedRectangularShapeCorners(
            topLeading: .fixed(fittedCornerRadius(cornerRadii.topLeading, fittingIn: size)),
            topTrailing: .fixed(fittedCornerRadius(cornerRadii.topTrailing, fittingIn: size)),
            bottomLeading: .fixed(fittedCornerRadius(cornerRadii.bottomLeading, fittingIn: size)),
            bottomTrailing: .fixed(fittedCornerRadius(cornerRadii.bottomTrailing, fittingIn: size)))
    }
}

extension Circle: RoundedRectangularShape {
    /// Four corners of half the shorter side of `size` (a circle's radius); nil without a size,
    /// since a circle's radius is its size's.
    public func corners(in size: CGSize?) -> Circle.Corners? {
        guard let size else { return nil }
        return .fixed(min(abs(size.width), abs(size.height)) / 2)
    }
}

extension Capsule: RoundedRectangularShape {
    /// Four corners of half the shorter side of `size` (the round ends' radius); nil without a
    /// size, since the ends' radius is its size's.
    public func corners(in size: CGSize?) -> Capsule.Corners? {
        guard let size else { return nil }
        return .fixed(min(abs(size.width), abs(size.height)) / 2)
    }
}

extension View {
    /// Sets the shape containers inside this view round their corners to, from a shape whose
    /// corners are known: styling the screen does not show, accepted so iOS 26 code compiles.
    public func containerShape(_ shape: some RoundedRectangularShape) -> some View { styled(".containerShape") }
}
