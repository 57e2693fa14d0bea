import Foundation

/// A straight line across the plot: a goal (`RuleMark(y: .value("Goal", 8))`), an average, or a
/// range's whisker.
///
/// There is no `init(y:)` of its own: `RuleMark(y:)` is `init(xStart:xEnd:y:)` with its defaults,
/// as in Apple's Charts.
public struct RuleMark: ChartContent, SingleMark, Sendable {
    let mark: PlottedMark

    public var body: Never { builtInBody(Self.self) }

    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        mark = PlottedMark("RuleMark", y.channel("y"))
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = PlottedMark("RuleMark", xStart.channel("xStart"), xEnd.channel("xEnd"), y.channel("y"))
    }

    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: CGFloat? = nil) {
        mark = PlottedMark("RuleMark", xStart.channel("xStart"), xEnd.channel("xEnd"))
    }

    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        mark = PlottedMark("RuleMark", x.channel("x"))
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = PlottedMark("RuleMark", x.channel("x"), yStart.channel("yStart"), yEnd.channel("yEnd"))
    }

    public init<Y: Plottable>(x: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = PlottedMark("RuleMark", yStart.channel("yStart"), yEnd.channel("yEnd"))
    }

    /// A rule of a 3D chart (iOS 26).
    public init(x: PlottableValue<some Plottable>, y: PlottableValue<some Plottable>, z: PlottableValue<some Plottable>) {
        mark = PlottedMark("RuleMark", x.channel("x"), y.channel("y"), z.channel("z"))
    }
}
