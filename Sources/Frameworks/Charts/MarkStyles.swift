import Foundation

/// A mark's width, height or radius: automatic, fixed in points (a number literal), a ratio of
/// the available space, or an inset from it. Accepted: dataflow lays nothing out.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible, Sendable {
    public typealias IntegerLiteralType = Int
    public typealias FloatLiteralType = Double

    enum Storage: Sendable {
        case automatic
        case fixed(CGFloat)
        case ratio(CGFloat)
        case inset(CGFloat)
    }

    let storage: Storage

    init(_ storage: Storage) {
        self.storage = storage
    }

    public static var automatic: MarkDimension { .init(.automatic) }
    public static func ratio(_ value: CGFloat) -> MarkDimension { .init(.ratio(value)) }
    public static func inset(_ value: CGFloat) -> MarkDimension { .init(.inset(value)) }
    public static func fixed(_ value: CGFloat) -> MarkDimension { .init(.fixed(value)) }

    public init(floatLiteral value: Double) {
        self = .fixed(CGFloat(value))
    }

    public init(integerLiteral value: Int) {
        self = .fixed(CGFloat(value))
    }

    public var description: String {
        switch storage {
        case .automatic: "automatic"
        case .fixed(let value): "fixed(\(PlottedText.number(Double(value))))"
        case .ratio(let value): "ratio(\(PlottedText.number(Double(value))))"
        case .inset(let value): "inset(\(PlottedText.number(Double(value))))"
        }
    }
}

/// How bars and areas at the same position stack. Accepted.
public struct MarkStackingMethod: Equatable, CustomStringConvertible, Sendable {
    enum Storage: Hashable, Sendable {
        case standard, normalized, center, unstacked
    }

    let storage: Storage

    init(_ storage: Storage) {
        self.storage = storage
    }

    public static var standard: MarkStackingMethod { .init(.standard) }
    public static var normalized: MarkStackingMethod { .init(.normalized) }
    public static var center: MarkStackingMethod { .init(.center) }
    public static var unstacked: MarkStackingMethod { .init(.unstacked) }

    public var description: String { "\(storage)" }
}

/// How a line or area joins its points. Accepted.
public struct InterpolationMethod: CustomStringConvertible, Sendable {
    enum Storage: Sendable {
        case linear
        case cardinal(tension: CGFloat)
        case catmullRom(alpha: CGFloat)
        case step(transition: CGFloat)
        case monotone
    }

    let storage: Storage

    init(_ storage: Storage) {
        self.storage = storage
    }

    public static var linear: InterpolationMethod { .init(.linear) }
    public static var cardinal: InterpolationMethod { .init(.cardinal(tension: 0)) }
    public static func cardinal(tension: CGFloat) -> InterpolationMethod { .init(.cardinal(tension: tension)) }
    public static var catmullRom: InterpolationMethod { .init(.catmullRom(alpha: 0.5)) }
    public static func catmullRom(alpha: CGFloat) -> InterpolationMethod { .init(.catmullRom(alpha: alpha)) }
    public static var monotone: InterpolationMethod { .init(.monotone) }
    public static var stepStart: InterpolationMethod { .init(.step(transition: 0)) }
    public static var stepCenter: InterpolationMethod { .init(.step(transition: 0.5)) }
    public static var stepEnd: InterpolationMethod { .init(.step(transition: 1)) }

    public var description: String {
        switch storage {
        case .linear: "linear"
        case .cardinal(let tension): "cardinal(tension: \(PlottedText.number(Double(tension))))"
        case .catmullRom(let alpha): "catmullRom(alpha: \(PlottedText.number(Double(alpha))))"
        case .step(let transition): transition == 0 ? "stepStart" : transition == 1 ? "stepEnd" : "stepCenter"
        case .monotone: "monotone"
        }
    }
}
