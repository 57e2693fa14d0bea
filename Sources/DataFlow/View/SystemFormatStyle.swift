import Foundation

// iOS 18's format styles for time that moves: a timer, a stopwatch, a date's offset from an anchor
// and a natural reference to a date. An app hands one to `Text(.currentDate, format: …)` (or
// formats a date with it); dataflow writes the text once, at the run's time (§24). The text is US
// English whatever the locale, in the style's calendar (by default Gregorian in UTC, as the run's
// other dates), so a transcript reads the same on every machine. The forms, for a sample:
//
//     .timer(countingDownIn: start..<start+300)      5:00, 4:05, 0:30, 0:00 (1:02:03 from an hour)
//     .timer(countingUpIn: start..<start+3600)       0:00, 0:30, 59:59, 1:00:00
//     .stopwatch(startingAt: start)                  00:05.23, 45:30.12, 01:00:00.00, 25:01:01.00
//     .offset(to: anchor)                            3 minutes, 42 seconds; -2 hours, 5 minutes
//     .offset(to: anchor, allowedFields: [.minute, .second])          5:32, -0:07
//     .reference(to: date)                           now, in 5 minutes, tomorrow, 3 days ago,
//                                                    Monday, June 3 (same year), June 2019
//
// Each is a `DiscreteFormatStyle` (Foundation on Linux has the protocol): `discreteInput(after:)`
// gives the next date at which the text changes, as Apple's styles do for Live Activities.

/// The namespace of iOS 18's time format styles, so apps can name `SystemFormatStyle.Timer` and its siblings.
public enum SystemFormatStyle: Sendable {}

// MARK: - Timer

