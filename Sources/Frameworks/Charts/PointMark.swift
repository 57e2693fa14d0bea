import Foundation

/// A point: a scatter plot's dot, or a symbol on a line.
public struct PointMark: ChartContent, SingleMark, Sendable {
    let mark: PlottedMark

    public var body: Never { builtInBody(Self.self) }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = PlottedMark("PointMark", x.channel("x"), y.channel("y"))
    }

    public init<X: Plottable>(x: PlottableValue<X>, y: CGFloat? = nil) {
        mark = PlottedMark("PointMark", x.channel("x"))
    }

    public init<Y: Plottable>(x: CGFloat? = nil, y: PlottableValue<Y>) {
        mark = PlottedMark("PointMark", y.channel("y"))
    }

    /// A point of a 3D chart (iOS 26).
    public init(x: PlottableValue<some Plottable>, y: PlottableValue<some Plottable>, z: PlottableValue<some Plottable>) {
        mark = PlottedMark("PointMark", x.channel("x"), y.channel("y"), z.channel("z"))
    }
}
