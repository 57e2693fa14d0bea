/// A point of a line: consecutive marks of a series are joined, in the order they are given.
public struct LineMark: ChartContent, SingleMark, Sendable {
    let mark: PlottedMark

    public var body: Never { builtInBody(Self.self) }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = PlottedMark("LineMark", x.channel("x"), y.channel("y"))
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        mark = PlottedMark("LineMark", x.channel("x"), y.channel("y"), series.channel("series"))
    }
}
