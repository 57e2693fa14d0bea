/// A point of a filled area: the area between the line through the marks and the baseline (or
/// between `yStart` and `yEnd`).
public struct AreaMark: ChartContent, SingleMark, Sendable {
    let mark: PlottedMark

    public var body: Never { builtInBody(Self.self) }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        mark = PlottedMark("AreaMark", x.channel("x"), y.channel("y"))
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = PlottedMark("AreaMark", xStart.channel("xStart"), xEnd.channel("xEnd"), y.channel("y"))
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = PlottedMark("AreaMark", x.channel("x"), yStart.channel("yStart"), yEnd.channel("yEnd"))
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard
    ) {
        mark = PlottedMark("AreaMark", x.channel("x"), y.channel("y"), series.channel("series"))
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        mark = PlottedMark("AreaMark", xStart.channel("xStart"), xEnd.channel("xEnd"), y.channel("y"), series.channel("series"))
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        mark = PlottedMark("AreaMark", x.channel("x"), yStart.channel("yStart"), yEnd.channel("yEnd"), series.channel("series"))
    }
}
