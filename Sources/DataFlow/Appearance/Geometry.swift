import Foundation

// Geometry values appearance modifiers take. dataflow lays nothing out (D12: the screen is the
// tree of views, not pixels), so these are values to compile against and describe.

/// A point in a view's unit square: gradients' ends, anchors of rotation and scale.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    public init() { self.init(x: 0, y: 0) }
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// An angle, in degrees or radians.
public struct Angle: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    // The compound forms SwiftUI's vector math gives an angle (`finalAmount += currentAmount`).
    public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }
    public static func *= (lhs: inout Angle, rhs: Double) { lhs = lhs * rhs }
    public static func /= (lhs: inout Angle, rhs: Double) { lhs = lhs / rhs }
    public var magnitude: Double { abs(radians) }
    public mutating func negate() { radians = -radians }

    public var description: String { ".degrees(\(formatNumber((degrees * 1000).rounded() / 1000)))" }
}

/// Insets on each edge.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

extension Edge {
    /// A set of edges: `.horizontal`, `[.top, .leading]`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) {
            switch edge {
            case .top: self = .top
            case .leading: self = .leading
            case .bottom: self = .bottom
            case .trailing: self = .trailing
            }
        }

        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]

        /// `.horizontal`, `[.top, .leading]`, as code writes it.
        var name: String {
            let named: [(Set, String)] = [(.all, ".all"), (.horizontal, ".horizontal"), (.vertical, ".vertical")]
            if let match = named.first(where: { $0.0 == self }) { return match.1 }
            let edges = [(Set.top, ".top"), (.leading, ".leading"), (.bottom, ".bottom"), (.trailing, ".trailing")].filter { contains($0.0) }
            return edges.count == 1 ? edges[0].1 : "[" + edges.map(\.1).joined(separator: ", ") + "]"
        }
    }
}

/// How content fits its frame.
public enum ContentMode: Hashable, Sendable { case fit, fill }

/// How lines of text align.
public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }

/// Whether something is shown: toolbars, scroll indicators, separators.
public enum Visibility: Hashable, Sendable { case automatic, visible, hidden }

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable { case light, dark }

/// The sizes of size classes.
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }

/// Text size preferences.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// Left-to-right or right-to-left layout.
public enum LayoutDirection: Hashable, Sendable { case leftToRight, rightToLeft }

/// A control's size.
public enum ControlSize: Hashable, Sendable, CaseIterable, Comparable { case mini, small, regular, large, extraLarge }

/// Where a view's content may extend.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

#if !canImport(CoreGraphics)
/// How a line ends and lines join, for strokes (CoreGraphics' on Apple's systems).
public enum CGLineCap: Int32, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
#endif

/// A stroke's width and shape.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [],
        dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// Corner shapes of rounded rectangles.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// A view's coordinate space, for geometry readers and gestures.
/// A coordinate space: the screen's, the view's own, or one a view named with
/// `.coordinateSpace(name:)`. `@unchecked Sendable`: its names are the app's hashable values, which
/// Swift's `AnyHashable` does not mark sendable; the engine runs on one thread.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    case global, local
    case named(AnyHashable)

    /// Whether this is the screen's space.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the view's own space.
    public var isLocal: Bool { self == .local }
}

#if !canImport(CoreGraphics)
/// A two-dimensional vector (CoreGraphics' on Apple's systems): a scroll's velocity.
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    public static let zero = CGVector(dx: 0, dy: 0)
}

/// An affine transform, for `transformEffect` and paths (CoreGraphics' on Apple's systems).
public struct CGAffineTransform: Hashable, Sendable {
    public var a: CGFloat = 1, b: CGFloat = 0, c: CGFloat = 0, d: CGFloat = 1, tx: CGFloat = 0, ty: CGFloat = 0
    public init() {}
    public init(translationX: CGFloat, y: CGFloat) {
        tx = translationX
        ty = y
    }
    public init(scaleX: CGFloat, y: CGFloat) {
        a = scaleX
        d = y
    }
    /// A turn by `rotationAngle` radians, from the x axis toward the y axis.
    public init(rotationAngle: CGFloat) {
        let angle = Double(rotationAngle)
        a = CGFloat(cos(angle))
        b = CGFloat(sin(angle))
        c = -b
        d = a
    }
    /// The matrix given entry by entry: a point (x, y) goes to (a x + c y + tx, b x + d y + ty).
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    public static let identity = CGAffineTransform()
}
#endif
