/// A colour as Core Image takes it (`CIColor(red: 1, green: 0, blue: 0)`, `.red`).
public final class CIColor: Sendable, CustomStringConvertible {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A UIKit colour, whose components DataFlow does not keep: it becomes black.
    public convenience init(color: UIColor) {
        self.init(red: 0, green: 0, blue: 0)
    }

    public static let black = CIColor(red: 0, green: 0, blue: 0)
    public static let white = CIColor(red: 1, green: 1, blue: 1)
    public static let gray = CIColor(red: 0.5, green: 0.5, blue: 0.5)
    public static let red = CIColor(red: 1, green: 0, blue: 0)
    public static let green = CIColor(red: 0, green: 1, blue: 0)
    public static let blue = CIColor(red: 0, green: 0, blue: 1)
    public static let cyan = CIColor(red: 0, green: 1, blue: 1)
    public static let magenta = CIColor(red: 1, green: 0, blue: 1)
    public static let yellow = CIColor(red: 1, green: 1, blue: 0)
    public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)

    public var description: String { "CIColor(\(red) \(green) \(blue) \(alpha))" }
}

/// A point, a rectangle or up to four numbers, as Core Image's vector inputs take them.
public final class CIVector: Sendable, CustomStringConvertible {
    let values: [CGFloat]

    public init(x: CGFloat) { values = [x] }
    public init(x: CGFloat, y: CGFloat) { values = [x, y] }
    public init(x: CGFloat, y: CGFloat, z: CGFloat) { values = [x, y, z] }
    public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { values = [x, y, z, w] }
    public convenience init(cgPoint point: CGPoint) { self.init(x: point.x, y: point.y) }

    public convenience init(cgRect rect: CGRect) {
        self.init(x: rect.origin.x, y: rect.origin.y, z: rect.size.width, w: rect.size.height)
    }

    public var count: Int { values.count }
    public var x: CGFloat { value(at: 0) }
    public var y: CGFloat { value(at: 1) }
    public var z: CGFloat { value(at: 2) }
    public var w: CGFloat { value(at: 3) }
    public var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
    public var cgRectValue: CGRect { CGRect(x: x, y: y, width: z, height: w) }

    public func value(at index: Int) -> CGFloat { index < values.count ? values[index] : 0 }

    public var description: String { "[" + values.map { "\($0)" }.joined(separator: " ") + "]" }
}
