import Foundation

/// A log message: a string literal with interpolated values, each with its privacy and format
/// (`"Saved \(count, privacy: .public) items"`). It is text here, every value shown.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// The pieces of a log message as code writes them.
public struct OSLogInterpolation: StringInterpolationProtocol {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { text += literal }

    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += align.apply(argumentString())
    }
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String
    ) {
        text += align.apply(argumentString())
    }
    @_disfavoredOverload
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += align.apply(value().description)
    }
    @_disfavoredOverload
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String
    ) {
        text += align.apply(value().description)
    }
    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
    ) {
        text += format == .answer ? (boolean() ? "YES" : "NO") : (boolean() ? "true" : "false")
    }
    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        text += align.apply(format.apply(number()))
    }
    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto, attributes: String
    ) {
        text += align.apply(format.apply(number()))
    }
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        text += align.apply(format.apply(number()))
    }
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        text += align.apply(format.apply(Double(number())))
    }
    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> any Any.Type, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += align.apply(String(describing: value()))
    }
    @_disfavoredOverload
    public mutating func appendInterpolation(_ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto, attributes: String = "")
    {
        text += String(describing: error())
    }
    @_disfavoredOverload
    public mutating func appendInterpolation(
        _ error: @autoclosure @escaping () -> (any Error)?, privacy: OSLogPrivacy = .auto, attributes: String = ""
    ) {
        text += error().map { String(describing: $0) } ?? "(null)"
    }
    public mutating func appendInterpolation(_ object: @autoclosure @escaping () -> NSObject?, privacy: OSLogPrivacy = .auto, attributes: String = "")
    {
        text += object().map { $0.description } ?? "(null)"
    }
}

/// Whether a value shows in the log unredacted: every value shows here (a debugger is attached).
public struct OSLogPrivacy: Equatable, Sendable {
    let name: String
    public enum Mask: Equatable, Sendable { case hash, none }
    public static var `public`: OSLogPrivacy { OSLogPrivacy(name: "public") }
    public static var `private`: OSLogPrivacy { OSLogPrivacy(name: "private") }
    public static var sensitive: OSLogPrivacy { OSLogPrivacy(name: "sensitive") }
    public static var auto: OSLogPrivacy { OSLogPrivacy(name: "auto") }
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }
}

/// How an integer is written: in decimal, hexadecimal or octal, with or without a prefix.
public struct OSLogIntegerFormatting: Equatable, Sendable {
    let radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int

    public static var decimal: OSLogIntegerFormatting { decimal(explicitPositiveSign: false, minDigits: 0) }
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: minDigits)
    }
    public static var hex: OSLogIntegerFormatting { hex(explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0) }
    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0
    )
        -> OSLogIntegerFormatting
    {
        OSLogIntegerFormatting(
            radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits)
    }
    public static var octal: OSLogIntegerFormatting { octal(explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0) }
    public static func octal(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0
    )
        -> OSLogIntegerFormatting
    {
        OSLogIntegerFormatting(
            radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits)
    }

    func apply<T: FixedWidthInteger>(_ number: T) -> String {
        var digits = String(number.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        let prefix = includePrefix ? (radix == 16 ? "0x" : radix == 8 ? "0o" : "") : ""
        let sign = number < 0 ? "-" : explicitPositiveSign ? "+" : ""
        return sign + prefix + digits
    }
}

/// How a floating-point number is written: `.fixed(precision: 2)`, `.exponential`, `.hybrid`.
public struct OSLogFloatFormatting: Equatable, Sendable {
    let style: String
    let precision: Int?
    let explicitPositiveSign: Bool

    public static var fixed: OSLogFloatFormatting { fixed(explicitPositiveSign: false, uppercase: false) }
    public static func fixed(
        precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: "f", precision: precision(), explicitPositiveSign: explicitPositiveSign)
    }
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: "f", precision: nil, explicitPositiveSign: explicitPositiveSign)
    }
    public static var hex: OSLogFloatFormatting { OSLogFloatFormatting(style: "a", precision: nil, explicitPositiveSign: false) }
    public static var exponential: OSLogFloatFormatting { OSLogFloatFormatting(style: "e", precision: nil, explicitPositiveSign: false) }
    public static var hybrid: OSLogFloatFormatting { OSLogFloatFormatting(style: "g", precision: nil, explicitPositiveSign: false) }

    func apply(_ number: Double) -> String {
        let sign = explicitPositiveSign && number >= 0 ? "+" : ""
        return sign + String(format: "%" + (precision.map { ".\($0)" } ?? "") + style, number)
    }

    public static func == (lhs: OSLogFloatFormatting, rhs: OSLogFloatFormatting) -> Bool {
        lhs.style == rhs.style && lhs.precision == rhs.precision && lhs.explicitPositiveSign == rhs.explicitPositiveSign
    }
}

/// How a Boolean is written: `true`/`false`, or `YES`/`NO`.
public enum OSLogBoolFormat: Equatable, Sendable { case truth, answer }

/// A value's column width and side: `.left(columns: 10)`, `.right(columns: 4)`.
public struct OSLogStringAlignment: Equatable, Sendable {
    let columns: Int
    let isLeft: Bool
    public static var none: OSLogStringAlignment { OSLogStringAlignment(columns: 0, isLeft: false) }
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), isLeft: false)
    }
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), isLeft: true)
    }

    func apply(_ text: String) -> String {
        guard text.count < columns else { return text }
        let padding = String(repeating: " ", count: columns - text.count)
        return isLeft ? text + padding : padding + text
    }

    public static func == (lhs: OSLogStringAlignment, rhs: OSLogStringAlignment) -> Bool { lhs.columns == rhs.columns && lhs.isLeft == rhs.isLeft }
}
