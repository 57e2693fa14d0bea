/// Builds a chart's content from a closure's statements, as iOS 18's Charts does: a variadic
/// `buildBlock`, `if` (`buildIf`), `if`/`else` and `switch` (`buildEither`), and
/// `if #available` (`buildLimitedAvailability`). Like Apple's, it has no `buildArray`: a `for`
/// loop does not compile; `ForEach` is the way to repeat marks.
@resultBuilder
public struct ChartContentBuilder {
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock() -> some ChartContent {
        BuilderEmpty()
    }

    public static func buildBlock<C: ChartContent>(_ content: C) -> C {
        content
    }

    @_disfavoredOverload
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> some ChartContent {
        BuilderTuple(elements: (repeat each content))
    }

    public static func buildIf<T: ChartContent>(_ content: T?) -> T? {
        content
    }

    public static func buildEither<T1: ChartContent, T2: ChartContent>(first: T1) -> BuilderConditional<T1, T2> {
        .init(storage: .trueContent(first))
    }

    public static func buildEither<T1: ChartContent, T2: ChartContent>(second: T2) -> BuilderConditional<T1, T2> {
        .init(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability(_ content: some ChartContent) -> AnyChartContent {
        AnyChartContent(content)
    }
}

extension BuilderEmpty: ChartContent, MarkSource {
    var body: Never { builtInBody(Self.self) }

    func collectMarks(into marks: inout [PlottedMark]) {}
}

extension BuilderTuple: ChartContent where repeat each T: ChartContent {
    var body: Never { builtInBody(Self.self) }
}

extension BuilderTuple: MarkSource where repeat each T: ChartContent {
    func collectMarks(into marks: inout [PlottedMark]) {
        for element in repeat each elements { DataFlowCharts.collectMarks(from: element, into: &marks) }
    }
}

extension BuilderConditional: ChartContent where TrueContent: ChartContent, FalseContent: ChartContent {
    public var body: Never { builtInBody(Self.self) }
}

extension BuilderConditional: MarkSource where TrueContent: ChartContent, FalseContent: ChartContent {
    func collectMarks(into marks: inout [PlottedMark]) {
        switch storage {
        case .trueContent(let content): DataFlowCharts.collectMarks(from: content, into: &marks)
        case .falseContent(let content): DataFlowCharts.collectMarks(from: content, into: &marks)
        }
    }
}
