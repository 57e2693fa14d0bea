import Foundation

/// An outline: the lines and curves a custom shape draws. dataflow keeps only how many elements
/// it has (the screen shows shapes by name, not by geometry).
public struct Path: Shape, Hashable {
    private(set) var elementCount = 0

    public init() {}
    public init(_ rect: CGRect) { elementCount = 1 }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { elementCount = 1 }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { elementCount = 1 }
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) { elementCount = 1 }
    public init(ellipseIn rect: CGRect) { elementCount = 1 }
    public init(_ build: (inout Path) -> Void) { build(&self) }
    /// A path from Core Graphics' (`Path(UIBezierPath(…).cgPath)`).
    public init(_ path: CGPath) { elementCount = path.elementCount }

    public func path(in rect: CGRect) -> Path { self }
    public var _shapeName: String { "Path" }

    public var isEmpty: Bool { elementCount == 0 }
    public var boundingRect: CGRect { .zero }
    public var currentPoint: CGPoint? { nil }

    public mutating func move(to point: CGPoint) { elementCount += 1 }
    public mutating func addLine(to point: CGPoint) { elementCount += 1 }
    public mutating func addLines(_ points: [CGPoint]) { elementCount += points.count }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { elementCount += 1 }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) { elementCount += 1 }
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { elementCount += 1 }
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) { elementCount += rects.count }
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity
    ) { elementCount += 1 }
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity
    ) { elementCount += 1 }
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { elementCount += 1 }
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity
    ) { elementCount += 1 }
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        elementCount += 1
    }
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity) {
        elementCount += 1
    }
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) { elementCount += path.elementCount }
    public mutating func closeSubpath() { elementCount += 1 }

    public func applying(_ transform: CGAffineTransform) -> Path { self }
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { self }
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool { false }
}
