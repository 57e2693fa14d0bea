import Foundation

/// Writes messages to the unified log (iOS 14): `Logger(subsystem:category:)` and its levels.
///
/// What a run logs is the step's console, as Xcode's console shows it while debugging: the
/// message with every interpolated value, private or not (a debugger is attached), one line per
/// message. Levels, subsystems and categories are kept for nothing: Xcode shows them in columns a
/// transcript does not have. A message's values are evaluated when it is logged, as on a device.
public struct Logger: @unchecked Sendable {
    let subsystem: String?
    let category: String?

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    public init() {
        subsystem = nil
        category = nil
    }

    public init(_ logObj: OSLog) {
        subsystem = logObj.subsystem
        category = logObj.category
    }

    public func log(_ message: OSLogMessage) { write(message) }
    public func log(level: OSLogType, _ message: OSLogMessage) { write(message) }
    public func trace(_ message: OSLogMessage) { write(message) }
    public func debug(_ message: OSLogMessage) { write(message) }
    public func info(_ message: OSLogMessage) { write(message) }
    public func notice(_ message: OSLogMessage) { write(message) }
    public func warning(_ message: OSLogMessage) { write(message) }
    public func error(_ message: OSLogMessage) { write(message) }
    public func critical(_ message: OSLogMessage) { write(message) }
    public func fault(_ message: OSLogMessage) { write(message) }

    private func write(_ message: OSLogMessage) {
        print(message.text)
    }
}

/// A log handle of the older API (`OSLog(subsystem:category:)`, `os_log`).
public final class OSLog: NSObject, @unchecked Sendable {
    let subsystem: String?
    let category: String?

    public static let disabled = OSLog(subsystem: nil, category: nil)
    public static let `default` = OSLog(subsystem: nil, category: nil)

    public convenience init(subsystem: String, category: String) {
        self.init(subsystem: Optional(subsystem), category: Optional(category))
    }

    init(subsystem: String?, category: String?) {
        self.subsystem = subsystem
        self.category = category
    }

    /// Whether messages of `type` are logged: all are, here.
    public func isEnabled(type: OSLogType) -> Bool { true }
}

/// A message's level.
public struct OSLogType: Equatable, RawRepresentable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = OSLogType(0x00)
    public static let info = OSLogType(0x01)
    public static let debug = OSLogType(0x02)
    public static let error = OSLogType(0x10)
    public static let fault = OSLogType(0x11)
}

/// The older API's call: the message with its arguments formatted as `String(format:)` would.
public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...
) {
    print(
        String(
            format: message.description.replacingOccurrences(of: "{public}", with: "").replacingOccurrences(of: "{private}", with: ""),
            arguments: args))
}

public func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...) {
    print(
        String(
            format: message.description.replacingOccurrences(of: "{public}", with: "").replacingOccurrences(of: "{private}", with: ""),
            arguments: args))
}

@_disfavoredOverload
public func os_log(_ message: OSLogMessage) { print(message.text) }

@_disfavoredOverload
public func os_log(_ logLevel: OSLogType = .default, log logObject: OSLog = .default, _ message: OSLogMessage) { print(message.text) }
