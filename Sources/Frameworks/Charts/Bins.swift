import Foundation

/// One bin of a histogram: from `lowerBound` up to, not including, `upperBound` (the last bin of
/// a `NumberBins` or `DateBins` also holds its upper bound).
public struct ChartBinRange<Bound: Comparable>: RangeExpression {
    public let lowerBound: Bound
    public let upperBound: Bound

    init(lowerBound: Bound, upperBound: Bound) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    public func contains(_ element: Bound) -> Bool { lowerBound <= element && element < upperBound }

    public func relative<C: Collection>(to collection: C) -> Range<Bound> where Bound == C.Index {
        lowerBound..<upperBound
    }
}

/// The thresholds bins are cut at, and the binning every bin collection shares.
struct BinThresholds<Value: Comparable> {
    let values: [Value]

    var count: Int { Swift.max(values.count - 1, 0) }

    subscript(position: Int) -> ChartBinRange<Value> {
        ChartBinRange(lowerBound: values[position], upperBound: values[position + 1])
    }

    /// The bin `value` falls in; values outside the thresholds go to the first or last bin.
    func index(for value: Value) -> Int {
        guard count > 0 else { return 0 }
        let upper = values.firstIndex { value < $0 } ?? values.count
        return Swift.min(Swift.max(upper - 1, 0), count - 1)
    }

    /// A "nice" step (1, 2 or 5 times a power of ten) that cuts `span` into about `count` bins.
    static func niceStep(span: Double, count: Int, minimum: Double) -> Double {
        guard span > 0, count > 0 else { return Swift.max(minimum, 1) }
        let raw = span / Double(count)
        var step = pow(10, (log10(raw)).rounded(.down))
        let error = raw / step
        if error >= 50.squareRoot() { step *= 10 } else if error >= 10.squareRoot() { step *= 5 } else if error >= 2.squareRoot() { step *= 2 }
        return Swift.max(step, minimum)
    }

    /// Thresholds every `step` from a multiple of it at or below `lower` to one at or above `upper`.
    static func stepping(from lower: Double, to upper: Double, by step: Double) -> [Double] {
        guard step > 0, lower.isFinite, upper.isFinite else { return [lower, upper] }
        let first = (lower / step).rounded(.down)
        let last = Swift.max((upper / step).rounded(.up), first + 1)
        return stride(from: first, through: last, by: 1).map { $0 * step }
    }
}

/// Bins for numbers, for a histogram: `NumberBins(data: values, desiredCount: 10)`.
///
/// The thresholds of the `desiredCount` forms are "nice" numbers (steps of 1, 2 or 5 times a
/// power of ten), as a histogram's axis would show; Apple's may choose another nice step.
public struct NumberBins<Value: Comparable & Numeric>: Collection, Equatable {
    let bins: BinThresholds<Value>

    public var thresholds: [Value] { bins.values }

    public init(thresholds: [Value]) {
        bins = BinThresholds(values: thresholds)
    }

    public subscript(position: Int) -> ChartBinRange<Value> { bins[position] }
    public func index(for value: Value) -> Int { bins.index(for: value) }
    public func index(after i: Int) -> Int { i + 1 }
    public var startIndex: Int { 0 }
    public var endIndex: Int { bins.count }

    public static func == (a: NumberBins<Value>, b: NumberBins<Value>) -> Bool { a.thresholds == b.thresholds }
}

extension NumberBins where Value: BinaryFloatingPoint {
    public init(size: Value, range: ClosedRange<Value>) {
        self.init(doubles: BinThresholds<Value>.stepping(from: Double(range.lowerBound), to: Double(range.upperBound), by: Double(size)))
    }

    public init(range: ClosedRange<Value>, count: Int) {
        let lower = Double(range.lowerBound), span = Double(range.upperBound) - lower
        self.init(doubles: (0...Swift.max(count, 1)).map { lower + span * Double($0) / Double(Swift.max(count, 1)) })
    }

    public init(range: ClosedRange<Value>, desiredCount: Int = 10, minimumStride: Value = 0) {
        let lower = Double(range.lowerBound), upper = Double(range.upperBound)
        let step = BinThresholds<Value>.niceStep(span: upper - lower, count: desiredCount, minimum: Double(minimumStride))
        self.init(doubles: BinThresholds<Value>.stepping(from: lower, to: upper, by: step))
    }

