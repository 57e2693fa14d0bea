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

/// Core Graphics' path, as a `UIBezierPath` hands it to SwiftUI (`Path(bezier.cgPath)`).
/// Like `Path`, it keeps only how many elements it has: shapes show by name, not by geometry.
public final class CGPath: @unchecked Sendable {
    let elementCount: Int
    init(elementCount: Int) { self.elementCount = elementCount }
}

/// UIKit's path, accepted so a custom `Shape` built on it compiles; nothing is drawn (D15).
public final class UIBezierPath: @unchecked Sendable {
    private var elementCount: Int
    /// How wide `stroke()` draws (appearance: nothing is drawn).
    public var lineWidth: CGFloat = 1
    public var lineCapStyle: CGLineCap = .butt
    public var lineJoinStyle: CGLineJoin = .miter

    public init() { elementCount = 0 }
    public init(rect: CGRect) { elementCount = 1 }
    public init(ovalIn rect: CGRect) { elementCount = 1 }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { elementCount = 1 }
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) { elementCount = 1 }
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) { elementCount = 1 }

    public var cgPath: CGPath { CGPath(elementCount: elementCount) }

    public func move(to point: CGPoint) { elementCount += 1 }
    public func addLine(to point: CGPoint) { elementCount += 1 }
    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) { elementCount += 1 }
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) { elementCount += 1 }
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) { elementCount += 1 }
    public func close() { elementCount += 1 }
}

extension UIBezierPath {
    // Drawing in a renderer's context: runs, draws nothing (D15).
    public func fill() {}
    public func stroke() {}
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {}
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {}
    public func addClip() {}
}
