/// A slider's ticks (iOS 26): marks along the track, some with a label. They are appearance:
/// dataflow keeps the values so that code reading them works, draws nothing, and a drag is
/// snapped by the slider's `step`, not by its ticks.
public protocol SliderTickContent<Value> {
    associatedtype Value: BinaryFloatingPoint
    associatedtype Body: RandomAccessCollection where Body.Element == SliderTick<Value>
    var body: Body { get }
}

/// One tick at `value`.
public struct SliderTick<V: BinaryFloatingPoint>: SliderTickContent, Identifiable, Comparable {
    public typealias Value = V
    public typealias Body = [SliderTick<V>]

    /// A tick is identified by its value.
    public struct ID: Hashable {
        let value: Double
    }

    let value: V

    public init(_ value: V) { self.value = value }
    public init(_ value: V, @ViewBuilder label: () -> some View) { self.value = value }
    public init(_ titleKey: LocalizedStringKey, _ value: V) { self.value = value }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, _ value: V) { self.value = value }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, _ value: V) { self.value = value }

    public var id: ID { ID(value: Double(value)) }
    public var body: [SliderTick<V>] { [self] }

    public static func < (lhs: SliderTick<V>, rhs: SliderTick<V>) -> Bool { lhs.value < rhs.value }
    public static func == (lhs: SliderTick<V>, rhs: SliderTick<V>) -> Bool { lhs.value == rhs.value }
}

/// Several ticks written one after another in a `SliderTickBuilder`.
public struct TupleSliderTickContent<V: BinaryFloatingPoint, T>: SliderTickContent {
    public typealias Value = V
    public typealias TicksCollection = [SliderTick<V>]
    public typealias Body = [SliderTick<V>]

    public var value: T
    let ticks: [SliderTick<V>]

    public var body: [SliderTick<V>] { ticks }
}

/// Ticks made from data, one group per element.
public struct SliderTickContentForEach<Data: RandomAccessCollection, ID: Hashable, Content: SliderTickContent>: SliderTickContent {
    public typealias Value = Content.Value
    public typealias Body = [SliderTick<Content.Value>]

    let ticks: [SliderTick<Content.Value>]

    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @SliderTickBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Data.Element, Data.Element == Content.Value {
        ticks = data.flatMap { Array(content($0).body) }
    }

    public init<V: Identifiable>(_ data: Data, @SliderTickBuilder<V> content: @escaping (Data.Element) -> Content)
    where ID == V.ID, V == Data.Element, Data.Element == Content.Value {
        ticks = data.flatMap { Array(content($0).body) }
    }

    public init<V>(_ data: Range<Int>, @SliderTickBuilder<V> content: @escaping (Range<Int>.Element) -> Content)
    where Data == Range<Int>, V == Content.Value {
        ticks = data.flatMap { Array(content($0).body) }
    }

    public var body: [SliderTick<Content.Value>] { ticks }
}

/// A `SliderTickBuilder`'s `if` without `else`: the ticks when the condition held.
public struct OptionalSliderTickContent<Wrapped: SliderTickContent>: SliderTickContent {
    public typealias Value = Wrapped.Value
    let wrapped: Wrapped?
    public var body: [SliderTick<Wrapped.Value>] { wrapped.map { Array($0.body) } ?? [] }
}

/// A `SliderTickBuilder`'s `if`/`else`: the ticks of the branch taken.
public struct ConditionalSliderTickContent<TrueContent: SliderTickContent, FalseContent: SliderTickContent>: SliderTickContent
where TrueContent.Value == FalseContent.Value {
    public typealias Value = TrueContent.Value
    let ticks: [SliderTick<TrueContent.Value>]
    public var body: [SliderTick<TrueContent.Value>] { ticks }
}

/// Builds a slider's ticks: `ticks: { SliderTick(0); SliderTick("Max", 1) }`.
@resultBuilder
public struct SliderTickBuilder<V: BinaryFloatingPoint> {
    public static func buildBlock() -> TupleSliderTickContent<V, ()> { TupleSliderTickContent(value: (), ticks: []) }

    public static func buildBlock<C: SliderTickContent>(_ content: C) -> C where C.Value == V { content }

    public static func buildBlock<C0: SliderTickContent, C1: SliderTickContent>(_ c0: C0, _ c1: C1) -> TupleSliderTickContent<V, (C0, C1)>
    where C0.Value == V, C1.Value == V {
        TupleSliderTickContent(value: (c0, c1), ticks: Array(c0.body) + Array(c1.body))
    }

    public static func buildBlock<C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> TupleSliderTickContent<V, (C0, C1, C2)>
    where C0.Value == V, C1.Value == V, C2.Value == V {
        TupleSliderTickContent(value: (c0, c1, c2), ticks: Array(c0.body) + Array(c1.body) + Array(c2.body))
    }

    public static func buildBlock<C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent, C3: SliderTickContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleSliderTickContent<V, (C0, C1, C2, C3)>
    where C0.Value == V, C1.Value == V, C2.Value == V, C3.Value == V {
        TupleSliderTickContent(value: (c0, c1, c2, c3), ticks: Array(c0.body) + Array(c1.body) + Array(c2.body) + Array(c3.body))
    }

