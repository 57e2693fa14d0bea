import Foundation

/// Content that plots a whole collection at once (iOS 18's `BarPlot`, `LinePlot`, …), its values
/// given as projections of each element (`.value("Name", \.name)`).
///
/// On the screen line each element is one mark of the plot's kind: `BarPlot ×3 (x Name, y Count:
/// …)`. A `by:` modifier with a projection adds its value to every element's mark.
public protocol VectorizedChartContent<DataElement>: ChartContent {
    associatedtype DataElement
}

/// A plot's width, height or radius, fixed or per element (`.fixed(\.width)`). Accepted.
public struct MarkDimensions<DataElement>: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public typealias IntegerLiteralType = Int
    public typealias FloatLiteralType = Double

    init() {}

    public static var automatic: MarkDimensions<DataElement> { .init() }
    public static func ratio(_ value: CGFloat) -> MarkDimensions<DataElement> { .init() }
    public static func inset(_ value: CGFloat) -> MarkDimensions<DataElement> { .init() }
    public static func fixed(_ value: CGFloat) -> MarkDimensions<DataElement> { .init() }
    public static func ratio(_ keyPath: KeyPath<DataElement, CGFloat>) -> MarkDimensions<DataElement> { .init() }
    public static func inset(_ keyPath: KeyPath<DataElement, CGFloat>) -> MarkDimensions<DataElement> { .init() }
    public static func fixed(_ keyPath: KeyPath<DataElement, CGFloat>) -> MarkDimensions<DataElement> { .init() }

    public init(floatLiteral value: Double) {}

    public init(integerLiteral value: Int) {}
}

/// One value a vectorized plot shows for each element: the parameter, and its projection.
struct ProjectedChannel {
    let role: String
    let projection: any ErasedProjection

    func channel(for element: Any) -> PlottedChannel {
        PlottedChannel(role: role, label: projection.label, value: projection.shown(forAny: element))
    }
}

/// Vectorized content that yields its marks with channels added by `by:` modifiers around it.
protocol VectorizedMarkSource {
    func collectMarks(adding extra: [ProjectedChannel], into marks: inout [PlottedMark])
}

/// The marks of a vectorized plot: one per element of its data.
struct VectorizedMarks<Data: RandomAccessCollection> {
    let kind: String
    let data: Data
    let channels: [ProjectedChannel]

    init(_ kind: String, _ data: Data, _ channels: (String, (any ErasedProjection)?)...) {
        self.kind = kind
        self.data = data
        self.channels = channels.compactMap { role, projection in projection.map { ProjectedChannel(role: role, projection: $0) } }
    }

    func collectMarks(adding extra: [ProjectedChannel], into marks: inout [PlottedMark]) {
        let all = channels + extra
        for element in data { marks.append(PlottedMark(kind: kind, channels: all.map { $0.channel(for: element) })) }
    }
}

/// A vectorized plot with one more channel, from a `by:` modifier.
struct VectorizedChannelContent<Content: VectorizedChartContent>: VectorizedChartContent, MarkSource, VectorizedMarkSource {
    typealias DataElement = Content.DataElement

    let content: Content
    let channel: ProjectedChannel

    var body: Never { builtInBody(Self.self) }

    func collectMarks(into marks: inout [PlottedMark]) { collectMarks(adding: [], into: &marks) }

    func collectMarks(adding extra: [ProjectedChannel], into marks: inout [PlottedMark]) {
        if let source = content as? any VectorizedMarkSource {
            source.collectMarks(adding: [channel] + extra, into: &marks)
        } else {
            DataFlowCharts.collectMarks(from: content, into: &marks)
        }
    }
}

/// Vectorized modifiers, whose values come from each element (`.foregroundStyle(\.color)`).
/// Styles are accepted; a `by:` projection is plotted data, shown on each element's mark.
extension VectorizedChartContent {
    public func foregroundStyle(_ keyPath: KeyPath<DataElement, some ShapeStyle>) -> some VectorizedChartContent<DataElement> { self }

    public func foregroundStyle(by value: PlottableProjection<DataElement, some Plottable>) -> some VectorizedChartContent<DataElement> {
        VectorizedChannelContent(content: self, channel: ProjectedChannel(role: "foregroundStyle", projection: value))
    }

    public func position(
        by value: PlottableProjection<DataElement, some Plottable>, axis: Axis? = nil, span: MarkDimension = .automatic
    ) -> some VectorizedChartContent<DataElement> {
        VectorizedChannelContent(content: self, channel: ProjectedChannel(role: "position", projection: value))
    }

    public func symbol(by value: PlottableProjection<DataElement, some Plottable>) -> some VectorizedChartContent<DataElement> {
        VectorizedChannelContent(content: self, channel: ProjectedChannel(role: "symbol", projection: value))
    }

    public func symbolSize(_ area: KeyPath<DataElement, CGFloat>) -> some VectorizedChartContent<DataElement> { self }

    public func symbolSize(_ size: KeyPath<DataElement, CGSize>) -> some VectorizedChartContent<DataElement> { self }

    public func symbolSize(by value: PlottableProjection<DataElement, some Plottable>) -> some VectorizedChartContent<DataElement> {
        VectorizedChannelContent(content: self, channel: ProjectedChannel(role: "symbolSize", projection: value))
    }

    public func lineStyle(_ style: KeyPath<DataElement, StrokeStyle>) -> some VectorizedChartContent<DataElement> { self }

    public func lineStyle(by value: PlottableProjection<DataElement, some Plottable>) -> some VectorizedChartContent<DataElement> {
        VectorizedChannelContent(content: self, channel: ProjectedChannel(role: "lineStyle", projection: value))
    }

    public func opacity(_ keyPath: KeyPath<DataElement, CGFloat>) -> some VectorizedChartContent<DataElement> { self }

    public func accessibilityLabel(_ label: KeyPath<DataElement, Text>) -> some VectorizedChartContent<DataElement> { self }

    public func accessibilityLabel(_ labelKey: KeyPath<DataElement, LocalizedStringKey>) -> some VectorizedChartContent<DataElement> { self }

    public func accessibilityLabel(_ label: KeyPath<DataElement, some StringProtocol>) -> some VectorizedChartContent<DataElement> { self }

    public func accessibilityValue(_ valueDescription: KeyPath<DataElement, Text>) -> some VectorizedChartContent<DataElement> { self }

    public func accessibilityValue(_ valueKey: KeyPath<DataElement, LocalizedStringKey>) -> some VectorizedChartContent<DataElement> { self }

    public func accessibilityValue(_ value: KeyPath<DataElement, some StringProtocol>) -> some VectorizedChartContent<DataElement> { self }

    public func accessibilityIdentifier(_ identifier: KeyPath<DataElement, String>) -> some VectorizedChartContent<DataElement> { self }

    public func accessibilityHidden(_ hidden: KeyPath<DataElement, Bool>) -> some VectorizedChartContent<DataElement> { self }
}
