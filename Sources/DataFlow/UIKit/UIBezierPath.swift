import Foundation

/// Which corners of a rectangle a `UIBezierPath` rounds: the common `RoundedCorner` shape
/// (`.cornerRadius(12, corners: [.topLeft, .topRight])`) is built on it.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// UIKit's path, so a custom `Shape` built on it compiles and keeps its geometry: it builds a
/// SwiftUI `Path` by the same rules (its `cgPath` hands that over), and nothing is drawn (D15).
/// UIKit's angles are radians and its `clockwise` is as the screen shows it (y down), the
/// opposite of Core Graphics' flag.
public final class UIBezierPath: @unchecked Sendable {
    /// The outline built so far.
    private var path: Path
    /// How wide `stroke()` draws (appearance: nothing is drawn).
    public var lineWidth: CGFloat = 1
    public var lineCapStyle: CGLineCap = .butt
    public var lineJoinStyle: CGLineJoin = .miter

    public init() { path = Path() }
    public init(rect: CGRect) { path = Path(rect) }
    public init(ovalIn rect: CGRect) { path = Path(ellipseIn: rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { path = Path(roundedRect: rect, cornerRadius: cornerRadius) }

    /// A rectangle with only `corners` rounded, each by the elliptical `cornerRadii` (at most half
    /// of each side).
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = rect.standardized
        let size = CGSize(width: min(max(cornerRadii.width, 0), r.width / 2), height: min(max(cornerRadii.height, 0), r.height / 2))
        let rounded = [UIRectCorner.topLeft, .topRight, .bottomRight, .bottomLeft].map { corners.contains($0) ? size : .zero }
        path = Path()
        if !rect.isNull { path.addRoundedRect(r, corners: rounded, transform: .identity) }
    }

    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path = Path()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with `cgPath`'s elements.
    public init(cgPath: CGPath) { path = Path(cgPath) }

    public var cgPath: CGPath { path.cgPath }
    /// The tight bounds of the outline (`.zero` when empty).
    public var bounds: CGRect { path.boundingRect }
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }
    public var isEmpty: Bool { path.isEmpty }

    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: point, control: controlPoint) }
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
    }
    /// An arc, `clockwise` as the screen shows it: Core Graphics' flag the other way round.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(
            center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }
    public func close() { path.closeSubpath() }
    public func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }
    public func removeAllPoints() { path = Path() }
    /// Whether filling the path (non-zero rule) paints `point`.
    public func contains(_ point: CGPoint) -> Bool { path.contains(point) }
}

extension UIBezierPath {
    // Drawing in a renderer's context: runs, draws nothing (D15).
    public func fill() {}
    public func stroke() {}
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {}
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {}
    public func addClip() {}
}
