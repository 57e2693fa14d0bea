import Foundation

/// What `chartOverlay`, `chartBackground` and `chartGesture` closures are given to convert between
/// data and positions. dataflow lays nothing out, so there are no positions: every conversion
/// gives `nil` (or zero, or nothing), and a selection asked of it changes nothing.
public struct ChartProxy {
    init() {}

    public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
    public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }
    public func position<X: Plottable, Y: Plottable>(for point: (x: X, y: Y)) -> CGPoint? { nil }
    public func positionRange<P: Plottable>(forX value: P) -> ClosedRange<CGFloat>? { nil }
    public func positionRange<P: Plottable>(forY value: P) -> ClosedRange<CGFloat>? { nil }
    public func positionRange<X: Plottable, Y: Plottable>(for point: (x: X, y: Y)) -> CGRect? { nil }
    public func value<P: Plottable>(atX position: CGFloat, as: P.Type = P.self) -> P? { nil }
    public func value<P: Plottable>(atY position: CGFloat, as: P.Type = P.self) -> P? { nil }
    public func value<X: Plottable, Y: Plottable>(at position: CGPoint, as: (X, Y).Type = (X, Y).self) -> (X, Y)? { nil }

    /// The plot's frame (iOS 17): none, as nothing is laid out.
    public var plotFrame: Anchor<CGRect>? { nil }
    public var plotContainerFrame: Anchor<CGRect>? { nil }
    public var plotSize: CGSize { .zero }

    @available(iOS, deprecated: 17.0, renamed: "plotSize")
    public var plotAreaSize: CGSize { .zero }

    public func foregroundStyle<P: Plottable>(for value: P) -> AnyShapeStyle? { nil }
    public func lineStyle<P: Plottable>(for value: P) -> StrokeStyle? { nil }
    public func symbol<P: Plottable>(for value: P) -> AnyChartSymbolShape? { nil }
    public func symbolSize<P: Plottable>(for value: P) -> CGFloat? { nil }

    public func xDomain<P: Plottable>(dataType: P.Type) -> [P] { [] }
    public func yDomain<P: Plottable>(dataType: P.Type) -> [P] { [] }
    public func foregroundStyleDomain<P: Plottable>(dataType: P.Type) -> [P] { [] }
    public func symbolDomain<P: Plottable>(dataType: P.Type) -> [P] { [] }
    public func symbolSizeDomain<P: Plottable>(dataType: P.Type) -> [P] { [] }
    public func lineStyleDomain<P: Plottable>(dataType: P.Type) -> [P] { [] }

    public func selectXValue(at xPosition: CGFloat) {}
    public func selectYValue(at yPosition: CGFloat) {}
    public func selectXRange(from: CGFloat, to: CGFloat) {}
    public func selectYRange(from: CGFloat, to: CGFloat) {}
    public func selectAngleValue(at angle: Angle) {}
    public func angle(at position: CGPoint) -> Angle { .zero }
    public func value<P: Plottable>(atAngle angle: Angle, as: P.Type = P.self) -> P? { nil }
}
