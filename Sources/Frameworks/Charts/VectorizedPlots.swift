import Foundation

// The vectorized plots of iOS 18: `BarPlot(items, x: .value("Name", \.name), y: .value("Count",
// \.count))` plots every element of `items`, one mark each on the screen line (`BarPlot ×3 …`).
// Positions given in points (`yStart: 0`, a key path to a `CGFloat`) are not plotted data and are
// left out, as with the marks. Each plot's content type keeps its data and projections.

/// Bars for every element of a collection.
public struct BarPlot<Content> {
    let content: Content
}

/// A line through every element of a collection (or a function: see `FunctionPlots.swift`).
public struct LinePlot<Content> {
    let content: Content
}

/// A point for every element of a collection.
public struct PointPlot<Content> {
    let content: Content
}

/// An area through every element of a collection (or between functions).
public struct AreaPlot<Content> {
    let content: Content
}

/// A rule for every element of a collection.
public struct RulePlot<Content> {
    let content: Content
}

/// A rectangle for every element of a collection.
public struct RectanglePlot<Content> {
    let content: Content
}

/// A sector for every element of a collection: a pie or donut chart.
public struct SectorPlot<Content> {
    let content: Content
}

extension BarPlot: ChartContent where Content: ChartContent {
    public var body: some ChartContent { content }
}

extension LinePlot: ChartContent where Content: ChartContent {
    public var body: some ChartContent { content }
}

extension PointPlot: ChartContent where Content: ChartContent {
    public var body: some ChartContent { content }
}

extension AreaPlot: ChartContent where Content: ChartContent {
    public var body: some ChartContent { content }
}

extension RulePlot: ChartContent where Content: ChartContent {
    public var body: some ChartContent { content }
}

extension RectanglePlot: ChartContent where Content: ChartContent {
    public var body: some ChartContent { content }
}

extension SectorPlot: ChartContent where Content: ChartContent {
    public var body: some ChartContent { content }
}

extension BarPlot: VectorizedChartContent where Content: VectorizedChartContent {
    public typealias DataElement = Content.DataElement
}

extension LinePlot: VectorizedChartContent where Content: VectorizedChartContent {
    public typealias DataElement = Content.DataElement
}

extension PointPlot: VectorizedChartContent where Content: VectorizedChartContent {
    public typealias DataElement = Content.DataElement
}

extension AreaPlot: VectorizedChartContent where Content: VectorizedChartContent {
    public typealias DataElement = Content.DataElement
}

extension RulePlot: VectorizedChartContent where Content: VectorizedChartContent {
    public typealias DataElement = Content.DataElement
}

extension RectanglePlot: VectorizedChartContent where Content: VectorizedChartContent {
    public typealias DataElement = Content.DataElement
}

extension SectorPlot: VectorizedChartContent where Content: VectorizedChartContent {
    public typealias DataElement = Content.DataElement
}

extension BarPlot: VectorizedMarkSource where Content: VectorizedMarkSource {
    func collectMarks(adding extra: [ProjectedChannel], into marks: inout [PlottedMark]) { content.collectMarks(adding: extra, into: &marks) }
}

extension LinePlot: VectorizedMarkSource where Content: VectorizedMarkSource {
    func collectMarks(adding extra: [ProjectedChannel], into marks: inout [PlottedMark]) { content.collectMarks(adding: extra, into: &marks) }
}

extension PointPlot: VectorizedMarkSource where Content: VectorizedMarkSource {
    func collectMarks(adding extra: [ProjectedChannel], into marks: inout [PlottedMark]) { content.collectMarks(adding: extra, into: &marks) }
}

extension AreaPlot: VectorizedMarkSource where Content: VectorizedMarkSource {
    func collectMarks(adding extra: [ProjectedChannel], into marks: inout [PlottedMark]) { content.collectMarks(adding: extra, into: &marks) }
}

extension RulePlot: VectorizedMarkSource where Content: VectorizedMarkSource {
    func collectMarks(adding extra: [ProjectedChannel], into marks: inout [PlottedMark]) { content.collectMarks(adding: extra, into: &marks) }
}

extension RectanglePlot: VectorizedMarkSource where Content: VectorizedMarkSource {
    func collectMarks(adding extra: [ProjectedChannel], into marks: inout [PlottedMark]) { content.collectMarks(adding: extra, into: &marks) }
}

extension SectorPlot: VectorizedMarkSource where Content: VectorizedMarkSource {
    func collectMarks(adding extra: [ProjectedChannel], into marks: inout [PlottedMark]) { content.collectMarks(adding: extra, into: &marks) }
}

