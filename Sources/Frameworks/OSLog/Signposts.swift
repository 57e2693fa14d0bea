import Foundation

// Signposts mark intervals and events for Instruments. A run has no Instruments: they record
// nothing and change nothing, and `withIntervalSignpost` runs its body and returns its result.

/// An id that tells overlapping intervals apart.
public struct OSSignpostID: Hashable, Comparable, Sendable {
    public let rawValue: UInt64

    public init(_ value: UInt64) { rawValue = value }
    public init(log: OSLog) { rawValue = Self.next() }
    /// The same id for the same object (numbered in the order objects first ask, never by address).
    public init(log: OSLog, object: AnyObject) { rawValue = Self.counter.id(for: object) }

    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    public static let invalid = OSSignpostID(~0)
    public static let null = OSSignpostID(0)

    public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Ids made in order, from 1: the same every run.
    private static func next() -> UInt64 {
        counter.withLock {
            $0 += 1
            return $0
        }
    }

    private static let counter = Counter()

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value: UInt64 = 0
        private var objects: [ObjectIdentifier: (object: Weak, id: UInt64)] = [:]

        struct Weak {
            weak var object: AnyObject?
        }

        func withLock(_ body: (inout UInt64) -> UInt64) -> UInt64 {
            lock.lock()
            defer { lock.unlock() }
            return body(&value)
        }

        func id(for object: AnyObject) -> UInt64 {
            lock.lock()
            defer { lock.unlock() }
            if let known = objects[ObjectIdentifier(object)], known.object.object === object { return known.id }
            value += 1
            objects[ObjectIdentifier(object)] = (Weak(object: object), value)
            return value
        }
    }
}

/// Whether a signpost marks an event or an interval's beginning or end.
public struct OSSignpostType: Hashable, Sendable {
    let name: String
    public static let event = OSSignpostType(name: "event")
    public static let begin = OSSignpostType(name: "begin")
    public static let end = OSSignpostType(name: "end")
}

/// An interval that an animation runs through (iOS 14).
public enum OSSignpostAnimationBegin: Sendable {
    case animationBegin
}

extension OSLog {
    /// Whether signposts are recorded: never, in a run.
    public var signpostsEnabled: Bool { false }
}

public func os_signpost(
    _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive
) {}

public func os_signpost(
    _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive,
    _ format: StaticString, _ arguments: any CVarArg...
) {}

public func os_signpost(
    _ animationBegin: OSSignpostAnimationBegin, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
    signpostID: OSSignpostID = .exclusive
) {}

public func os_signpost(
    _ animationBegin: OSSignpostAnimationBegin, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
    signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: any CVarArg...
) {}

/// The state of an interval begun with `beginInterval`, to end it.
public final class OSSignpostIntervalState: Codable, @unchecked Sendable {
    let id: OSSignpostID

    init(id: OSSignpostID) { self.id = id }

    public static func beginState(id: OSSignpostID) -> OSSignpostIntervalState { OSSignpostIntervalState(id: id) }

    public var signpostID: OSSignpostID { id }

    public init(from decoder: any Decoder) throws { id = OSSignpostID(try decoder.singleValueContainer().decode(UInt64.self)) }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(id.rawValue)
    }
}

/// Marks intervals and events for Instruments (iOS 15): nothing is recorded in a run.
public struct OSSignposter: @unchecked Sendable {
    public init() {}
    public init(subsystem: String, category: String) {}
    public init(subsystem: String, category: OSLog.Category) {}
    public init(logHandle: OSLog) {}
    public init(logger: Logger) {}

    public static var disabled: OSSignposter { OSSignposter() }
    public var isEnabled: Bool { false }

    public func makeSignpostID() -> OSSignpostID { OSSignpostID(log: .default) }
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID(log: .default, object: object) }

    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) {}

    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState { .beginState(id: id) }
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) -> OSSignpostIntervalState {
        .beginState(id: id)
    }

    public func beginAnimationInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState { .beginState(id: id) }
    public func beginAnimationInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) -> OSSignpostIntervalState {
        .beginState(id: id)
    }

    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage) {}

    /// Runs `task` and returns what it returns; the interval around it is not recorded.
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T) rethrows -> T {
        try task()
    }

    public func withIntervalSignpost<T>(
        _ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage, around task: () throws -> T
    ) rethrows -> T {
        try task()
    }
}

extension OSLog {
    /// A category of log (`.pointsOfInterest` for signposts).
    public struct Category: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }

    public convenience init(subsystem: String, category: Category) {
        self.init(subsystem: subsystem, category: category.rawValue)
    }
}