extension FormatStyle where Self == SystemFormatStyle.Timer {
    /// A countdown through `interval`, so `Text(.currentDate, format: .timer(countingDownIn: …))` reads `4:05`.
    public static func timer(
        countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)
    ) -> SystemFormatStyle.Timer {
        SystemFormatStyle.Timer(countingDownIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }

    /// A count-up through `interval`, so a text reads the time spent in it (`0:30`), stopping at its end.
    public static func timer(
        countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)
    ) -> SystemFormatStyle.Timer {
        SystemFormatStyle.Timer(countingUpIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
}

extension SystemFormatStyle {
    /// A timer's face for a date inside an interval, so a countdown or a count-up reads as a clock (`4:05`, `1:02:03`).
    ///
    /// A countdown shows the time left to the interval's end, rounded up to the precision (`0:00` only
    /// at the end); a count-up shows the time since its start, rounded down. Before the interval a
    /// countdown shows its whole length and a count-up `0:00`; after it, `0:00` and the whole length.
    /// Hours show as a field from one hour (`1:00:00`) unless `showsHours` is false (`90:00`); the
    /// leading field has no padding. `maxFieldCount` keeps the most significant fields (at least two):
    /// with two, an hour or more reads `1:23` (hours and minutes). A precision under a second adds
    /// fraction digits (`.milliseconds(10)`: `4:05.27`); a minute or more writes words (`5 minutes`,
    /// `1 hour, 23 minutes`).
    public struct Timer: Sendable, Hashable, Codable {
        /// The input is the date the timer is read at (usually now), so `Text(.currentDate, …)` can drive it.
        public typealias FormatInput = Date

        /// The interval the timer runs through.
        var interval: Range<Date>
        /// Whether it shows the time left (a countdown) rather than the time spent.
        var countsDown: Bool
        /// Whether an hour or more shows as its own field rather than as more minutes.
        var showsHours: Bool
        /// How many fields it shows at most.
        var maxFieldCount: Int
        /// The smallest step its face moves by.
        var maxPrecision: Duration
        /// The locale it was given: recorded, while the text stays English.
        var locale: Locale

        /// A countdown from the interval's length to `0:00`, so a text shows the time left until its end.
        public init(countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)) {
            self.init(interval: interval, countsDown: true, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
        }

        /// A count-up from `0:00` to the interval's length, so a text shows the time spent since its start.
        public init(countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)) {
            self.init(interval: interval, countsDown: false, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
        }

        /// The one initializer both directions share, in the run's locale.
        init(interval: Range<Date>, countsDown: Bool, showsHours: Bool, maxFieldCount: Int, maxPrecision: Duration) {
            self.interval = interval
            self.countsDown = countsDown
            self.showsHours = showsHours
            self.maxFieldCount = maxFieldCount
            self.maxPrecision = maxPrecision
            self.locale = SystemTimeText.defaultLocale
        }

        /// The face's rules: rounded up for a countdown, down for a count-up, the leading field unpadded.
        var face: ClockFace {
            ClockFace(
                showsHours: showsHours, maxFieldCount: maxFieldCount, precision: SystemTimeText.microseconds(maxPrecision),
                roundsUp: countsDown, padsLeadingField: false)
        }

        /// The date offsets are measured from: the end for a countdown, the start for a count-up.
        var origin: Date { countsDown ? interval.upperBound : interval.lowerBound }

        /// The interval's length in microseconds.
        var length: Int64 { max(0, SystemTimeText.microseconds(from: interval.lowerBound, to: interval.upperBound)) }

        /// The offsets from the origin over which the face moves; outside them it stands still.
        var movingOffsets: ClosedRange<Int64> { countsDown ? -length...0 : 0...length }

        /// The time the face shows at an offset from the origin (before rounding), in microseconds.
        func value(atOffset offset: Int64) -> Int64 {
            countsDown ? min(max(-offset, 0), length) : min(max(offset, 0), length)
        }

        /// The face's text at an offset from the origin.
        func text(atOffset offset: Int64) -> String { face.text(value(atOffset: offset)) }
    }
}

extension SystemFormatStyle.Timer: FormatStyle {
    /// The output is attributed text, as SwiftUI's: dataflow's runs carry no attributes.
    public typealias FormatOutput = AttributedString

    /// The timer read at `input`, so a text shows `4:05` for four minutes and five seconds left.
    public func format(_ input: Date) -> AttributedString {
        AttributedString(text(atOffset: SystemTimeText.microseconds(from: origin, to: input)))
    }

    /// The same timer in `locale`, so an app can set one; dataflow records it and still writes English.
    public func locale(_ locale: Locale) -> SystemFormatStyle.Timer {
        var copy = self
        copy.locale = locale
        return copy
    }
}

extension SystemFormatStyle.Timer: DiscreteFormatStyle {
    /// The latest date before `input` at which the face reads differently, so a display can step backwards; nil when none.
    public func discreteInput(before input: Date) -> Date? {
        let offset = min(SystemTimeText.microseconds(from: origin, to: input), movingOffsets.upperBound)
        let current = text(atOffset: offset)
        return face.change(before: offset, downTo: movingOffsets.lowerBound, from: current) { text(atOffset: $0) }
            .map { SystemTimeText.date($0, after: origin) }
    }

    /// The first date after `input` at which the face reads differently, so a display knows when to redraw; nil when none.
    public func discreteInput(after input: Date) -> Date? {
        let offset = SystemTimeText.microseconds(from: origin, to: input)
        guard offset < movingOffsets.upperBound else { return nil }
        let start = max(offset, movingOffsets.lowerBound)
        let current = text(atOffset: start)
        return face.change(after: start, through: movingOffsets.upperBound, from: current) { text(atOffset: $0) }
            .map { SystemTimeText.date($0, after: origin) }
    }
}

// MARK: - Stopwatch

extension FormatStyle where Self == SystemFormatStyle.Stopwatch {
    /// A stopwatch started at `startDate`, so `Text(.currentDate, format: .stopwatch(startingAt: start))` reads `00:05.23`.
    public static func stopwatch(
        startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4, maxPrecision: Duration = .milliseconds(10)
    ) -> SystemFormatStyle.Stopwatch {
        SystemFormatStyle.Stopwatch(startingAt: startDate, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
}

extension SystemFormatStyle {
    /// A stopwatch's face for the time since a start, so elapsed time reads with hundredths (`00:05.23`).
    ///
    /// Time is rounded down to the precision; a date before the start reads `00:00.00`. The leading
    /// field has two digits (`00:05.23`, `01:00:00.00`, `25:01:01.00`); hours show from one hour
    /// unless `showsHours` is false (`75:30.00`). `maxFieldCount` keeps the most significant fields
    /// (at least two): at 1:23:45.67, four read `01:23:45.67`, three `01:23:45`, two `01:23`. The
    /// precision sets the fraction digits (`.milliseconds(100)`: `01:23.4`, `.seconds(1)`: `01:23`);
    /// a minute or more writes words (`23 minutes`, `1 hour, 23 minutes`).
    public struct Stopwatch: Sendable, Hashable, Codable {
        /// The input is the date the stopwatch is read at (usually now), so `Text(.currentDate, …)` can drive it.
        public typealias FormatInput = Date

        /// When the stopwatch started.
        var startDate: Date
        /// Whether an hour or more shows as its own field rather than as more minutes.
        var showsHours: Bool
        /// How many fields it shows at most.
        var maxFieldCount: Int
        /// The smallest step its face moves by.
        var maxPrecision: Duration
        /// The locale it was given: recorded, while the text stays English.
        var locale: Locale

        /// A stopwatch counting up from `startDate`, so a text shows the time since then to the hundredth.
        public init(startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4, maxPrecision: Duration = .milliseconds(10)) {
            self.startDate = startDate
            self.showsHours = showsHours
            self.maxFieldCount = maxFieldCount
            self.maxPrecision = maxPrecision
            self.locale = SystemTimeText.defaultLocale
        }

        /// The face's rules: rounded down, the leading field two digits.
        var face: ClockFace {
            ClockFace(
                showsHours: showsHours, maxFieldCount: maxFieldCount, precision: SystemTimeText.microseconds(maxPrecision),
                roundsUp: false, padsLeadingField: true)
        }

        /// The furthest offset dataflow follows: some 30,000 years, beyond any run.
        static let horizon: Int64 = 1_000_000_000_000_000_000

        /// The face's text at an offset from the start, in microseconds.
        func text(atOffset offset: Int64) -> String { face.text(max(0, offset)) }
    }
}

extension SystemFormatStyle.Stopwatch: FormatStyle {
    /// The output is attributed text, as SwiftUI's: dataflow's runs carry no attributes.
    public typealias FormatOutput = AttributedString

    /// The stopwatch read at `input`, so a text shows the time since the start (`45:30.12`).
    public func format(_ input: Date) -> AttributedString {
        AttributedString(text(atOffset: SystemTimeText.microseconds(from: startDate, to: input)))
    }

    /// The same stopwatch in `locale`, so an app can set one; dataflow records it and still writes English.
    public func locale(_ locale: Locale) -> SystemFormatStyle.Stopwatch {
        var copy = self
        copy.locale = locale
        return copy
    }
}

extension SystemFormatStyle.Stopwatch: DiscreteFormatStyle {
    /// The latest date before `input` at which the face reads differently, so a display can step backwards; nil when none.
    public func discreteInput(before input: Date) -> Date? {
        let offset = min(SystemTimeText.microseconds(from: startDate, to: input), Self.horizon)
        let current = text(atOffset: offset)
        return face.change(before: offset, downTo: 0, from: current) { text(atOffset: $0) }
            .map { SystemTimeText.date($0, after: startDate) }
    }

    /// The first date after `input` at which the face reads differently, so a display knows when to redraw.
    public func discreteInput(after input: Date) -> Date? {
        let offset = SystemTimeText.microseconds(from: startDate, to: input)
        guard offset < Self.horizon else { return nil }
        let start = max(offset, 0)
        let current = text(atOffset: start)
        return face.change(after: start, through: Self.horizon, from: current) { text(atOffset: $0) }
            .map { SystemTimeText.date($0, after: startDate) }
    }
}

// MARK: - Date offset

extension FormatStyle where Self == SystemFormatStyle.DateOffset {
    /// The offset of a date from `anchor`, so `Text(.currentDate, format: .offset(to: start))` reads the time since it.
    public static func offset(
        to anchor: Date, allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .day, .hour, .minute, .second],
        maxFieldCount: Int = 2, sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic
    ) -> SystemFormatStyle.DateOffset {
        SystemFormatStyle.DateOffset(to: anchor, allowedFields: allowedFields, maxFieldCount: maxFieldCount, sign: sign)
    }
}

extension SystemFormatStyle {
    /// A date's offset from an anchor in calendar units, so elapsed or remaining time reads as words (`3 minutes, 42 seconds`).
    ///
    /// The offset is positive when the formatted date is after the anchor. It is written in whole
    /// units (rounded toward zero), from the largest non-zero allowed field, at most `maxFieldCount`
    /// consecutive fields, zero fields left out (`1 day` for a day and five minutes with two fields);
    /// a zero offset reads `0 seconds` (the smallest allowed field). Allowed fields of only minutes
    /// and seconds (two fields or more), or only hours, minutes and seconds (three or more), write a
    /// clock face instead (`5:32`, `1:23:45`, hours left out while zero). The sign: `.automatic`
    /// marks a negative offset (`-5 seconds`), `.never` marks none, `.always(includingZero:)` marks
    /// both sides (`+5 seconds`), and a zero offset too (`+0 seconds`) when `includingZero` is true.
    public struct DateOffset: Sendable, Hashable, Codable {
        /// The date offsets are measured from.
        var anchor: Date
        /// The units the offset may be written in.
        var allowedFields: Set<Date.ComponentsFormatStyle.Field>
        /// How many units it writes at most.
        var maxFieldCount: Int
        /// When it writes a sign.
        var sign: NumberFormatStyleConfiguration.SignDisplayStrategy
        /// The calendar it counts months, days and hours in.
        var calendar: Calendar
        /// The locale it was given: recorded, while the text stays English.
        var locale: Locale

        /// A style for a date's offset from `anchor`, so a text can read how far the current date is from it.
        public init(
            to anchor: Date, allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .week, .day, .hour, .minute, .second],
            maxFieldCount: Int = 2, sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic
        ) {
            self.anchor = anchor
            self.allowedFields = allowedFields
            self.maxFieldCount = maxFieldCount
            self.sign = sign
            self.calendar = SystemTimeText.runCalendar
            self.locale = SystemTimeText.defaultLocale
        }

        /// The same style counting in `calendar`, so months and days follow an app's calendar and time zone.
        public func calendar(_ calendar: Calendar) -> SystemFormatStyle.DateOffset {
            var copy = self
            copy.calendar = calendar
            return copy
        }

        /// The same style in `locale`, so an app can set one; dataflow records it and still writes English.
        public func locale(_ locale: Locale) -> SystemFormatStyle.DateOffset {
            var copy = self
            copy.locale = locale
            return copy
        }

        /// The allowed fields by position in `CalendarSpan.fields` (all of them when none is allowed).
        var allowedMask: [Bool] {
            let mask = CalendarSpan.fields.map { allowedFields.contains($0) }
            return mask.contains(true) ? mask : CalendarSpan.fields.map { _ in true }
        }

        /// Whether the offset is written as a clock face (`5:32`) rather than in words.
        var usesClockFace: Bool {
            (allowedFields == [.minute, .second] && maxFieldCount >= 2) || (allowedFields == [.hour, .minute, .second] && maxFieldCount >= 3)
        }

        /// What the text shows at a date: its side of the anchor, the fields shown and the smallest of them.
        struct Reading {
            /// Whether the date is before the anchor.
            var isNegative: Bool
            /// The shown fields' counts (every other field zero).
            var shown: CalendarSpan
            /// The position of the smallest shown field: the unit the text moves by.
            var unit: Int
            /// Whether every shown field is zero.
            var isZero: Bool { shown.counts.allSatisfy { $0 == 0 } }
        }

        /// The reading at `date`: the fields the text is written from.
        func reading(at date: Date) -> Reading {
            let mask = allowedMask
            let allowed = mask.indices.filter { mask[$0] }
            let span = CalendarSpan.measure(from: min(date, anchor), to: max(date, anchor), allowed: mask, calendar: calendar)
            let window: [Int]
            if usesClockFace {
                window = allowed
            } else if let first = allowed.first(where: { span.counts[$0] != 0 }), let start = allowed.firstIndex(of: first) {
                window = Array(allowed[start...].prefix(max(1, maxFieldCount)))
            } else {
                window = [allowed[allowed.count - 1]]
            }
            var shown = CalendarSpan()
            for index in window { shown.counts[index] = span.counts[index] }
            return Reading(isNegative: date < anchor, shown: shown, unit: window[window.count - 1])
        }

        /// The text of a reading: the sign, then a clock face or the non-zero fields in words.
        func text(of reading: Reading) -> String {
            let counts = reading.shown.counts
            let body: String
            if usesClockFace {
                let minutes = String(counts[5])
                let seconds = SystemTimeText.padded(counts[6], to: 2)
                body = counts[4] > 0 ? "\(counts[4]):\(SystemTimeText.padded(counts[5], to: 2)):\(seconds)" : "\(minutes):\(seconds)"
            } else {
                let words = counts.indices.filter { counts[$0] != 0 }.map { SystemTimeText.count(counts[$0], CalendarSpan.names[$0]) }
                body = words.isEmpty ? SystemTimeText.count(0, CalendarSpan.names[reading.unit]) : words.joined(separator: ", ")
            }
            return SystemTimeText.sign(sign, isNegative: reading.isNegative, isZero: reading.isZero) + body
        }
    }
}

extension SystemFormatStyle.DateOffset: FormatStyle {
    /// The input is the date measured against the anchor (usually now), so `Text(.currentDate, …)` can drive it.
    public typealias FormatInput = Date
    /// The output is attributed text, as SwiftUI's: dataflow's runs carry no attributes.
    public typealias FormatOutput = AttributedString

    /// The offset of `referenceDate` from the anchor, so a text reads `3 minutes, 42 seconds` or `-5 seconds`.
    public func format(_ referenceDate: Date) -> AttributedString {
        AttributedString(text(of: reading(at: referenceDate)))
    }
}

extension SystemFormatStyle.DateOffset: DiscreteFormatStyle {
    /// The latest date before `referenceDate` at which the offset reads differently, so a display can step backwards.
    public func discreteInput(before referenceDate: Date) -> Date? {
        let current = reading(at: referenceDate)
        let edge: Date?
        if !current.isNegative {
            // Going back, the offset shrinks: it reads less once below what it shows (or, at zero, a unit before the anchor).
            edge =
                current.isZero
                ? calendar.date(byAdding: CalendarSpan.unit(current.unit, -1), to: anchor)
                : calendar.date(byAdding: current.shown.components(negated: false), to: anchor).map(SystemTimeText.nextDown)
        } else {
            // Going back before the anchor, the offset grows: it reads more at one more of its smallest unit.
            var grown = current.shown
            grown.counts[current.unit] += 1
            edge = calendar.date(byAdding: grown.components(negated: true), to: anchor)
        }
        guard let edge else { return nil }
        return edge < referenceDate ? edge : SystemTimeText.nextDown(referenceDate)
    }

    /// The first date after `referenceDate` at which the offset reads differently, so a display knows when to redraw.
    public func discreteInput(after referenceDate: Date) -> Date? {
        let current = reading(at: referenceDate)
        let edge: Date?
        if !current.isNegative {
            var grown = current.shown
            grown.counts[current.unit] += 1
            edge = calendar.date(byAdding: grown.components(negated: false), to: anchor)
        } else {
            // Before the anchor the offset shrinks as time passes: it reads less just after it equals what it shows.
            edge =
                current.isZero
                ? calendar.date(byAdding: CalendarSpan.unit(current.unit, 1), to: anchor)
                : calendar.date(byAdding: current.shown.components(negated: true), to: anchor).map(SystemTimeText.nextUp)
        }
        guard let edge else { return nil }
        return edge > referenceDate ? edge : SystemTimeText.nextUp(referenceDate)
    }

    /// The representable date just before `referenceDate`, so a caller knows how fine the boundaries are.
    public func input(before referenceDate: Date) -> Date? {
        referenceDate > .distantPast ? SystemTimeText.nextDown(referenceDate) : nil
    }

    /// The representable date just after `referenceDate`, so a caller knows how fine the boundaries are.
    public func input(after referenceDate: Date) -> Date? {
        referenceDate < .distantFuture ? SystemTimeText.nextUp(referenceDate) : nil
    }
}

// MARK: - Date reference

extension FormatStyle where Self == SystemFormatStyle.DateReference {
    /// A natural reference to `date`, so `Text(.currentDate, format: .reference(to: event))` reads `in 5 minutes` or `June 2019`.
    public static func reference(
        to date: Date, allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute], maxFieldCount: Int = 2,
        thresholdField: Date.RelativeFormatStyle.Field = .day
    ) -> SystemFormatStyle.DateReference {
        SystemFormatStyle.DateReference(to: date, allowedFields: allowedFields, maxFieldCount: maxFieldCount, thresholdField: thresholdField)
    }
}

