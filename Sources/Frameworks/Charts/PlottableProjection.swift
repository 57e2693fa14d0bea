import Foundation

/// A value each element of a vectorized plot's data plots (iOS 18), as
/// `.value("Name", \.name)` writes it: a key path into the element, or one value for them all.
public struct PlottableProjection<DataElement, DataValue: Plottable> {
    let label: String
    let source: Source

    enum Source {
        case keyPath(KeyPath<DataElement, DataValue>)
        case keyPathRange(KeyPath<DataElement, DataValue>, KeyPath<DataElement, DataValue>)
        case constant(DataValue)
        case constantRange(DataValue, DataValue)
    }

    init(label: String, source: Source) {
        self.label = label
        self.source = source
    }

    /// The value for one element, as the screen line shows it.
    func shown(for element: DataElement) -> String {
        switch source {
        case .keyPath(let path): element[keyPath: path].plottedDescription
        case .keyPathRange(let start, let end): PlottableValue<DataValue>.range(element[keyPath: start], element[keyPath: end])
        case .constant(let value): value.plottedDescription
        case .constantRange(let start, let end): PlottableValue<DataValue>.range(start, end)
        }
    }
}

/// A projection with its types erased, as a plot keeps its channels.
protocol ErasedProjection {
    var label: String { get }
    func shown(forAny element: Any) -> String
}

extension PlottableProjection: ErasedProjection {
    func shown(forAny element: Any) -> String {
        guard let element = element as? DataElement else { return "?" }
        return shown(for: element)
    }
}

extension PlottableProjection {
    public static func value(_ label: Text, _ value: KeyPath<DataElement, DataValue>) -> Self {
        .init(label: ChartLabel.text(label), source: .keyPath(value))
    }

    @_disfavoredOverload
    public static func value(_ label: some StringProtocol, _ value: KeyPath<DataElement, DataValue>) -> Self {
        .init(label: ChartLabel.text(label), source: .keyPath(value))
    }

    public static func value(_ labelKey: LocalizedStringKey, _ value: KeyPath<DataElement, DataValue>) -> Self {
        .init(label: ChartLabel.text(labelKey), source: .keyPath(value))
    }

    public static func value(_ label: Text, _ value: DataValue) -> Self {
        .init(label: ChartLabel.text(label), source: .constant(value))
    }

    @_disfavoredOverload
    public static func value(_ label: some StringProtocol, _ value: DataValue) -> Self {
        .init(label: ChartLabel.text(label), source: .constant(value))
    }

    public static func value(_ labelKey: LocalizedStringKey, _ value: DataValue) -> Self {
        .init(label: ChartLabel.text(labelKey), source: .constant(value))
    }
}

extension PlottableProjection where DataValue: Comparable {
    public static func value(_ label: Text, _ start: KeyPath<DataElement, DataValue>, _ end: KeyPath<DataElement, DataValue>) -> Self {
        .init(label: ChartLabel.text(label), source: .keyPathRange(start, end))
    }

    @_disfavoredOverload
    public static func value(
        _ label: some StringProtocol, _ start: KeyPath<DataElement, DataValue>, _ end: KeyPath<DataElement, DataValue>
    )
        -> Self
    {
        .init(label: ChartLabel.text(label), source: .keyPathRange(start, end))
    }

    public static func value(
        _ labelKey: LocalizedStringKey, _ start: KeyPath<DataElement, DataValue>, _ end: KeyPath<DataElement, DataValue>
    )
        -> Self
    {
        .init(label: ChartLabel.text(labelKey), source: .keyPathRange(start, end))
    }

    public static func value(_ label: Text, _ start: DataValue, _ end: DataValue) -> Self {
        .init(label: ChartLabel.text(label), source: .constantRange(start, end))
    }

    @_disfavoredOverload
    public static func value(_ label: some StringProtocol, _ start: DataValue, _ end: DataValue) -> Self {
        .init(label: ChartLabel.text(label), source: .constantRange(start, end))
    }

    public static func value(_ labelKey: LocalizedStringKey, _ start: DataValue, _ end: DataValue) -> Self {
        .init(label: ChartLabel.text(labelKey), source: .constantRange(start, end))
    }
}

/// Dates plotted by calendar unit: shown as their dates.
extension PlottableProjection where DataValue.PrimitivePlottable == Date {
    public static func value(
        _ label: Text, _ date: KeyPath<DataElement, DataValue>, unit: Calendar.Component, calendar: Calendar? = nil
    )
        -> Self
    {
        .init(label: ChartLabel.text(label), source: .keyPath(date))
    }

    @_disfavoredOverload
    public static func value(
        _ label: some StringProtocol, _ date: KeyPath<DataElement, DataValue>, unit: Calendar.Component, calendar: Calendar? = nil
    ) -> Self {
        .init(label: ChartLabel.text(label), source: .keyPath(date))
    }

    public static func value(
        _ labelKey: LocalizedStringKey, _ date: KeyPath<DataElement, DataValue>, unit: Calendar.Component, calendar: Calendar? = nil
    ) -> Self {
        .init(label: ChartLabel.text(labelKey), source: .keyPath(date))
    }
}

extension PlottableProjection where DataValue == Date {
    public static func value(_ label: Text, _ date: DataValue, unit: Calendar.Component, calendar: Calendar? = nil) -> Self {
        .init(label: ChartLabel.text(label), source: .constant(date))
    }

    @_disfavoredOverload
    public static func value(_ label: some StringProtocol, _ date: DataValue, unit: Calendar.Component, calendar: Calendar? = nil) -> Self {
        .init(label: ChartLabel.text(label), source: .constant(date))
    }

    public static func value(_ labelKey: LocalizedStringKey, _ date: DataValue, unit: Calendar.Component, calendar: Calendar? = nil) -> Self {
        .init(label: ChartLabel.text(labelKey), source: .constant(date))
    }
}
