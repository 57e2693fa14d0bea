import Foundation

/// Writes a date relative to another (`in 2 hours`, `3 days ago`), as Foundation's formatter does
/// in English; Linux's Foundation lacks it. The largest whole unit is used, as Apple's does.
open class RelativeDateTimeFormatter: @unchecked Sendable {
    public enum UnitsStyle: Int, Sendable { case full = 0, spellOut, short, abbreviated }
    public enum DateTimeStyle: Int, Sendable { case numeric = 0, named }

    open var unitsStyle: UnitsStyle = .full
    open var dateTimeStyle: DateTimeStyle = .numeric
    open var locale: Locale = .current
    open var calendar: Calendar = .current

    public init() {}

    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        localizedString(fromTimeInterval: date.timeIntervalSince(referenceDate))
    }

    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let seconds = Int(timeInterval.rounded())
        let units: [(seconds: Int, full: String, short: String, abbreviated: String)] = [
            (31_536_000, "year", "yr.", "y"), (2_592_000, "month", "mo.", "mo"), (604_800, "week", "wk.", "w"),
            (86_400, "day", "day", "d"), (3_600, "hour", "hr.", "h"), (60, "minute", "min.", "m"), (1, "second", "sec.", "s"),
        ]
        if dateTimeStyle == .named {
            if abs(seconds) < 1 { return "now" }
            if seconds >= 86_400, seconds < 172_800 { return "tomorrow" }
            if seconds <= -86_400, seconds > -172_800 { return "yesterday" }
        }
        let unit = units.first { abs(seconds) >= $0.seconds } ?? units[units.count - 1]
        let count = abs(seconds) / unit.seconds
        let name: String
        switch unitsStyle {
        case .full, .spellOut: name = " " + unit.full + (count == 1 ? "" : "s")
        case .short: name = " " + unit.short
        case .abbreviated: name = unit.abbreviated
        }
        return seconds < 0 ? "\(count)\(name) ago" : "in \(count)\(name)"
    }
}