extension BarPlot {
    public init<Data>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: PlottableProjection<Data.Element, some Plottable>,
        width: MarkDimensions<Data.Element> = .automatic, height: MarkDimensions<Data.Element> = .automatic,
        stacking: MarkStackingMethod = .standard
    ) where Content == VectorizedBarPlotContent<Data> {
        content = .init(marks: VectorizedMarks("BarPlot", data, ("x", x), ("y", y)))
    }

    public init<Data, X: Plottable>(
        _ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, some Plottable>, height: MarkDimensions<Data.Element> = .automatic
    ) where Content == VectorizedBarPlotContent<Data> {
        content = .init(marks: VectorizedMarks("BarPlot", data, ("xStart", xStart), ("xEnd", xEnd), ("y", y)))
    }

    public init<Data, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: PlottableProjection<Data.Element, Y>,
        yEnd: PlottableProjection<Data.Element, Y>, width: MarkDimensions<Data.Element> = .automatic
    ) where Content == VectorizedBarPlotContent<Data> {
        content = .init(marks: VectorizedMarks("BarPlot", data, ("x", x), ("yStart", yStart), ("yEnd", yEnd)))
    }

    public init<Data>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil,
        width: MarkDimensions<Data.Element> = .automatic, stacking: MarkStackingMethod = .standard
    ) where Content == VectorizedBarPlotContent<Data> {
        content = .init(marks: VectorizedMarks("BarPlot", data, ("x", x)))
    }

    public init<Data>(
        _ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableProjection<Data.Element, some Plottable>,
        height: MarkDimensions<Data.Element> = .automatic, stacking: MarkStackingMethod = .standard
    ) where Content == VectorizedBarPlotContent<Data> {
        content = .init(marks: VectorizedMarks("BarPlot", data, ("y", y)))
    }

    public init<Data, X: Plottable>(
        _ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>, yStart: CGFloat? = nil,
        yEnd: CGFloat? = nil
    ) where Content == VectorizedBarPlotContent<Data> {
        content = .init(marks: VectorizedMarks("BarPlot", data, ("xStart", xStart), ("xEnd", xEnd)))
    }

    public init<Data, Y: Plottable>(
        _ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableProjection<Data.Element, Y>,
        yEnd: PlottableProjection<Data.Element, Y>
    ) where Content == VectorizedBarPlotContent<Data> {
        content = .init(marks: VectorizedMarks("BarPlot", data, ("yStart", yStart), ("yEnd", yEnd)))
    }
}

extension LinePlot {
    public init<Data>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: PlottableProjection<Data.Element, some Plottable>
    ) where Content == VectorizedLinePlotContent<Data> {
        content = .init(marks: VectorizedMarks("LinePlot", data, ("x", x), ("y", y)))
    }

    public init<Data>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: PlottableProjection<Data.Element, some Plottable>,
        series: PlottableProjection<Data.Element, some Plottable>
    ) where Content == VectorizedLinePlotContent<Data> {
        content = .init(marks: VectorizedMarks("LinePlot", data, ("x", x), ("y", y), ("series", series)))
    }
}

extension PointPlot {
    public init<Data>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: PlottableProjection<Data.Element, some Plottable>
    ) where Content == VectorizedPointPlotContent<Data> {
        content = .init(marks: VectorizedMarks("PointPlot", data, ("x", x), ("y", y)))
    }

    public init<Data>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: CGFloat? = nil
    ) where Content == VectorizedPointPlotContent<Data> {
        content = .init(marks: VectorizedMarks("PointPlot", data, ("x", x)))
    }

    public init<Data>(
        _ data: Data, x: CGFloat? = nil, y: PlottableProjection<Data.Element, some Plottable>
    ) where Content == VectorizedPointPlotContent<Data> {
        content = .init(marks: VectorizedMarks("PointPlot", data, ("y", y)))
    }
}

extension AreaPlot {
    public init<Data>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: PlottableProjection<Data.Element, some Plottable>,
        stacking: MarkStackingMethod = .standard
    ) where Content == VectorizedAreaPlotContent<Data> {
        content = .init(marks: VectorizedMarks("AreaPlot", data, ("x", x), ("y", y)))
    }

    public init<Data, X: Plottable>(
        _ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, some Plottable>
    ) where Content == VectorizedAreaPlotContent<Data> {
        content = .init(marks: VectorizedMarks("AreaPlot", data, ("xStart", xStart), ("xEnd", xEnd), ("y", y)))
    }

    public init<Data, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: PlottableProjection<Data.Element, Y>,
        yEnd: PlottableProjection<Data.Element, Y>
    ) where Content == VectorizedAreaPlotContent<Data> {
        content = .init(marks: VectorizedMarks("AreaPlot", data, ("x", x), ("yStart", yStart), ("yEnd", yEnd)))
    }

    public init<Data>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: PlottableProjection<Data.Element, some Plottable>,
        series: PlottableProjection<Data.Element, some Plottable>, stacking: MarkStackingMethod = .standard
    ) where Content == VectorizedAreaPlotContent<Data> {
        content = .init(marks: VectorizedMarks("AreaPlot", data, ("x", x), ("y", y), ("series", series)))
    }

    public init<Data, X: Plottable>(
        _ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, some Plottable>, series: PlottableProjection<Data.Element, some Plottable>
    ) where Content == VectorizedAreaPlotContent<Data> {
        content = .init(marks: VectorizedMarks("AreaPlot", data, ("xStart", xStart), ("xEnd", xEnd), ("y", y), ("series", series)))
    }

    public init<Data, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: PlottableProjection<Data.Element, Y>,
        yEnd: PlottableProjection<Data.Element, Y>, series: PlottableProjection<Data.Element, some Plottable>
    ) where Content == VectorizedAreaPlotContent<Data> {
        content = .init(marks: VectorizedMarks("AreaPlot", data, ("x", x), ("yStart", yStart), ("yEnd", yEnd), ("series", series)))
    }
}

