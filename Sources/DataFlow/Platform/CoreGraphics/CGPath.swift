import Foundation

/// Core Graphics' path, as a `UIBezierPath` hands it to SwiftUI (`Path(bezier.cgPath)`) and as
/// code builds one with `CGMutablePath`. It holds the same elements as SwiftUI's `Path` and shares
/// its geometry, so a path converted either way is the same outline.
public class CGPath: @unchecked Sendable {
    /// The outline, in `Path`'s elements. Only `CGMutablePath` changes it.
    var elements: [Path.Element]

    init(elements: [Path.Element]) { self.elements = elements }

    /// A closed rectangle, carried by `transform` when one is given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: Path(rect).applying(transform?.pointee ?? .identity).elements)
    }

    /// The ellipse that fits `rect`, carried by `transform` when one is given.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: Path(ellipseIn: rect).applying(transform?.pointee ?? .identity).elements)
    }

    /// A rectangle with elliptical corners `cornerWidth` by `cornerHeight`.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        let path = Path(roundedRect: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular)
        self.init(elements: path.applying(transform?.pointee ?? .identity).elements)
    }

    /// SwiftUI's path of the same elements.
    private var path: Path { Path(elements: elements) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Where the next segment starts; the origin for an empty path, as Core Graphics answers.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// The rectangle holding every point of the path, control points included (`.null` when empty).
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(to: let p), .line(to: let p): points.append(p)
            case .quadCurve(to: let p, control: let c): points += [c, p]
            case .curve(to: let p, control1: let c1, control2: let c2): points += [c1, c2, p]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points {
            (minX, maxX) = (min(minX, point.x), max(maxX, point.x))
            (minY, maxY) = (min(minY, point.y), max(maxY, point.y))
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The tight bounds of the outline, without the control points (`.null` when empty).
    public var boundingBoxOfPath: CGRect { elements.isEmpty ? .null : path.boundingRect }

    /// Whether filling the path (carried by `transform`) by `rule` paints `point`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        path.applying(transform).contains(point, eoFill: rule == .evenOdd)
    }

    /// An unchangeable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// A copy carried by `transform` when one is given.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(elements: path.applying(transform?.pointee ?? .identity).elements)
    }

    /// A copy to go on building.
    public func mutableCopy() -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.elements = elements
        return copy
    }

    /// The outline of the path stroked `lineWidth` wide (see `Path.strokedPath(_:)`).
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        let style = StrokeStyle(lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit)
        return CGPath(elements: path.strokedPath(style).applying(transform).elements)
    }
}

/// A Core Graphics path being built: the same building calls as SwiftUI's `Path`, each with an
/// optional transform, and angles in radians.
public class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(elements: []) }

    /// Changes the path through SwiftUI's, which builds by the same rules.
    private func build(_ change: (inout Path) -> Void) {
        var path = Path(elements: elements)
        change(&path)
        elements = path.elements
    }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        build { $0.move(to: pathTransformed(point, by: transform)) }
    }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        build { $0.addLine(to: pathTransformed(point, by: transform)) }
    }
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        build { $0.addLines(points.map { pathTransformed($0, by: transform) }) }
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        build { $0.addQuadCurve(to: pathTransformed(end, by: transform), control: pathTransformed(control, by: transform)) }
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        build {
            $0.addCurve(
                to: pathTransformed(end, by: transform), control1: pathTransformed(control1, by: transform),
                control2: pathTransformed(control2, by: transform))
        }
    }
    public func closeSubpath() { build { $0.closeSubpath() } }
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        build { $0.addRect(rect, transform: transform) }
    }
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        build { $0.addRects(rects, transform: transform) }
    }
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        build { $0.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular, transform: transform) }
    }
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        build { $0.addEllipse(in: rect, transform: transform) }
    }
    /// An arc as `Path.addArc(center:…)` adds it, angles in radians.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity
    ) {
        build {
            $0.addArc(
                center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
                clockwise: clockwise, transform: transform)
        }
    }
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity) {
        build {
            $0.addRelativeArc(
                center: center, radius: radius, startAngle: .radians(Double(startAngle)), delta: .radians(Double(delta)), transform: transform)
        }
    }
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        build { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform) }
    }
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        let added = Path(elements: path.elements)
        build { $0.addPath(added, transform: transform) }
    }
}