extension SystemFormatStyle {
    /// A reference to a date phrased for its distance from now, so near dates read relatively and far ones as dates.
    ///
    /// Near the reference date (less than one of the field above `thresholdField`: a month for the
    /// default `.day`) the text is relative, in the largest non-zero allowed field up to the
    /// threshold, rounded toward zero: `now` (under one of the smallest), `in 5 minutes`, `3 hours
    /// ago`, `tomorrow` and `yesterday` (one day), `next week`/`last week`, `27 days ago`. Further
    /// away it is the date, from its year (left out when it is the reference date's), month, day,
    /// hour and minute among the allowed fields, at most `maxFieldCount` of them: `June 2019`, `June
    /// 3, 2019`, `Monday, June 3` (same year), `Monday, June 3 at 3:05 PM`. The threshold is always
    /// allowed; dates are in the style's calendar (Gregorian in UTC unless `calendar(_:)` sets one).
    public struct DateReference: Sendable, Hashable, Codable {
        /// The date referred to.
        var date: Date
        /// The fields the reference may be written in.
        var allowedFields: Set<Date.RelativeFormatStyle.Field>
        /// How many fields a written-out date has at most.
        var maxFieldCount: Int
        /// The largest field a relative phrase may use: one of the next field up switches to the date.
        var thresholdField: Date.RelativeFormatStyle.Field
        /// The calendar it counts in and writes dates in.
        var calendar: Calendar
        /// The locale it was given: recorded, while the text stays English.
        var locale: Locale

