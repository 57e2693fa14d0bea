import Foundation

/// Scrolling a chart's plot (iOS 17): accepted. Nothing scrolls in dataflow, so a scroll position
/// binding is never written and keeps its value.
extension View {
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }

    public func chartXVisibleDomain<P: Plottable & Numeric>(length: P) -> some View { self }

    public func chartYVisibleDomain<P: Plottable & Numeric>(length: P) -> some View { self }

    public func chartScrollTargetBehavior(_ behavior: some ChartScrollTargetBehavior) -> some View { self }

    public func chartScrollPosition(initialX: some Plottable) -> some View { self }

    public func chartScrollPosition(x: Binding<some Plottable>) -> some View { self }

    public func chartScrollPosition(initialY: some Plottable) -> some View { self }

    public func chartScrollPosition(y: Binding<some Plottable>) -> some View { self }
}

/// Where a scrolled chart comes to rest. Apple's refines SwiftUI's `ScrollTargetBehavior`, which
/// DataFlow does not declare; here it stands alone, with Charts' `valueAligned` behaviours.
public protocol ChartScrollTargetBehavior {}

extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
    public static func valueAligned<P: Plottable & Numeric>(
        unit: P, majorAlignment: MajorValueAlignment<P>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic
    ) -> ValueAlignedChartScrollTargetBehavior {
        .init()
    }

    public static func valueAligned(
        matching components: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil,
        limitBehavior: ValueAlignedLimitBehavior = .automatic
    ) -> ValueAlignedChartScrollTargetBehavior {
        .init()
    }

    public static func valueAligned<X: Plottable & Numeric, Y: Plottable & Numeric>(
        xUnit: X, yUnit: Y, xMajorAlignment: MajorValueAlignment<X>? = nil, yMajorAlignment: MajorValueAlignment<Y>? = nil,
        limitBehavior: ValueAlignedLimitBehavior = .automatic
    ) -> ValueAlignedChartScrollTargetBehavior {
        .init()
    }

    public static func valueAligned(
        xMatching xComponents: DateComponents, yMatching yComponents: DateComponents, xMajorAlignment: MajorValueAlignment<Date>? = nil,
        yMajorAlignment: MajorValueAlignment<Date>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic
    ) -> ValueAlignedChartScrollTargetBehavior {
        .init()
    }
}

/// Comes to rest on a multiple of a unit, or on matching dates.
public struct ValueAlignedChartScrollTargetBehavior: ChartScrollTargetBehavior {
    init() {}

    public init<T: Plottable & Numeric>(
        unit: T, majorAlignment: MajorValueAlignment<T>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic
    ) {}

    public init(
        matching components: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil,
        limitBehavior: ValueAlignedLimitBehavior = .automatic
    ) {}
}

/// Whether a value-aligned scroll may stop short of a whole unit at the ends.
public struct ValueAlignedLimitBehavior: Sendable {
    let name: String

    public static var automatic: ValueAlignedLimitBehavior { .init(name: "automatic") }
    public static var always: ValueAlignedLimitBehavior { .init(name: "always") }
    public static var never: ValueAlignedLimitBehavior { .init(name: "never") }
}

/// What a scroll's larger steps align to.
public struct MajorValueAlignment<Value: Plottable> {
    init() {}

    public static func unit(_ unit: Value) -> MajorValueAlignment<Value> where Value: Numeric { .init() }
    public static func matching(_ components: DateComponents) -> MajorValueAlignment<Value> where Value == Date { .init() }
    public static var page: MajorValueAlignment<Value> { .init() }
}
