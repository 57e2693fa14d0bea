import Foundation

/// A value a mark plots and its label, as `.value("Day", day.name)` writes it: the label is what
/// the chart's screen line names the value by.
public struct PlottableValue<Value: Plottable> {
    /// The label given to `.value(_:_:)`.
    let label: String
    /// The value as the screen line shows it (`Mon`, `2`, `2025-01-31`, `0..<10`).
    let shown: String

    init(label: String, shown: String) {
        self.label = label
        self.shown = shown
    }

    /// The value as one of a mark's plotted channels.
    func channel(_ role: String) -> PlottedChannel {
        PlottedChannel(role: role, label: label, value: shown)
    }

    static func range(_ lower: Value, _ upper: Value) -> String {
        "\(lower.plottedDescription)..<\(upper.plottedDescription)"
    }
}

extension PlottableValue {
    public static func value(_ labelKey: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: ChartLabel.text(labelKey), shown: value.plottedDescription)
    }

    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: ChartLabel.text(label), shown: value.plottedDescription)
    }

    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: ChartLabel.text(label), shown: value.plottedDescription)
    }
}

extension PlottableValue where Value: Comparable {
    public static func value(_ labelKey: LocalizedStringKey, _ range: Range<Value>) -> PlottableValue<Value> {
        PlottableValue(label: ChartLabel.text(labelKey), shown: Self.range(range.lowerBound, range.upperBound))
    }

    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ range: Range<Value>) -> PlottableValue<Value> {
        PlottableValue(label: ChartLabel.text(label), shown: Self.range(range.lowerBound, range.upperBound))
    }

    public static func value(_ label: Text, _ range: Range<Value>) -> PlottableValue<Value> {
        PlottableValue(label: ChartLabel.text(label), shown: Self.range(range.lowerBound, range.upperBound))
    }

    public static func value(_ labelKey: LocalizedStringKey, _ range: ChartBinRange<Value>) -> PlottableValue<Value> {
        PlottableValue(label: ChartLabel.text(labelKey), shown: Self.range(range.lowerBound, range.upperBound))
    }

    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ range: ChartBinRange<Value>) -> PlottableValue<Value> {
        PlottableValue(label: ChartLabel.text(label), shown: Self.range(range.lowerBound, range.upperBound))
    }

    public static func value(_ label: Text, _ range: ChartBinRange<Value>) -> PlottableValue<Value> {
        PlottableValue(label: ChartLabel.text(label), shown: Self.range(range.lowerBound, range.upperBound))
    }
}

/// A date plotted by calendar unit (`.value("Day", date, unit: .day)`): shown as its date.
extension PlottableValue where Value == Date {
    public static func value(
        _ labelKey: LocalizedStringKey, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil
    ) -> PlottableValue<Value> {
        PlottableValue(label: ChartLabel.text(labelKey), shown: date.plottedDescription)
    }

    @_disfavoredOverload
    public static func value<S: StringProtocol>(
        _ label: S, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil
    ) -> PlottableValue<Value> {
        PlottableValue(label: ChartLabel.text(label), shown: date.plottedDescription)
    }

    public static func value(_ label: Text, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Value> {
        PlottableValue(label: ChartLabel.text(label), shown: date.plottedDescription)
    }
}