extension RulePlot {
    public init<Data, X: Plottable>(
        _ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, some Plottable>
    ) where Content == VectorizedRulePlotContent<Data> {
        content = .init(marks: VectorizedMarks("RulePlot", data, ("xStart", xStart), ("xEnd", xEnd), ("y", y)))
    }

    public init<Data, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: PlottableProjection<Data.Element, Y>,
        yEnd: PlottableProjection<Data.Element, Y>
    ) where Content == VectorizedRulePlotContent<Data> {
        content = .init(marks: VectorizedMarks("RulePlot", data, ("x", x), ("yStart", yStart), ("yEnd", yEnd)))
    }

    public init<Data>(
        _ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableProjection<Data.Element, some Plottable>
    ) where Content == VectorizedRulePlotContent<Data> {
        content = .init(marks: VectorizedMarks("RulePlot", data, ("y", y)))
    }

    public init<Data, X: Plottable>(
        _ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>, y: CGFloat? = nil
    ) where Content == VectorizedRulePlotContent<Data> {
        content = .init(marks: VectorizedMarks("RulePlot", data, ("xStart", xStart), ("xEnd", xEnd)))
    }

    public init<Data>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil
    ) where Content == VectorizedRulePlotContent<Data> {
        content = .init(marks: VectorizedMarks("RulePlot", data, ("x", x)))
    }

    public init<Data, Y: Plottable>(
        _ data: Data, x: CGFloat? = nil, yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>
    ) where Content == VectorizedRulePlotContent<Data> {
        content = .init(marks: VectorizedMarks("RulePlot", data, ("yStart", yStart), ("yEnd", yEnd)))
    }
}

extension RectanglePlot {
    public init<Data>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: PlottableProjection<Data.Element, some Plottable>,
        width: MarkDimensions<Data.Element> = .automatic, height: MarkDimensions<Data.Element> = .automatic
    ) where Content == VectorizedRectanglePlotContent<Data> {
        content = .init(marks: VectorizedMarks("RectanglePlot", data, ("x", x), ("y", y)))
    }

    public init<Data, X: Plottable>(
        _ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, some Plottable>, height: MarkDimensions<Data.Element> = .automatic
    ) where Content == VectorizedRectanglePlotContent<Data> {
        content = .init(marks: VectorizedMarks("RectanglePlot", data, ("xStart", xStart), ("xEnd", xEnd), ("y", y)))
    }

    public init<Data, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: PlottableProjection<Data.Element, Y>,
        yEnd: PlottableProjection<Data.Element, Y>, width: MarkDimensions<Data.Element> = .automatic
    ) where Content == VectorizedRectanglePlotContent<Data> {
        content = .init(marks: VectorizedMarks("RectanglePlot", data, ("x", x), ("yStart", yStart), ("yEnd", yEnd)))
    }

    public init<Data, X: Plottable, Y: Plottable>(
        _ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
        yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>
    ) where Content == VectorizedRectanglePlotContent<Data> {
        content = .init(marks: VectorizedMarks("RectanglePlot", data, ("xStart", xStart), ("xEnd", xEnd), ("yStart", yStart), ("yEnd", yEnd)))
    }

    public init<Data>(
        _ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil,
        width: MarkDimensions<Data.Element> = .automatic
    ) where Content == VectorizedRectanglePlotContent<Data> {
        content = .init(marks: VectorizedMarks("RectanglePlot", data, ("x", x)))
    }

    public init<Data>(
        _ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableProjection<Data.Element, some Plottable>,
        height: MarkDimensions<Data.Element> = .automatic
    ) where Content == VectorizedRectanglePlotContent<Data> {
        content = .init(marks: VectorizedMarks("RectanglePlot", data, ("y", y)))
    }

    public init<Data, X: Plottable>(
        _ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>, yStart: CGFloat? = nil,
        yEnd: CGFloat? = nil
    ) where Content == VectorizedRectanglePlotContent<Data> {
        content = .init(marks: VectorizedMarks("RectanglePlot", data, ("xStart", xStart), ("xEnd", xEnd)))
    }

    public init<Data, Y: Plottable>(
        _ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableProjection<Data.Element, Y>,
        yEnd: PlottableProjection<Data.Element, Y>
    ) where Content == VectorizedRectanglePlotContent<Data> {
        content = .init(marks: VectorizedMarks("RectanglePlot", data, ("yStart", yStart), ("yEnd", yEnd)))
    }
}

extension SectorPlot {
    public init<Data>(
        _ data: Data, angle: PlottableProjection<Data.Element, some Plottable>, innerRadius: MarkDimensions<Data.Element> = .automatic,
        outerRadius: MarkDimensions<Data.Element> = .automatic, angularInset: CGFloat? = nil
    ) where Content == VectorizedSectorPlotContent<Data> {
        content = .init(marks: VectorizedMarks("SectorPlot", data, ("angle", angle)))
    }
}
