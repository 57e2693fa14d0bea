import Foundation

/// A chart's axes and their labels: accepted, and not on the screen line (which shows the data).
/// A non-escaping builder runs here, in the body that applies the modifier, as in SwiftUI.
extension View {
    public func chartXAxis(_ visibility: Visibility) -> some View { self }

    public func chartYAxis(_ visibility: Visibility) -> some View { self }

    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        _ = content()
        return self
    }

    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        _ = content()
        return self
    }

    public func chartXAxisLabel<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> C
    ) -> some View {
        _ = content()
        return self
    }

    public func chartXAxisLabel(
        _ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View {
        self
    }

    @_disfavoredOverload
    public func chartXAxisLabel<S: StringProtocol>(
        _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View {
        self
    }

    public func chartYAxisLabel<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> C
    ) -> some View {
        _ = content()
        return self
    }

    public func chartYAxisLabel(
        _ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View {
        self
    }

    @_disfavoredOverload
    public func chartYAxisLabel<S: StringProtocol>(
        _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View {
        self
    }

    /// The axes' own view (iOS 17); its closure is escaping and never runs.
    public func chartXAxisStyle<Content: View>(@ViewBuilder content: @escaping (ChartAxisContent) -> Content) -> some View { self }

    public func chartYAxisStyle<Content: View>(@ViewBuilder content: @escaping (ChartAxisContent) -> Content) -> some View { self }
}

/// The view of a chart's axes, as `chartXAxisStyle`'s closure is given it.
public struct ChartAxisContent: View {
    init() {}

    public var body: some View { EmptyView() }
}
