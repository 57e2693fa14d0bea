import Foundation

/// A bar: a value against a category or a range (a Gantt bar with `xStart:xEnd:`).
///
/// Positions given in points (`yStart: 0` as a `CGFloat`) place the bar but are not plotted
/// data, so the screen line leaves them out.
public struct BarMark: ChartContent, SingleMark, Sendable {
    let mark: PlottedMark

    public var body: Never { builtInBody(Self.self) }

    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        mark = PlottedMark("BarMark", x.channel("x"), y.channel("y"))
    }

    public init<X: Plottable>(
        x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        mark = PlottedMark("BarMark", x.channel("x"))
    }

    public init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        mark = PlottedMark("BarMark", y.channel("y"))
    }

    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        mark = PlottedMark("BarMark", xStart.channel("xStart"), xEnd.channel("xEnd"), y.channel("y"))
    }

    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        mark = PlottedMark("BarMark", xStart.channel("xStart"), xEnd.channel("xEnd"))
    }

    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        mark = PlottedMark("BarMark", x.channel("x"), yStart.channel("yStart"), yEnd.channel("yEnd"))
    }

    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = PlottedMark("BarMark", yStart.channel("yStart"), yEnd.channel("yEnd"))
    }
}