        /// A style referring to `date`, so a text reads how far it is from the current date in the most natural way.
        public init(
            to date: Date, allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute], maxFieldCount: Int = 2,
            thresholdField: Date.RelativeFormatStyle.Field = .day
        ) {
            self.date = date
            self.allowedFields = allowedFields
            self.maxFieldCount = maxFieldCount
            self.thresholdField = thresholdField
            self.calendar = SystemTimeText.runCalendar
            self.locale = SystemTimeText.defaultLocale
        }

        /// The same style counting in `calendar`, so days and written-out dates follow an app's calendar and time zone.
        public func calendar(_ calendar: Calendar) -> SystemFormatStyle.DateReference {
            var copy = self
            copy.calendar = calendar
            return copy
        }

        /// The threshold's position in `CalendarSpan.fields`.
        var thresholdIndex: Int { CalendarSpan.fields.firstIndex(of: thresholdField) ?? 3 }

        /// The fields a relative phrase may use, by position: the allowed ones and the threshold, none larger than it.
        var relativeMask: [Bool] {
            CalendarSpan.fields.indices.map { index in
                index >= thresholdIndex && (index == thresholdIndex || allowedFields.contains(CalendarSpan.fields[index]))
            }
        }

        /// The smallest field of a relative phrase: under one of it, the date is `now`.
        var smallestRelative: Int { relativeMask.lastIndex(of: true) ?? thresholdIndex }

