import Foundation

/// Modifiers of chart content, with Charts' names and signatures.
///
/// Styling (`foregroundStyle(.blue)`, `cornerRadius`, `opacity`, …) is accepted and leaves the
/// marks as they were: the screen line shows data, not looks. A `by:` modifier maps data to a
/// style (`foregroundStyle(by: .value("Category", item.category))`): its value is plotted data,
/// so each mark it applies to shows it after the mark's own values.
extension ChartContent {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent { self }

    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        ChannelContent(content: self, channel: value.channel("foregroundStyle"))
    }

    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        ChannelContent(content: self, channel: value.channel("position"))
    }

    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent { self }

    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        ChannelContent(content: self, channel: value.channel("symbol"))
    }

    /// A view as the symbol; built here, as SwiftUI calls a non-escaping builder at once.
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        _ = symbol()
        return self
    }

    public func symbolSize(_ area: CGFloat) -> some ChartContent { self }

    public func symbolSize(_ size: CGSize) -> some ChartContent { self }

    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        ChannelContent(content: self, channel: value.channel("symbolSize"))
    }

    public func lineStyle(_ style: StrokeStyle) -> some ChartContent { self }

    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        ChannelContent(content: self, channel: value.channel("lineStyle"))
    }

    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent { self }

    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> some ChartContent { self }

    public func opacity(_ value: Double) -> some ChartContent { self }

    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent { self }

    public func clipShape(_ shape: some Shape, style: FillStyle = FillStyle()) -> some ChartContent { self }

    public func blur(radius: CGFloat) -> some ChartContent { self }

    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    )
        -> some ChartContent
    { self }

    public func zIndex(_ value: Double) -> some ChartContent { self }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent { self }

    public func offset(_ value: CGSize) -> some ChartContent { self }

    public func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> some ChartContent { self }

    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) -> some ChartContent { self }

    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> some ChartContent { self }

    /// Marks that mask this content; built here, as the builder is not escaping.
    public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> some ChartContent {
        _ = content()
        return self
    }

    public func compositingLayer() -> some ChartContent { self }

    public func compositingLayer<V: View>(style: (PlaceholderContentView<Self>) -> V) -> some ChartContent { self }
}

/// Accessibility of marks: accepted (the screen line is not the accessibility tree).
extension ChartContent {
    public func accessibilityLabel(_ label: Text) -> some ChartContent { self }

    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some ChartContent { self }

    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { self }

    public func accessibilityValue(_ valueDescription: Text) -> some ChartContent { self }

    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some ChartContent { self }

    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { self }

    public func accessibilityIdentifier(_ identifier: String) -> some ChartContent { self }

    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { self }
}

/// Content whose marks each plot one more value, from a `by:` modifier.
struct ChannelContent<Content: ChartContent>: ChartContent, MarkSource {
    let content: Content
    let channel: PlottedChannel

    var body: Never { builtInBody(Self.self) }

    func collectMarks(into marks: inout [PlottedMark]) {
        let start = marks.count
        DataFlowCharts.collectMarks(from: content, into: &marks)
        for index in marks.indices[start...] { marks[index].channels.append(channel) }
    }
}