    public init(data: [Value], desiredCount: Int? = nil, minimumStride: Value = 0) {
        let lower = data.min() ?? 0, upper = data.max() ?? 0
        self.init(range: lower...upper, desiredCount: desiredCount ?? 10, minimumStride: minimumStride)
    }

    private init(doubles: [Double]) {
        self.init(thresholds: doubles.map { Value($0) })
    }
}

extension NumberBins where Value: BinaryInteger {
    public init(size: Value, range: ClosedRange<Value>) {
        self.init(doubles: BinThresholds<Value>.stepping(from: Double(range.lowerBound), to: Double(range.upperBound), by: Double(size)))
    }

    public init(range: ClosedRange<Value>, count: Int) {
        let lower = Double(range.lowerBound), span = Double(range.upperBound) - Double(range.lowerBound)
        let step = Swift.max((span / Double(Swift.max(count, 1))).rounded(.up), 1)
        self.init(doubles: (0...Swift.max(count, 1)).map { lower + step * Double($0) })
    }

    public init(range: ClosedRange<Value>, desiredCount: Int = 10, minimumStride: Value = 0) {
        let lower = Double(range.lowerBound), upper = Double(range.upperBound)
        let step = BinThresholds<Value>.niceStep(span: upper - lower, count: desiredCount, minimum: Swift.max(Double(minimumStride), 1))
        self.init(doubles: BinThresholds<Value>.stepping(from: lower, to: upper, by: step.rounded(.up)))
    }

    public init(data: [Value], desiredCount: Int? = nil, minimumStride: Value = 0) {
        let lower = data.min() ?? 0, upper = data.max() ?? 0
        self.init(range: lower...upper, desiredCount: desiredCount ?? 10, minimumStride: minimumStride)
    }

    private init(doubles: [Double]) {
        self.init(thresholds: doubles.map { Value(exactly: $0.rounded()) ?? 0 })
    }
}

/// Bins for dates, for a histogram over time: `DateBins(unit: .day, range: start...end)`.
public struct DateBins: Collection, Equatable {
    let bins: BinThresholds<Date>

    public var thresholds: [Date] { bins.values }

    public init(thresholds: [Date]) {
        bins = BinThresholds(values: thresholds)
    }

    public init(timeInterval: TimeInterval, range: ClosedRange<Date>) {
        let seconds = BinThresholds<Date>.stepping(
            from: range.lowerBound.timeIntervalSinceReferenceDate, to: range.upperBound.timeIntervalSinceReferenceDate, by: timeInterval)
        self.init(thresholds: seconds.map { Date(timeIntervalSinceReferenceDate: $0) })
    }

    public init(unit: Calendar.Component, by stride: Int = 1, range: ClosedRange<Date>, calendar: Calendar = .autoupdatingCurrent) {
        var current = calendar.dateInterval(of: unit, for: range.lowerBound)?.start ?? range.lowerBound
        var thresholds = [current]
        while current <= range.upperBound, let next = calendar.date(byAdding: unit, value: Swift.max(stride, 1), to: current), next > current {
            thresholds.append(next)
            current = next
        }
        self.init(thresholds: thresholds)
    }

    public init(range: ClosedRange<Date>, desiredCount: Int = 10, calendar: Calendar = .autoupdatingCurrent) {
        let span = range.upperBound.timeIntervalSince(range.lowerBound) / Double(Swift.max(desiredCount, 1))
        let units: [(Calendar.Component, TimeInterval)] = [
            (.second, 1), (.minute, 60), (.hour, 3_600), (.day, 86_400), (.month, 2_629_746), (.year, 31_556_952),
        ]
        let unit = units.last { $0.1 <= span } ?? units[0]
        self.init(unit: unit.0, by: Swift.max(Int((span / unit.1).rounded()), 1), range: range, calendar: calendar)
    }

    public init(data: [Date], desiredCount: Int? = nil, calendar: Calendar = .autoupdatingCurrent) {
        let lower = data.min() ?? Date(timeIntervalSinceReferenceDate: 0)
        self.init(range: lower...(data.max() ?? lower), desiredCount: desiredCount ?? 10, calendar: calendar)
    }

    public subscript(position: Int) -> ChartBinRange<Date> { bins[position] }
    public func index(for value: Date) -> Int { bins.index(for: value) }
    public func index(after i: Int) -> Int { i + 1 }
    public var startIndex: Int { 0 }
    public var endIndex: Int { bins.count }

    public static func == (a: DateBins, b: DateBins) -> Bool { a.thresholds == b.thresholds }
}
