import Foundation

// SwiftUI's printf bridge for numbers in a localized string key: each numeric type says how it is
// passed to `String(format:)` (`_arg`) and with which specifier (`_specifier`), so
// `"\(count)"` and `"\(ratio, specifier: "%.2f")"` format through it. dataflow's key already
// interpolates numbers through their description and `CVarArg`; these overloads are disfavored so
// that stays so (a `Double` reads `0.5`, where SwiftUI's `%lf` writes `0.500000`), and they serve
// code generic over the protocol.

/// A number a localized string key formats with `printf`, so `"\(value, specifier: "%.1f")"` works for any numeric type.
public protocol _FormatSpecifiable: Equatable {
    /// The type the value is passed to `String(format:)` as, so narrow integers and floats promote as C does.
    associatedtype _Arg: CVarArg
    /// The value as passed to `String(format:)`.
    var _arg: _Arg { get }
    /// The specifier that writes the value whole (`%lld`, `%lf`), used when the interpolation names none.
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    /// The value as a 64-bit integer, so `%lld` reads it.
    public var _arg: Int64 { Int64(self) }
    /// `%lld`, so a key writes the whole number.
    public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
    /// The value promoted to 32 bits, as C passes it.
    public var _arg: Int32 { Int32(self) }
    /// `%d`, so a key writes the whole number.
    public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
    /// The value promoted to 32 bits, as C passes it.
    public var _arg: Int32 { Int32(self) }
    /// `%d`, so a key writes the whole number.
    public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
    /// The value itself, which `%d` reads.
    public var _arg: Int32 { self }
    /// `%d`, so a key writes the whole number.
    public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    /// The value itself, which `%lld` reads.
    public var _arg: Int64 { self }
    /// `%lld`, so a key writes the whole number.
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    /// The value as a 64-bit unsigned integer, so `%llu` reads it.
    public var _arg: UInt64 { UInt64(self) }
    /// `%llu`, so a key writes the whole number.
    public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
    /// The value promoted to 32 bits, as C passes it.
    public var _arg: UInt32 { UInt32(self) }
    /// `%u`, so a key writes the whole number.
    public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
    /// The value promoted to 32 bits, as C passes it.
    public var _arg: UInt32 { UInt32(self) }
    /// `%u`, so a key writes the whole number.
    public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
    /// The value itself, which `%u` reads.
    public var _arg: UInt32 { self }
    /// `%u`, so a key writes the whole number.
    public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
    /// The value itself, which `%llu` reads.
    public var _arg: UInt64 { self }
    /// `%llu`, so a key writes the whole number.
    public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
    /// The value itself (C promotes it to a double).
    public var _arg: Float { self }
    /// `%f`, six decimals as printf writes them.
    public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
    /// The value itself, which `%lf` reads.
    public var _arg: Double { self }
    /// `%lf`, six decimals as printf writes them.
    public var _specifier: String { "%lf" }
}

extension CGFloat: _FormatSpecifiable {
    /// The value itself, which `%lf` reads.
    public var _arg: CGFloat { self }
    /// `%lf`, six decimals as printf writes them.
    public var _specifier: String { "%lf" }
}

extension LocalizedStringKey.StringInterpolation {
    /// `"\(value)"` for a value known only as `_FormatSpecifiable`: written with its own specifier.
    ///
    /// Disfavored, so a concrete number still interpolates through its description (see the file's note).
    @_disfavoredOverload
    public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
        appendInterpolation(value, specifier: value._specifier)
    }

    /// `"\(value, specifier: "%.2f")"` for a value known only as `_FormatSpecifiable`, in the POSIX locale as other keys.
    @_disfavoredOverload
    public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {
        text += String(format: specifier, locale: Locale(identifier: "en_US_POSIX"), value._arg)
    }
}
