import Foundation

/// A rectangle: a heat map's cell, or a band across the plot.
public struct RectangleMark: ChartContent, SingleMark, Sendable {
    let mark: PlottedMark

    public var body: Never { builtInBody(Self.self) }

    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic
    ) {
        mark = PlottedMark("RectangleMark", x.channel("x"), y.channel("y"))
    }

    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic) {
        mark = PlottedMark("RectangleMark", x.channel("x"))
    }

    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        mark = PlottedMark("RectangleMark", y.channel("y"))
    }

    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        mark = PlottedMark("RectangleMark", xStart.channel("xStart"), xEnd.channel("xEnd"), y.channel("y"))
    }

    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        mark = PlottedMark("RectangleMark", xStart.channel("xStart"), xEnd.channel("xEnd"))
    }

    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        mark = PlottedMark("RectangleMark", x.channel("x"), yStart.channel("yStart"), yEnd.channel("yEnd"))
    }

    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = PlottedMark("RectangleMark", yStart.channel("yStart"), yEnd.channel("yEnd"))
    }

    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        mark = PlottedMark("RectangleMark", xStart.channel("xStart"), xEnd.channel("xEnd"), yStart.channel("yStart"), yEnd.channel("yEnd"))
    }

    /// A rectangle placed in points only: it plots no data.
    public init(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        mark = PlottedMark("RectangleMark")
    }

    /// A rectangle of a 3D chart (iOS 26).
    public init(x: PlottableValue<some Plottable>, y: PlottableValue<some Plottable>, z: PlottableValue<some Plottable>) {
        mark = PlottedMark("RectangleMark", x.channel("x"), y.channel("y"), z.channel("z"))
    }
}
