// The content types of the vectorized plots (`BarPlot<VectorizedBarPlotContent<Data>>`): each
// keeps the plot's data and projections, and yields one mark per element.

/// What a `BarPlot` of a collection holds: its data and projections.
public struct VectorizedBarPlotContent<Data: RandomAccessCollection>: VectorizedChartContent {
    public typealias DataElement = Data.Element
    let marks: VectorizedMarks<Data>
    public var body: Never { builtInBody(Self.self) }
}

/// What a `LinePlot` of a collection holds: its data and projections.
public struct VectorizedLinePlotContent<Data: RandomAccessCollection>: VectorizedChartContent {
    public typealias DataElement = Data.Element
    let marks: VectorizedMarks<Data>
    public var body: Never { builtInBody(Self.self) }
}

/// What a `PointPlot` of a collection holds: its data and projections.
public struct VectorizedPointPlotContent<Data: RandomAccessCollection>: VectorizedChartContent {
    public typealias DataElement = Data.Element
    let marks: VectorizedMarks<Data>
    public var body: Never { builtInBody(Self.self) }
}

/// What a `AreaPlot` of a collection holds: its data and projections.
public struct VectorizedAreaPlotContent<Data: RandomAccessCollection>: VectorizedChartContent {
    public typealias DataElement = Data.Element
    let marks: VectorizedMarks<Data>
    public var body: Never { builtInBody(Self.self) }
}

/// What a `RulePlot` of a collection holds: its data and projections.
public struct VectorizedRulePlotContent<Data: RandomAccessCollection>: VectorizedChartContent {
    public typealias DataElement = Data.Element
    let marks: VectorizedMarks<Data>
    public var body: Never { builtInBody(Self.self) }
}

/// What a `RectanglePlot` of a collection holds: its data and projections.
public struct VectorizedRectanglePlotContent<Data: RandomAccessCollection>: VectorizedChartContent {
    public typealias DataElement = Data.Element
    let marks: VectorizedMarks<Data>
    public var body: Never { builtInBody(Self.self) }
}

/// What a `SectorPlot` of a collection holds: its data and projections.
public struct VectorizedSectorPlotContent<Data: RandomAccessCollection>: VectorizedChartContent {
    public typealias DataElement = Data.Element
    let marks: VectorizedMarks<Data>
    public var body: Never { builtInBody(Self.self) }
}

/// What every vectorized plot content does with its marks.
protocol VectorizedPlotContent: MarkSource, VectorizedMarkSource {
    associatedtype Data: RandomAccessCollection
    var marks: VectorizedMarks<Data> { get }
}

extension VectorizedPlotContent {
    func collectMarks(into marks: inout [PlottedMark]) { self.marks.collectMarks(adding: [], into: &marks) }

    func collectMarks(adding extra: [ProjectedChannel], into marks: inout [PlottedMark]) { self.marks.collectMarks(adding: extra, into: &marks) }
}

extension VectorizedBarPlotContent: VectorizedPlotContent {}
extension VectorizedLinePlotContent: VectorizedPlotContent {}
extension VectorizedPointPlotContent: VectorizedPlotContent {}
extension VectorizedAreaPlotContent: VectorizedPlotContent {}
extension VectorizedRulePlotContent: VectorizedPlotContent {}
extension VectorizedRectanglePlotContent: VectorizedPlotContent {}
extension VectorizedSectorPlotContent: VectorizedPlotContent {}
