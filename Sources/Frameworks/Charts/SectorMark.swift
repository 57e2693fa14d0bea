import Foundation

/// A slice of a pie or donut chart (iOS 17): its angle is its share of the values' total.
public struct SectorMark: ChartContent, SingleMark, Sendable {
    let mark: PlottedMark

    public var body: Never { builtInBody(Self.self) }

    public init(
        angle: PlottableValue<some Plottable>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
        angularInset: CGFloat? = nil
    ) {
        mark = PlottedMark("SectorMark", angle.channel("angle"))
    }
}
