import Foundation

// iOS 18's time data sources: values that follow the clock (the current date, the time since a
// date, a range up to now) that `Text` formats with a discrete format style, as in
// `Text(.currentDate, format: .timer(countingDownIn: start..<end))`. SwiftUI redraws such a text as
// time passes; dataflow reads the source when the text is made, at the run's time (§24), which
// moves only when a script waits, so the text is the same on every run. Also here: formatting a
// value into attributed text (`Text(date, format: .stopwatch(startingAt: start))`), whose
// characters are what dataflow shows.

/// A value that follows the clock, so a text can show the current date or the time since one without a timer of its own.
///
/// dataflow evaluates it when the text is made, at the run's time.
public struct TimeDataSource<Value> {
    /// The value at a moment.
    let value: @Sendable (Date) -> Value

    /// A source computing its value from the moment it is read at.
    init(_ value: @escaping @Sendable (Date) -> Value) {
        self.value = value
    }

    /// The value now, by the run's clock, so a text shows what the source holds when it is made.
    var currentValue: Value { value(TimeDataSource<Date>.now) }

    /// The run's time: where `Date()` is in an app's program (§24), read so tests see it too.
    static var now: Date { Date(timeIntervalSince1970: Double(RunClock.wallClockNanoseconds) / 1e9) }
}

extension TimeDataSource: Sendable where Value: Sendable {}

extension TimeDataSource {
    /// The current date, so `Text(.currentDate, format: …)` shows now in a time style.
    public static var currentDate: TimeDataSource<Date> {
        TimeDataSource<Date> { $0 }
    }

    /// The time from `date` to now (negative before it), so a duration style can show time elapsed since a date.
    public static func durationOffset(to date: Date) -> TimeDataSource<Duration> {
        TimeDataSource<Duration> { .seconds($0.timeIntervalSince(date)) }
    }

    /// The range from `date` to now (empty until then), so a range style can show time elapsed since a start.
    public static func dateRange(startingAt date: Date) -> TimeDataSource<Range<Date>> {
        TimeDataSource<Range<Date>> { date..<max(date, $0) }
    }

    /// The range from now to `date` (empty after it), so a range style can show time remaining until an end.
    public static func dateRange(endingAt date: Date) -> TimeDataSource<Range<Date>> {
        TimeDataSource<Range<Date>> { min(date, $0)..<date }
    }
}

extension Text {
    /// A time source formatted into attributed text (`Text(.currentDate, format: .timer(countingDownIn: r))`), so it reads the time.
    public init<V, F>(_ source: TimeDataSource<V>, format: F) where V == F.FormatInput, F: DiscreteFormatStyle, F.FormatOutput == AttributedString {
        self.init(content: String(format.format(source.currentValue).characters))
    }

    /// A time source formatted into a string, so a Foundation style such as a duration's can show a source's value.
    @_disfavoredOverload
    public init<V, F>(_ source: TimeDataSource<V>, format: F) where V == F.FormatInput, F: DiscreteFormatStyle, F.FormatOutput == String {
        self.init(content: format.format(source.currentValue))
    }

    /// A value formatted into attributed text (`Text(date, format: .stopwatch(startingAt: start))`): its characters show.
    public init<F>(_ input: F.FormatInput, format: F) where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == AttributedString {
        self.init(content: String(format.format(input).characters))
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// `"Ends \(.currentDate, format: .timer(countingDownIn: r))"`: a time source's attributed text inside a key.
    public mutating func appendInterpolation<V, F>(_ source: TimeDataSource<V>, format: F)
    where V == F.FormatInput, F: DiscreteFormatStyle, F.FormatOutput == AttributedString {
        text += String(format.format(source.currentValue).characters)
    }

    /// A time source formatted into a string inside a key, for a Foundation style whose output is a string.
    @_disfavoredOverload
    public mutating func appendInterpolation<V, F>(_ source: TimeDataSource<V>, format: F)
    where V == F.FormatInput, F: DiscreteFormatStyle, F.FormatOutput == String {
        text += format.format(source.currentValue)
    }

    /// `"\(date, format: .offset(to: start))"`: a value's attributed text inside a key, its characters kept.
    public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F)
    where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == AttributedString {
        text += String(format.format(input).characters)
    }
}
