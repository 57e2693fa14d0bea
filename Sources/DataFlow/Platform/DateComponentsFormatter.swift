import Foundation

/// Foundation's duration formatter (`"1h 5m"`, `"1:05:00"`), which Linux's Foundation declares
/// unavailable. dataflow's shadows it, as a module's declaration shadows the one of a module it
/// imports, so an app's `DateComponentsFormatter()` formats here as it does on an iPhone set to
/// English (the run's locale).
///
/// Units are taken largest first: each allowed unit gets the whole of the time the larger
/// allowed units left, and the smallest allowed unit is rounded down, as Foundation's is.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How the units are written: `positional` (`1:05`), `abbreviated` (`1h 5m`), `brief`
    /// (`1hr 5min`), `short` (`1 hr, 5 min`), `full` (`1 hour, 5 minutes`), `spellOut`.
    public enum UnitsStyle: Int, Sendable {
        case positional, abbreviated, short, full, spellOut, brief
    }

    /// Which zero units are written.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let none = ZeroFormattingBehavior([])
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    public var unitsStyle: UnitsStyle = .positional
    public var allowedUnits: NSCalendar.Unit = []
    public var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    public var maximumUnitCount = 0
    public var includesApproximationPhrase = false
    public var includesTimeRemainingPhrase = false
    public var allowsFractionalUnits = false
    public var collapsesLargestUnit = false
    public var calendar: Calendar?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The units a duration is written in, largest first, with their length in seconds and names.
    private static let units: [(unit: NSCalendar.Unit, seconds: Double, abbreviated: String, brief: String, short: String, full: String)] = [
        (.day, 86_400, "d", "d", "day", "day"),
        (.hour, 3_600, "h", "hr", "hr", "hour"),
        (.minute, 60, "m", "min", "min", "minute"),
        (.second, 1, "s", "sec", "sec", "second"),
    ]

    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let allowed = allowedUnits.isEmpty ? [NSCalendar.Unit.hour, .minute, .second] : Self.units.map(\.unit).filter { allowedUnits.contains($0) }
        let units = Self.units.filter { allowed.contains($0.unit) }
        guard !units.isEmpty else { return nil }
        var remaining = abs(ti)
        var values: [(unit: (unit: NSCalendar.Unit, seconds: Double, abbreviated: String, brief: String, short: String, full: String), value: Int)] =
            []
        for unit in units {
            let value = Int((remaining / unit.seconds).rounded(.down))
            values.append((unit, value))
            remaining -= Double(value) * unit.seconds
        }
        let sign = ti < 0 ? "-" : ""
        if unitsStyle == .positional {
            var shown = values
            if zeroFormattingBehavior.contains(.dropLeading) || zeroFormattingBehavior == .default {
                while shown.count > 2, shown[0].value == 0 { shown.removeFirst() }
            }
            let text = shown.enumerated().map { index, part in
                index == 0 && !zeroFormattingBehavior.contains(.pad) ? "\(part.value)" : String(format: "%02d", part.value)
            }.joined(separator: ":")
            return sign + text
        }
        var parts = values.filter { $0.value != 0 }
        if parts.isEmpty, let smallest = values.last { parts = [smallest] }
        if maximumUnitCount > 0 { parts = Array(parts.prefix(maximumUnitCount)) }
        let words = parts.map { part -> String in
            let unit = part.unit
            switch unitsStyle {
            case .abbreviated: return "\(part.value)\(unit.abbreviated)"
            case .brief: return "\(part.value)\(unit.brief)"
            case .short: return "\(part.value) \(unit.short)"
            case .full, .spellOut, .positional: return "\(part.value) \(unit.full)\(part.value == 1 ? "" : "s")"
            }
        }
        let separator = unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", "
        return sign + words.joined(separator: separator)
    }

    open func string(from startDate: Date, to endDate: Date) -> String? { string(from: endDate.timeIntervalSince(startDate)) }

    open func string(from components: DateComponents) -> String? {
        let seconds =
            Double(components.day ?? 0) * 86_400 + Double(components.hour ?? 0) * 3_600 + Double(components.minute ?? 0) * 60
            + Double(components.second ?? 0)
        return string(from: seconds)
    }

    open override func string(for obj: Any?) -> String? {
        if let interval = obj as? TimeInterval { return string(from: interval) }
        if let components = obj as? DateComponents { return string(from: components) }
        return nil
    }

    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }
}
