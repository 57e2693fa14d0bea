/// `ForEach` inside a chart: one set of marks per element, as Apple's Charts extends SwiftUI's
/// `ForEach` (the same type whose rows are views elsewhere).
///
/// Its content closure is escaping and runs when the chart collects its marks, in the `Chart`'s
/// body: what the rows read is the chart's dependency, as a `List`'s rows' reads are the list's.
extension ForEach: ChartContent where Content: ChartContent {
    public var body: Never { builtInBody(Self.self) }
}

extension ForEach: MarkSource where Content: ChartContent {
    func collectMarks(into marks: inout [PlottedMark]) {
        for element in data { DataFlowCharts.collectMarks(from: content(element), into: &marks) }
    }
}

extension ForEach where ID == Data.Element.ID, Content: ChartContent, Data.Element: Identifiable {
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, content: content, id: \.id)
    }
}

extension ForEach where Content: ChartContent {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, content: content, id: id)
    }
}