        /// The field one of which switches to the written-out date: the one above the threshold (weeks skipped); nil for years.
        var switchField: Int? {
            let above: [Int?] = [nil, 0, 1, 1, 3, 4, 5]
            return above[thresholdIndex]
        }

        /// Whether the date is written out rather than phrased relatively when referred to from `reference`.
        func isAbsolute(from reference: Date) -> Bool {
            guard let field = switchField, let edge = calendar.date(byAdding: CalendarSpan.unit(field, 1), to: min(reference, date)) else {
                return false
            }
            return edge <= max(reference, date)
        }

        /// The relative phrase's field and count from `reference` (count zero: `now`).
        func relativeReading(from reference: Date) -> (unit: Int, count: Int) {
            let span = CalendarSpan.measure(from: min(reference, date), to: max(reference, date), allowed: relativeMask, calendar: calendar)
            guard let unit = span.counts.indices.first(where: { span.counts[$0] != 0 }) else { return (smallestRelative, 0) }
            return (unit, span.counts[unit])
        }

        /// The text from `reference`: a relative phrase or the written-out date.
        func text(from reference: Date) -> String {
            if isAbsolute(from: reference) { return writtenDate(from: reference) }
            let (unit, count) = relativeReading(from: reference)
            let isFuture = date > reference
            if count == 0 { return "now" }
            if count == 1, unit <= 3 {
                let names = [("next year", "last year"), ("next month", "last month"), ("next week", "last week"), ("tomorrow", "yesterday")]
                return isFuture ? names[unit].0 : names[unit].1
            }
            let amount = SystemTimeText.count(count, CalendarSpan.names[unit])
            return isFuture ? "in \(amount)" : "\(amount) ago"
        }

        /// The date written out (`June 2019`, `Monday, June 3`), its year left out when it is the reference date's.
        func writtenDate(from reference: Date) -> String {
            // Year, month, day, hour and minute (a week threshold counts as the day).
            let fields = [0, 1, 3, 4, 5].filter { index in
                allowedFields.contains(CalendarSpan.fields[index]) || index == thresholdIndex || (index == 3 && thresholdIndex == 2)
            }
            var kept = fields.isEmpty ? [0, 1, 3] : fields
            if kept.first == 0, calendar.component(.year, from: date) == calendar.component(.year, from: reference), kept.count > 1 {
                kept.removeFirst()
            }
            kept = Array(kept.prefix(max(1, maxFieldCount)))
            let parts = calendar.dateComponents([.year, .month, .day, .weekday, .hour, .minute], from: date)
            let year = String(parts.year ?? 0)
            let month = SystemTimeText.monthName(parts.month ?? 1)
            let hasYear = kept.contains(0)
            let day =
                hasYear
                ? "\(month) \(parts.day ?? 1), \(year)" : "\(SystemTimeText.weekdayName(parts.weekday ?? 1)), \(month) \(parts.day ?? 1)"
            switch kept[kept.count - 1] {
            case 0: return year
            case 1: return hasYear ? "\(month) \(year)" : month
            case 3: return day
            default:
                let hour = parts.hour ?? 0
                let clock = "\(hour % 12 == 0 ? 12 : hour % 12)" + (kept.contains(5) ? ":" + SystemTimeText.padded(parts.minute ?? 0, to: 2) : "")
                let time = clock + (hour < 12 ? " AM" : " PM")
                return kept.contains(1) || kept.contains(3) ? "\(day) at \(time)" : time
            }
        }
    }
}

