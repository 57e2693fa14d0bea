import Foundation

/// How a chart maps data to positions and styles: domains, ranges and scale types, with Charts'
/// names. Accepted; the screen line shows the data, not where it is drawn.
public struct ScaleType: Sendable {
    let name: String

    public static var linear: ScaleType { .init(name: "linear") }
    public static var log: ScaleType { .init(name: "log") }
    public static var date: ScaleType { .init(name: "date") }
    public static var category: ScaleType { .init(name: "category") }
    public static func power(exponent: Double) -> ScaleType { .init(name: "power") }
    public static var squareRoot: ScaleType { .init(name: "squareRoot") }
    public static func symmetricLog(slopeAtZero: Double) -> ScaleType { .init(name: "symmetricLog") }
    public static var symmetricLog: ScaleType { .init(name: "symmetricLog") }
}

/// The data values a scale covers: a range (`0...100`), a list (`["A", "B"]`) or `.automatic`.
public protocol ScaleDomain {}

/// The visual values a scale maps onto: positions, colours, symbols, sizes.
public protocol ScaleRange {
    associatedtype VisualValue
}

/// A range of positions, in points.
public protocol PositionScaleRange: ScaleRange where VisualValue == CGFloat {}

extension ClosedRange: ScaleDomain where Bound: Plottable {}

extension ClosedRange: ScaleRange where Bound: BinaryFloatingPoint {
    public typealias VisualValue = Bound
}

extension ClosedRange: PositionScaleRange where Bound == CGFloat {}

extension Array: ScaleDomain where Element: Plottable {}

extension Array: ScaleRange {
    public typealias VisualValue = Element
}

extension Array: PositionScaleRange where Element == CGFloat {}

extension ArraySlice: ScaleDomain where Element: Plottable {}

extension ArraySlice: ScaleRange {
    public typealias VisualValue = Element
}

extension ArraySlice: PositionScaleRange where Element == CGFloat {}

extension Gradient: ScaleRange {
    public typealias VisualValue = Color
}

extension AnyGradient: ScaleRange {
    public typealias VisualValue = Color
}

/// The domain a chart infers from its data.
public struct AutomaticScaleDomain: ScaleDomain {
    init() {}
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    public static var automatic: AutomaticScaleDomain { .init() }

    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain { .init() }

    /// The inferred domain, adjusted by `modifyInferredDomain` (escaping; it never runs here).
    public static func automatic<DataValue: Plottable>(
        includesZero: Bool? = nil, reversed: Bool? = nil, dataType: DataValue.Type, modifyInferredDomain: @escaping (inout [DataValue]) -> Void
    ) -> AutomaticScaleDomain {
        .init()
    }
}

/// The plot's width or height, with padding.
public struct PlotDimensionScaleRange: PositionScaleRange {
    public typealias VisualValue = CGFloat

    init() {}
}

extension PositionScaleRange where Self == PlotDimensionScaleRange {
    public static var plotDimension: PlotDimensionScaleRange { .init() }
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange { .init() }
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange { .init() }
}

/// The position scales (`chartXScale(domain: 0...100)`).
extension View {
    public func chartXScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        self
    }

    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View { self }

    public func chartXScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View { self }

    public func chartXScale(type: ScaleType? = nil) -> some View { self }

    public func chartYScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        self
    }

    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View { self }

    public func chartYScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View { self }

    public func chartYScale(type: ScaleType? = nil) -> some View { self }
}

/// The style scales: which colour, symbol, line style or size each data value gets. Closures
/// given as mappings are escaping and never run.
extension View {
    public func chartForegroundStyleScale<Domain: ScaleDomain, Range: ScaleRange>(
        domain: Domain, range: Range, type: ScaleType? = nil
    )
        -> some View where Range.VisualValue: ShapeStyle
    { self }

    public func chartForegroundStyleScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View { self }

    public func chartForegroundStyleScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View
    where Range.VisualValue: ShapeStyle { self }

    public func chartForegroundStyleScale(type: ScaleType? = nil) -> some View { self }

    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View { self }

    public func chartForegroundStyleScale<Domain: Collection, S: ShapeStyle>(
        domain: Domain, mapping: @escaping (Domain.Element) -> S
    )
        -> some View where Domain.Element: Plottable
    { self }

    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(mapping: @escaping (DataValue) -> S) -> some View { self }

    public func chartSymbolScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range) -> some View
    where Range.VisualValue: ChartSymbolShape { self }

    @_disfavoredOverload
    public func chartSymbolScale<Domain: ScaleDomain>(domain: Domain, range: [any ChartSymbolShape]) -> some View { self }

    public func chartSymbolScale<Domain: ScaleDomain>(domain: Domain) -> some View { self }

    public func chartSymbolScale<Range: ScaleRange>(range: Range) -> some View where Range.VisualValue: ChartSymbolShape { self }

    @_disfavoredOverload
    public func chartSymbolScale(range: [any ChartSymbolShape]) -> some View { self }

    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(_ mapping: KeyValuePairs<DataValue, S>) -> some View { self }

    @_disfavoredOverload
    public func chartSymbolScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, any ChartSymbolShape>) -> some View { self }

    public func chartSymbolScale<Domain: Collection, S: ChartSymbolShape>(
        domain: Domain, mapping: @escaping (Domain.Element) -> S
    )
        -> some View where Domain.Element: Plottable
    { self }

    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(mapping: @escaping (DataValue) -> S) -> some View { self }

    public func chartLineStyleScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range) -> some View
    where Range.VisualValue == StrokeStyle { self }

    public func chartLineStyleScale<Domain: ScaleDomain>(domain: Domain) -> some View { self }

    public func chartLineStyleScale<Range: ScaleRange>(range: Range) -> some View where Range.VisualValue == StrokeStyle { self }

    public func chartLineStyleScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, StrokeStyle>) -> some View { self }

    public func chartLineStyleScale<Domain: Collection>(domain: Domain, mapping: @escaping (Domain.Element) -> StrokeStyle) -> some View
    where Domain.Element: Plottable { self }

    public func chartLineStyleScale<DataValue: Plottable>(mapping: @escaping (DataValue) -> StrokeStyle) -> some View { self }

    public func chartSymbolSizeScale<Domain: ScaleDomain, Range: ScaleRange>(
        domain: Domain, range: Range, type: ScaleType? = nil
    )
        -> some View where Range.VisualValue == CGFloat
    { self }

    public func chartSymbolSizeScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View { self }

    public func chartSymbolSizeScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View where Range.VisualValue == CGFloat {
        self
    }

    public func chartSymbolSizeScale(type: ScaleType? = nil) -> some View { self }

    public func chartSymbolSizeScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, CGFloat>) -> some View { self }

    public func chartSymbolSizeScale<Domain: Collection>(domain: Domain, mapping: @escaping (Domain.Element) -> CGFloat) -> some View
    where Domain.Element: Plottable { self }

    public func chartSymbolSizeScale<DataValue: Plottable>(mapping: @escaping (DataValue) -> CGFloat) -> some View { self }
}
