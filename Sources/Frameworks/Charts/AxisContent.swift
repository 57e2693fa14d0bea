import Foundation

/// What `chartXAxis { … }` and `chartYAxis { … }` are built of: `AxisMarks`, each built of axis
/// marks (`AxisGridLine`, `AxisTick`, `AxisValueLabel`). Accepted: an axis is appearance, and a
/// chart's screen line shows its data, not its axes.
public protocol AxisContent {}

/// A grid line, tick or label drawn at each of an axis's values.
public protocol AxisMark {}

extension Never: AxisContent, AxisMark {}

/// Axis content whose type is hidden: what the builder makes of an `if #available` branch.
public struct AnyAxisContent: AxisContent {
    let storage: any AxisContent

    public init(_ content: any AxisContent) {
        storage = content
    }

    public init(erasing content: some AxisContent) {
        self.init(content)
    }
}

/// An axis mark whose type is hidden.
public struct AnyAxisMark: AxisMark {
    let storage: any AxisMark

    public init(_ content: any AxisMark) {
        storage = content
    }

    public init(erasing content: some AxisMark) {
        self.init(content)
    }
}

extension Optional: AxisContent where Wrapped: AxisContent {}
extension Optional: AxisMark where Wrapped: AxisMark {}
extension BuilderEmpty: AxisContent, AxisMark {}
extension BuilderTuple: AxisContent where repeat each T: AxisContent {}
extension BuilderTuple: AxisMark where repeat each T: AxisMark {}
extension BuilderConditional: AxisContent where TrueContent: AxisContent, FalseContent: AxisContent {}
extension BuilderConditional: AxisMark where TrueContent: AxisMark, FalseContent: AxisMark {}

/// Builds an axis from `AxisMarks`, as iOS 18's Charts does (no `buildArray`).
@resultBuilder
public struct AxisContentBuilder {
    public static func buildExpression<Content: AxisContent>(_ content: Content) -> Content { content }

    public static func buildBlock() -> some AxisContent { BuilderEmpty() }

    public static func buildBlock<T: AxisContent>(_ content: T) -> T { content }

    @_disfavoredOverload
    public static func buildBlock<each T: AxisContent>(_ content: repeat each T) -> some AxisContent {
        BuilderTuple(elements: (repeat each content))
    }

    public static func buildIf<T: AxisContent>(_ content: T?) -> T? { content }

    public static func buildEither<T1: AxisContent, T2: AxisContent>(first: T1) -> BuilderConditional<T1, T2> {
        .init(storage: .trueContent(first))
    }

    public static func buildEither<T1: AxisContent, T2: AxisContent>(second: T2) -> BuilderConditional<T1, T2> {
        .init(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: AxisContent>(_ content: Content) -> AnyAxisContent {
        AnyAxisContent(content)
    }
}

/// Builds the marks drawn at each of an axis's values (`AxisGridLine()`, `AxisValueLabel()`).
@resultBuilder
public struct AxisMarkBuilder {
    public static func buildExpression<Content: AxisMark>(_ content: Content) -> Content { content }

    public static func buildBlock() -> some AxisMark { BuilderEmpty() }

    public static func buildBlock<T: AxisMark>(_ content: T) -> T { content }

    @_disfavoredOverload
    public static func buildBlock<each T: AxisMark>(_ content: repeat each T) -> some AxisMark {
        BuilderTuple(elements: (repeat each content))
    }

    public static func buildIf<T: AxisMark>(_ content: T?) -> T? { content }

    public static func buildEither<T1: AxisMark, T2: AxisMark>(first: T1) -> BuilderConditional<T1, T2> {
        .init(storage: .trueContent(first))
    }

    public static func buildEither<T1: AxisMark, T2: AxisMark>(second: T2) -> BuilderConditional<T1, T2> {
        .init(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: AxisMark>(_ content: Content) -> AnyAxisMark {
        AnyAxisMark(content)
    }
}

/// Styling of axis marks: accepted.
extension AxisMark {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark { self }

    public func font(_ font: Font?) -> some AxisMark { self }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some AxisMark { self }

    public func offset(_ offset: CGSize) -> some AxisMark { self }
}

extension AxisContent {
    public func compositingLayer() -> some AxisContent { self }

    public func compositingLayer<V: View>(@ViewBuilder style: (PlaceholderContentView<Self>) -> V) -> some AxisContent { self }
}