extension SystemFormatStyle.DateReference: FormatStyle {
    /// The input is the date the reference is made from (usually now), so `Text(.currentDate, …)` can drive it.
    public typealias FormatInput = Date
    /// The output is attributed text, as SwiftUI's: dataflow's runs carry no attributes.
    public typealias FormatOutput = AttributedString

    /// The date referred to from `referenceDate`, so a text reads `in 5 minutes`, `tomorrow` or `June 2019`.
    public func format(_ referenceDate: Date) -> AttributedString {
        AttributedString(text(from: referenceDate))
    }

    /// The same style in `locale`, so an app can set one; dataflow records it and still writes English.
    public func locale(_ locale: Locale) -> SystemFormatStyle.DateReference {
        var copy = self
        copy.locale = locale
        return copy
    }
}

extension SystemFormatStyle.DateReference: DiscreteFormatStyle {
    /// The latest reference date before `referenceDate` at which the text differs, so a display can step backwards.
    public func discreteInput(before referenceDate: Date) -> Date? {
        let isFuture = date > referenceDate
        var candidates: [Date?] = []
        if isAbsolute(from: referenceDate) {
            // The year may start being left out; after the date, coming nearer switches to a phrase.
            candidates.append(calendar.dateInterval(of: .year, for: referenceDate).map { SystemTimeText.nextDown($0.start) })
            if !isFuture, let field = switchField {
                candidates.append(calendar.date(byAdding: CalendarSpan.unit(field, 1), to: date).map(SystemTimeText.nextDown))
            }
        } else {
            let (unit, count) = relativeReading(from: referenceDate)
            if count == 0 {
                candidates.append(calendar.date(byAdding: CalendarSpan.unit(unit, -1), to: date))
            } else if isFuture {
                candidates.append(calendar.date(byAdding: CalendarSpan.unit(unit, -(count + 1)), to: date))
                if let field = switchField { candidates.append(calendar.date(byAdding: CalendarSpan.unit(field, -1), to: date)) }
            } else {
                candidates.append(calendar.date(byAdding: CalendarSpan.unit(unit, count), to: date).map(SystemTimeText.nextDown))
            }
        }
        return candidates.compactMap { $0 }.filter { $0 < referenceDate }.max()
    }

    /// The first reference date after `referenceDate` at which the text differs, so a display knows when to redraw.
    public func discreteInput(after referenceDate: Date) -> Date? {
        let isFuture = date > referenceDate
        var candidates: [Date?] = []
        if isAbsolute(from: referenceDate) {
            // A new year may change whether the year shows; before the date, coming nearer switches to a phrase.
            candidates.append(calendar.dateInterval(of: .year, for: referenceDate).map(\.end))
            if isFuture, let field = switchField {
                candidates.append(calendar.date(byAdding: CalendarSpan.unit(field, -1), to: date).map(SystemTimeText.nextUp))
            }
        } else {
            let (unit, count) = relativeReading(from: referenceDate)
            if count == 0 {
                candidates.append(calendar.date(byAdding: CalendarSpan.unit(unit, 1), to: date))
            } else if isFuture {
                candidates.append(calendar.date(byAdding: CalendarSpan.unit(unit, -count), to: date).map(SystemTimeText.nextUp))
            } else {
                candidates.append(calendar.date(byAdding: CalendarSpan.unit(unit, count + 1), to: date))
                if let field = switchField { candidates.append(calendar.date(byAdding: CalendarSpan.unit(field, 1), to: date)) }
            }
        }
        return candidates.compactMap { $0 }.filter { $0 > referenceDate }.min()
    }

    /// The representable date just before `referenceDate`, so a caller knows how fine the boundaries are.
    public func input(before referenceDate: Date) -> Date? {
        referenceDate > .distantPast ? SystemTimeText.nextDown(referenceDate) : nil
    }

    /// The representable date just after `referenceDate`, so a caller knows how fine the boundaries are.
    public func input(after referenceDate: Date) -> Date? {
        referenceDate < .distantFuture ? SystemTimeText.nextUp(referenceDate) : nil
    }
}

// MARK: - Shared

