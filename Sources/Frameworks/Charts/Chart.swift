/// A chart: a view drawn as one screen line naming its marks and the values they plot
/// (`Chart BarMark ×3 (x Day, y Cups: Mon 2, Tue 4, Wed 1)`), so a transcript shows when a
/// chart's data changed.
///
/// As in SwiftUI, `Chart { … }` builds its content in the initializer, in the parent's body;
/// `Chart(data) { element in … }` keeps the escaping closure and calls it in the chart's own body,
/// so what the rows read is the chart's dependency, not the parent's.
public struct Chart<Content: ChartContent>: View {
    let content: Content

    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data: data, content: content, id: \.id)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data: data, content: content, id: id)
    }

    public var body: some View {
        var marks: [PlottedMark] = []
        collectMarks(from: content, into: &marks)
        return DrawnView(kind: "Chart", detail: ChartLine.detail(for: marks))
    }
}
