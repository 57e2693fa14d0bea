import Foundation

/// A chart's legend and plot area: accepted, not on the screen line. A non-escaping builder runs
/// here, as in SwiftUI; an escaping one (given the plot or a `ChartProxy`) never runs, as it would
/// only once the chart is laid out.
extension View {
    public func chartLegend(_ visibility: Visibility) -> some View { self }

    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        self
    }

    public func chartLegend<Content: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) -> some View {
        _ = content()
        return self
    }

    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View { self }

    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View { self }

    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        self
    }
}

/// Selection by touch (iOS 17): accepted. The binding is never set, as no gesture reaches a chart
/// in dataflow; code that shows the selection shows `nil`'s case.
extension View {
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

    public func chartXSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View { self }

    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

    public func chartYSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View { self }

    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

    /// A gesture on the chart (iOS 17), made from its proxy: never made, as no gesture reaches it.
    public func chartGesture(_ gesture: @escaping (ChartProxy) -> some Gesture) -> some View { self }
}

/// The plot area, as `chartPlotStyle`'s closure is given it.
public struct ChartPlotContent: View {
    init() {}

    public var body: some View { EmptyView() }
}
