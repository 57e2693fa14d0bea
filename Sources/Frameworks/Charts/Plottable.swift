import Foundation

/// A value a chart can plot, as Charts' `Plottable`: a primitive (a number, a string, a date) or a
/// type that converts to one (an enum whose raw value is a `String`, a `Decimal`).
///
/// The screen line shows the primitive value: Swift's description, except that an integral
/// floating-point number has no `.0`, a date is `yyyy-MM-dd` in UTC and a string is bare.
public protocol Plottable {
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    var primitivePlottable: PrimitivePlottable { get }
    init?(primitivePlottable: PrimitivePlottable)
}

/// The types charts plot directly: numbers, strings and dates.
public protocol PrimitivePlottableProtocol: Plottable where Self == Self.PrimitivePlottable {
    static var _primitivePlottableKind: _PrimitivePlottableKind<Self> { get }
}

extension PrimitivePlottableProtocol {
    public var primitivePlottable: Self { self }

    public init?(primitivePlottable: Self) {
        self = primitivePlottable
    }
}

/// How a primitive plottable type is shown on a chart's screen line.
public struct _PrimitivePlottableKind<Value: PrimitivePlottableProtocol>: Sendable {
    let describe: @Sendable (Value) -> String
}

extension Plottable where Self: RawRepresentable, Self.RawValue == String {
    public var primitivePlottable: String { rawValue }

    public init?(primitivePlottable: RawValue) {
        self.init(rawValue: primitivePlottable)
    }
}

extension Plottable {
    /// The value as the screen line shows it.
    var plottedDescription: String {
        PrimitivePlottable._primitivePlottableKind.describe(primitivePlottable)
    }
}

extension Double: PrimitivePlottableProtocol {
    public typealias PrimitivePlottable = Double
    public static var _primitivePlottableKind: _PrimitivePlottableKind<Double> { .init { PlottedText.number($0) } }
}

extension Float: PrimitivePlottableProtocol {
    public typealias PrimitivePlottable = Float
    public static var _primitivePlottableKind: _PrimitivePlottableKind<Float> { .init { PlottedText.number($0) } }
}

#if !(os(macOS) && arch(x86_64))
extension Float16: PrimitivePlottableProtocol {
    public typealias PrimitivePlottable = Float16
    public static var _primitivePlottableKind: _PrimitivePlottableKind<Float16> { .init { PlottedText.number(Float($0)) } }
}
#endif

extension String: PrimitivePlottableProtocol {
    public typealias PrimitivePlottable = String
    public static var _primitivePlottableKind: _PrimitivePlottableKind<String> { .init { $0 } }
}

extension Date: PrimitivePlottableProtocol {
    public typealias PrimitivePlottable = Date
    public static var _primitivePlottableKind: _PrimitivePlottableKind<Date> { .init { PlottedText.date($0) } }
}

extension Decimal: Plottable {
    public typealias PrimitivePlottable = Double
    public var primitivePlottable: Double { NSDecimalNumber(decimal: self).doubleValue }

    public init?(primitivePlottable: Double) {
        self.init(primitivePlottable)
    }
}

extension Int: PrimitivePlottableProtocol {
    public typealias PrimitivePlottable = Int
    public static var _primitivePlottableKind: _PrimitivePlottableKind<Int> { .init { $0.description } }
}

extension Int8: PrimitivePlottableProtocol {
    public typealias PrimitivePlottable = Int8
    public static var _primitivePlottableKind: _PrimitivePlottableKind<Int8> { .init { $0.description } }
}

extension Int16: PrimitivePlottableProtocol {
    public typealias PrimitivePlottable = Int16
    public static var _primitivePlottableKind: _PrimitivePlottableKind<Int16> { .init { $0.description } }
}

extension Int32: PrimitivePlottableProtocol {
    public typealias PrimitivePlottable = Int32
    public static var _primitivePlottableKind: _PrimitivePlottableKind<Int32> { .init { $0.description } }
}

extension Int64: PrimitivePlottableProtocol {
    public typealias PrimitivePlottable = Int64
    public static var _primitivePlottableKind: _PrimitivePlottableKind<Int64> { .init { $0.description } }
}

extension UInt: PrimitivePlottableProtocol {
    public typealias PrimitivePlottable = UInt
    public static var _primitivePlottableKind: _PrimitivePlottableKind<UInt> { .init { $0.description } }
}

extension UInt8: PrimitivePlottableProtocol {
    public typealias PrimitivePlottable = UInt8
    public static var _primitivePlottableKind: _PrimitivePlottableKind<UInt8> { .init { $0.description } }
}

extension UInt16: PrimitivePlottableProtocol {
    public typealias PrimitivePlottable = UInt16
    public static var _primitivePlottableKind: _PrimitivePlottableKind<UInt16> { .init { $0.description } }
}

extension UInt32: PrimitivePlottableProtocol {
    public typealias PrimitivePlottable = UInt32
    public static var _primitivePlottableKind: _PrimitivePlottableKind<UInt32> { .init { $0.description } }
}

extension UInt64: PrimitivePlottableProtocol {
    public typealias PrimitivePlottable = UInt64
    public static var _primitivePlottableKind: _PrimitivePlottableKind<UInt64> { .init { $0.description } }
}

/// How plotted values are written on a chart's screen line.
enum PlottedText {
    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()

    /// `2`, not `2.0`; otherwise Swift's description (`2.5`, `0.1`).
    static func number<F: BinaryFloatingPoint & CustomStringConvertible>(_ value: F) -> String {
        if value.isFinite, value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }

    /// `2025-01-31`, in UTC so a transcript is the same in every time zone.
    static func date(_ date: Date) -> String {
        let parts = utc.dateComponents([.year, .month, .day], from: date)
        let year = parts.year ?? 0, month = parts.month ?? 0, day = parts.day ?? 0
        return String(format: "%04d-%02d-%02d", year, month, day)
    }
}
