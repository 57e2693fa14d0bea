import Foundation

/// The marks of an axis at its values: `AxisMarks(values: .stride(by: .day)) { value in … }`.
/// Accepted; the marks' closure is escaping and never runs, as nothing is laid out.
public struct AxisMarks<Content: AxisMark>: AxisContent {
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {}

    public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {}

    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping () -> Content
    ) {}

    public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        @AxisMarkBuilder content: @escaping () -> Content
    ) {}
}

extension AxisMarks where Content == Never {
    public init<Format: FormatStyle>(
        format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        stroke: StrokeStyle? = nil
    ) where Format.FormatInput: Plottable, Format.FormatOutput == String {}

    public init<Value: Plottable, Format: FormatStyle>(
        format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        stroke: StrokeStyle? = nil
    ) where Value == Format.FormatInput, Format.FormatOutput == String {}

    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        stroke: StrokeStyle? = nil
    ) {}

    public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value], stroke: StrokeStyle? = nil
    ) {}
}

/// How an axis's marks are laid out. Accepted.
public struct AxisMarkPreset: CustomStringConvertible, Sendable {
    public let description: String

    public static var automatic: AxisMarkPreset { .init(description: "automatic") }
    public static var extended: AxisMarkPreset { .init(description: "extended") }
    public static var aligned: AxisMarkPreset { .init(description: "aligned") }
    public static var inset: AxisMarkPreset { .init(description: "inset") }
}

/// Which side of the plot an axis's marks are on. Accepted.
public struct AxisMarkPosition: CustomStringConvertible, Sendable {
    public let description: String

    public static var automatic: AxisMarkPosition { .init(description: "automatic") }
    public static var leading: AxisMarkPosition { .init(description: "leading") }
    public static var trailing: AxisMarkPosition { .init(description: "trailing") }
    public static var top: AxisMarkPosition { .init(description: "top") }
    public static var bottom: AxisMarkPosition { .init(description: "bottom") }
}

/// Which values an axis marks. Accepted.
public struct AxisMarkValues: CustomStringConvertible, Sendable {
    public let description: String

    public static var automatic: AxisMarkValues { .init(description: "automatic") }

    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        .init(description: "automatic(desiredCount: \(desiredCount.map(String.init) ?? "nil"))")
    }

    public static func automatic<P: BinaryFloatingPoint>(
        minimumStride: P, desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    ) -> AxisMarkValues {
        .init(description: "automatic(minimumStride: \(Double(minimumStride)))")
    }

    public static func stride(
        by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
        calendar: Calendar? = nil
    ) -> AxisMarkValues {
        .init(description: "stride(by: \(component), count: \(count))")
    }

    public static func stride<P: BinaryFloatingPoint>(by stepSize: P, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        .init(description: "stride(by: \(Double(stepSize)))")
    }
}

/// One of an axis's values, as an `AxisMarks` content closure is given it.
public struct AxisValue: Sendable {
    public let index: Int
    public let count: Int

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// The value as `type`; dataflow lays out no axis, so there is none.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { nil }
}

/// A grid line across the plot at an axis value. Accepted.
public struct AxisGridLine: AxisMark {
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
}

/// A tick at an axis value. Accepted.
public struct AxisTick: AxisMark {
    public init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {}

    public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) {}

    /// How long a tick is.
    public struct Length: CustomStringConvertible, Sendable {
        public let description: String

        public static var automatic: Length { .init(description: "automatic") }
        public static var label: Length { .init(description: "label") }
        public static func label(extendPastBy: CGFloat = 0) -> Length { .init(description: "label") }
        public static var longestLabel: Length { .init(description: "longestLabel") }
        public static func longestLabel(extendPastBy: CGFloat = 0) -> Length { .init(description: "longestLabel") }
    }
}

/// The label of an axis value: formatted, titled, or a view. Accepted; a content builder runs at
/// once, as it is not escaping.
public struct AxisValueLabel<Content: View>: AxisMark {
    public init(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        _ = content()
    }
}

extension AxisValueLabel where Content == Never {
    public init(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {}

    public init<Format: FormatStyle>(
        format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) where Format.FormatInput: Plottable, Format.FormatOutput == String {}
}

extension AxisValueLabel where Content == Text {
    public init(
        _ titleKey: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {}

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {}
}

/// Which way an axis label's text runs. Accepted.
public struct AxisValueLabelOrientation: CustomStringConvertible, Sendable {
    public let description: String

    public static var automatic: AxisValueLabelOrientation { .init(description: "automatic") }
    public static var horizontal: AxisValueLabelOrientation { .init(description: "horizontal") }
    public static var vertical: AxisValueLabelOrientation { .init(description: "vertical") }
    public static var verticalReversed: AxisValueLabelOrientation { .init(description: "verticalReversed") }
}

/// What happens when axis labels overlap. Accepted.
public struct AxisValueLabelCollisionResolution: CustomStringConvertible, Sendable {
    public let description: String

    public static var automatic: AxisValueLabelCollisionResolution { .init(description: "automatic") }
    public static var greedy: AxisValueLabelCollisionResolution { .init(description: "greedy") }

    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat? = nil) -> AxisValueLabelCollisionResolution {
        .init(description: "greedy")
    }

    public static var truncate: AxisValueLabelCollisionResolution { .init(description: "truncate") }
    public static var disabled: AxisValueLabelCollisionResolution { .init(description: "disabled") }
}