    public static func buildBlock<C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent, C3: SliderTickContent, C4: SliderTickContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleSliderTickContent<V, (C0, C1, C2, C3, C4)>
    where C0.Value == V, C1.Value == V, C2.Value == V, C3.Value == V, C4.Value == V {
        TupleSliderTickContent(value: (c0, c1, c2, c3, c4), ticks: Array(c0.body) + Array(c1.body) + Array(c2.body) + Array(c3.body) + Array(c4.body))
    }

    public static func buildBlock<
        C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent, C3: SliderTickContent, C4: SliderTickContent, C5: SliderTickContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleSliderTickContent<V, (C0, C1, C2, C3, C4, C5)>
    where C0.Value == V, C1.Value == V, C2.Value == V, C3.Value == V, C4.Value == V, C5.Value == V {
        TupleSliderTickContent(
            value: (c0, c1, c2, c3, c4, c5),
            ticks: Array(c0.body) + Array(c1.body) + Array(c2.body) + Array(c3.body) + Array(c4.body) + Array(c5.body))
    }

    public static func buildBlock<
        C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent, C3: SliderTickContent, C4: SliderTickContent, C5: SliderTickContent,
        C6: SliderTickContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleSliderTickContent<V, (C0, C1, C2, C3, C4, C5, C6)>
    where C0.Value == V, C1.Value == V, C2.Value == V, C3.Value == V, C4.Value == V, C5.Value == V, C6.Value == V {
        TupleSliderTickContent(
            value: (c0, c1, c2, c3, c4, c5, c6),
            ticks: Array(c0.body) + Array(c1.body) + Array(c2.body) + Array(c3.body) + Array(c4.body) + Array(c5.body) + Array(c6.body))
    }

    public static func buildBlock<
        C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent, C3: SliderTickContent, C4: SliderTickContent, C5: SliderTickContent,
        C6: SliderTickContent, C7: SliderTickContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleSliderTickContent<V, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where C0.Value == V, C1.Value == V, C2.Value == V, C3.Value == V, C4.Value == V, C5.Value == V, C6.Value == V, C7.Value == V {
        TupleSliderTickContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7),
            ticks: Array(c0.body) + Array(c1.body) + Array(c2.body) + Array(c3.body) + Array(c4.body) + Array(c5.body) + Array(c6.body)
                + Array(c7.body))
    }

    public static func buildBlock<
        C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent, C3: SliderTickContent, C4: SliderTickContent, C5: SliderTickContent,
        C6: SliderTickContent, C7: SliderTickContent, C8: SliderTickContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleSliderTickContent<V, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where C0.Value == V, C1.Value == V, C2.Value == V, C3.Value == V, C4.Value == V, C5.Value == V, C6.Value == V, C7.Value == V, C8.Value == V {
        TupleSliderTickContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7, c8),
            ticks: Array(c0.body) + Array(c1.body) + Array(c2.body) + Array(c3.body) + Array(c4.body) + Array(c5.body) + Array(c6.body)
                + Array(c7.body) + Array(c8.body))
    }

    public static func buildBlock<
        C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent, C3: SliderTickContent, C4: SliderTickContent, C5: SliderTickContent,
        C6: SliderTickContent, C7: SliderTickContent, C8: SliderTickContent, C9: SliderTickContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleSliderTickContent<V, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where
        C0.Value == V, C1.Value == V, C2.Value == V, C3.Value == V, C4.Value == V, C5.Value == V, C6.Value == V, C7.Value == V, C8.Value == V,
        C9.Value == V
    {
        TupleSliderTickContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9),
            ticks: Array(c0.body) + Array(c1.body) + Array(c2.body) + Array(c3.body) + Array(c4.body) + Array(c5.body) + Array(c6.body)
                + Array(c7.body) + Array(c8.body) + Array(c9.body))
    }

    public static func buildExpression<C: SliderTickContent>(_ content: C) -> C where C.Value == V { content }

    public static func buildIf<C: SliderTickContent>(_ content: C?) -> OptionalSliderTickContent<C> where C.Value == V {
        OptionalSliderTickContent(wrapped: content)
    }

    public static func buildEither<T: SliderTickContent, F: SliderTickContent>(first: T) -> ConditionalSliderTickContent<T, F>
    where T.Value == V, F.Value == V {
        ConditionalSliderTickContent(ticks: Array(first.body))
    }

    public static func buildEither<T: SliderTickContent, F: SliderTickContent>(second: F) -> ConditionalSliderTickContent<T, F>
    where T.Value == V, F.Value == V {
        ConditionalSliderTickContent(ticks: Array(second.body))
    }
}

/// An optional group of ticks is ticks (iOS 26): the wrapped ticks when there are some, none
/// when nil, as SwiftUI declares it.
extension Optional: SliderTickContent where Wrapped: SliderTickContent {
    public typealias Value = Wrapped.Value
    public typealias TicksCollection = [SliderTick<Wrapped.Value>]
    public typealias Body = Optional<Wrapped>.TicksCollection

    public var body: Optional<Wrapped>.TicksCollection { map { Array($0.body) } ?? [] }
}