/// What the system time styles share: the run's calendar, microsecond arithmetic on dates and English words.
enum SystemTimeText {
    /// The calendar a style counts in unless told otherwise: Gregorian in UTC, as the run's other dates.
    static var runCalendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }

    /// The locale a style records unless told otherwise (its text is English whatever it is).
    static var defaultLocale: Locale { Locale(identifier: "en_US") }

    /// Microseconds from `origin` to `date`, rounded: whole microseconds make a face's steps exact.
    static func microseconds(from origin: Date, to date: Date) -> Int64 {
        let value = ((date.timeIntervalSinceReferenceDate - origin.timeIntervalSinceReferenceDate) * 1e6).rounded()
        guard value.isFinite else { return value < 0 ? -4_000_000_000_000_000_000 : 4_000_000_000_000_000_000 }
        return Int64(min(max(value, -4e18), 4e18))
    }

    /// The date `microseconds` after `origin`.
    static func date(_ microseconds: Int64, after origin: Date) -> Date {
        Date(timeIntervalSinceReferenceDate: origin.timeIntervalSinceReferenceDate + Double(microseconds) / 1e6)
    }

    /// A duration in whole microseconds, at least one (a zero or negative precision moves by a microsecond).
    static func microseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0 else { return 1 }
        guard seconds < 1_000_000_000_000 else { return 1_000_000_000_000_000_000 }
        return max(1, seconds * 1_000_000 + attoseconds / 1_000_000_000_000)
    }

    /// The representable date just after `date`.
    static func nextUp(_ date: Date) -> Date { Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate.nextUp) }

    /// The representable date just before `date`.
    static func nextDown(_ date: Date) -> Date { Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate.nextDown) }

    /// `1 minute`, `3 minutes`: a count and its unit, plural unless one.
    static func count<Count: BinaryInteger>(_ value: Count, _ unit: String) -> String { "\(value) \(unit)\(value == 1 ? "" : "s")" }

    /// A number with leading zeros to `width` digits (`05`).
    static func padded<Number: BinaryInteger>(_ value: Number, to width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// The sign an offset is written with under `strategy`: `-` before the anchor, `+` after when always shown.
    static func sign(_ strategy: NumberFormatStyleConfiguration.SignDisplayStrategy, isNegative: Bool, isZero: Bool) -> String {
        if strategy == .never { return "" }
        if strategy == .always(includingZero: true) { return isZero ? "+" : (isNegative ? "-" : "+") }
        if strategy == .always(includingZero: false) { return isZero ? "" : (isNegative ? "-" : "+") }
        return isNegative && !isZero ? "-" : ""
    }

    /// The English name of a month of the year (1 is January).
    static func monthName(_ month: Int) -> String {
        let names = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
        return names.indices.contains(month - 1) ? names[month - 1] : "Month \(month)"
    }

    /// The English name of a day of the week (1 is Sunday, as `Calendar` counts).
    static func weekdayName(_ weekday: Int) -> String {
        let names = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        return names.indices.contains(weekday - 1) ? names[weekday - 1] : "Day \(weekday)"
    }
}

/// A length of time in calendar fields (`2 days, 3 hours`), so offsets can be measured and added back with a calendar.
struct CalendarSpan: Hashable {
    /// The fields in order of significance; a position in this list names a field throughout.
    static let fields: [Date.ComponentsFormatStyle.Field] = [.year, .month, .week, .day, .hour, .minute, .second]
    /// The fields' English names, singular.
    static let names = ["year", "month", "week", "day", "hour", "minute", "second"]

    /// Each field's count, by position in `fields`.
    var counts = [Int](repeating: 0, count: 7)

    /// The whole fields from `start` to `end` (`start <= end`), each allowed field taking what the larger ones leave.
    static func measure(from start: Date, to end: Date, allowed: [Bool], calendar: Calendar) -> CalendarSpan {
        let components: [Calendar.Component?] = [.year, .month, nil, .day, .hour, .minute, .second]
        var wanted = Set(components.indices.compactMap { allowed[$0] ? components[$0] : nil })
        // Weeks are counted as seven days.
        if allowed[2] { wanted.insert(.day) }
        var span = CalendarSpan()
        guard !wanted.isEmpty else { return span }
        let parts = calendar.dateComponents(wanted, from: start, to: end)
        span.counts[0] = parts.year ?? 0
        span.counts[1] = parts.month ?? 0
        var days = parts.day ?? 0
        if allowed[2] {
            span.counts[2] = days / 7
            days %= 7
        }
        if allowed[3] {
            span.counts[3] = days
        } else if let smaller = [4, 5, 6].first(where: { allowed[$0] }) {
            // Days a week leaves, when days are not allowed, go to the next smaller allowed field.
            span.counts[smaller] += days * [24, 1440, 86_400][smaller - 4]
        }
        span.counts[4] += parts.hour ?? 0
        span.counts[5] += parts.minute ?? 0
        span.counts[6] += parts.second ?? 0
        return span
    }

    /// The span as date components to add to a date (negated to go back), weeks as days.
    func components(negated: Bool) -> DateComponents {
        let sign = negated ? -1 : 1
        return DateComponents(
            year: counts[0] * sign, month: counts[1] * sign, day: (counts[2] * 7 + counts[3]) * sign, hour: counts[4] * sign,
            minute: counts[5] * sign, second: counts[6] * sign)
    }

    /// `value` of one field (by position) as date components.
    static func unit(_ field: Int, _ value: Int) -> DateComponents {
        var span = CalendarSpan()
        span.counts[field] = value
        return span.components(negated: false)
    }
}

/// A clock face for a length of time (`4:05`, `01:02:03.45`), so the timer and the stopwatch write and step it alike.
struct ClockFace {
    /// Whether an hour or more shows as its own field.
    var showsHours: Bool
    /// How many fields show at most (at least two do).
    var maxFieldCount: Int
    /// The step the face moves by, in microseconds.
    var precision: Int64
    /// Whether a time between two steps shows the larger (a countdown) or the smaller (a count-up).
    var roundsUp: Bool
    /// Whether the leading field has two digits (a stopwatch's `00:05.23`) or as many as it needs (a timer's `0:05`).
    var padsLeadingField: Bool

    /// A second in microseconds.
    static let second: Int64 = 1_000_000
    /// A minute in microseconds.
    static let minute: Int64 = 60_000_000
    /// An hour in microseconds.
    static let hour: Int64 = 3_600_000_000

    /// The fields a face can show, most significant first.
    enum Field: Equatable { case hours, minutes, seconds, fraction }

    /// `value` (at least zero) rounded to a multiple of `step`, up or down as the face rounds.
    func rounded(_ value: Int64, step: Int64) -> Int64 {
        roundsUp ? ((value + step - 1) / step) * step : (value / step) * step
    }

    /// The fraction digits the precision needs: none from a second, one for tenths, two for hundredths.
    var fractionDigits: Int {
        guard precision < Self.second else { return 0 }
        var digits = 1
        var unit: Int64 = 100_000
        while digits < 6, precision % unit != 0 {
            digits += 1
            unit /= 10
        }
        return digits
    }

    /// The fields a time shows before `maxFieldCount` drops any.
    func fields(for value: Int64) -> [Field] {
        var shown: [Field] = showsHours && value >= Self.hour ? [.hours] : []
        shown += [.minutes, .seconds]
        if fractionDigits > 0 { shown.append(.fraction) }
        return shown
    }

    /// The unit a field counts in, in microseconds.
    func unit(of field: Field) -> Int64 {
        switch field {
        case .hours: Self.hour
        case .minutes: Self.minute
        case .seconds: Self.second
        case .fraction: precision
        }
    }

    /// The time a face shows and its fields: rounded to the precision, or to the smallest field kept when fields drop.
    func reading(_ value: Int64) -> (value: Int64, fields: [Field]) {
        let limit = max(2, maxFieldCount)
        var shown = rounded(value, step: precision)
        for _ in 0..<3 {
            let kept = Array(fields(for: shown).prefix(limit))
            let step = max(precision, unit(of: kept[kept.count - 1]))
            let again = rounded(value, step: step)
            if Array(fields(for: again).prefix(limit)) == kept { return (again, kept) }
            shown = again
        }
        return (shown, Array(fields(for: shown).prefix(limit)))
    }

    /// The face's text for `value` microseconds: `4:05`, `1:02:03`, `00:05.23`, or words from a minute's precision.
    func text(_ value: Int64) -> String {
        let value = max(0, value)
        if precision >= Self.minute { return words(value) }
        let (shown, kept) = reading(value)
        let hasHours = kept.contains(.hours)
        var parts: [String] = []
        for field in kept where field != .fraction {
            let number: Int64
            switch field {
            case .hours: number = shown / Self.hour
            case .minutes: number = hasHours ? (shown / Self.minute) % 60 : shown / Self.minute
            default: number = (shown / Self.second) % 60
            }
            parts.append(parts.isEmpty && !padsLeadingField ? String(number) : SystemTimeText.padded(number, to: 2))
        }
        var text = parts.joined(separator: ":")
        if kept.contains(.fraction) {
            let digits = fractionDigits
            var divisor: Int64 = 1
            for _ in digits..<6 { divisor *= 10 }
            text += "." + SystemTimeText.padded((shown % Self.second) / divisor, to: digits)
        }
        return text
    }

    /// The face in words for a precision of a minute or more: `23 minutes`, `1 hour, 23 minutes`, `2 hours`.
    func words(_ value: Int64) -> String {
        let byHours = showsHours && precision >= Self.hour
        var shown = rounded(value, step: precision)
        if showsHours, maxFieldCount < 2, shown >= Self.hour { shown = rounded(value, step: max(precision, Self.hour)) }
        guard showsHours else { return SystemTimeText.count(shown / Self.minute, "minute") }
        let hours = shown / Self.hour
        let minutes = (shown % Self.hour) / Self.minute
        var parts: [String] = []
        if hours > 0 || byHours { parts.append(SystemTimeText.count(hours, "hour")) }
        if minutes > 0 || parts.isEmpty { parts.append(SystemTimeText.count(minutes, "minute")) }
        return parts.joined(separator: ", ")
    }

    /// The steps the face's text can change at: the precision and each coarser field's unit.
    var steps: [Int64] { [precision] + [Self.second, Self.minute, Self.hour].filter { $0 > precision } }

    /// `value` divided by `step`, rounded toward minus infinity.
    static func floorDivision(_ value: Int64, _ step: Int64) -> Int64 {
        value >= 0 ? value / step : -((-value + step - 1) / step)
    }

    /// The first point on any step's grid after `offset`.
    func gridPoint(after offset: Int64) -> Int64 {
        steps.map { (Self.floorDivision(offset, $0) + 1) * $0 }.min() ?? offset + precision
    }

    /// The last point on any step's grid at or before `offset`.
    func gridPoint(atOrBefore offset: Int64) -> Int64 {
        steps.map { Self.floorDivision(offset, $0) * $0 }.max() ?? offset
    }

    /// The first grid point after `offset`, up to `limit`, where `text` differs from `current`; nil when the text stays.
    ///
    /// Text changes only on grid points, each step holding from its point on; a walk past 10,000 points
    /// stops at the last (whose text is the same, which `DiscreteFormatStyle` allows).
    func change(after offset: Int64, through limit: Int64, from current: String, text: (Int64) -> String) -> Int64? {
        var point = offset
        for _ in 0..<10_000 {
            point = gridPoint(after: point)
            if point > limit { return nil }
            if text(point) != current { return point }
        }
        return point
    }

    /// The last offset before `offset`, down to `floor`, where `text` differs from `current`: just below its step's start.
    func change(before offset: Int64, downTo floor: Int64, from current: String, text: (Int64) -> String) -> Int64? {
        var start = gridPoint(atOrBefore: offset)
        for _ in 0..<10_000 {
            if start <= floor { return nil }
            if text(start - 1) != current { return start - 1 }
            start = gridPoint(atOrBefore: start - 1)
        }
        return start - 1
    }
}
