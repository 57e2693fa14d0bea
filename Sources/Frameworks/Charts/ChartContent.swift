/// The content of a chart: marks, and anything built of them, as SwiftUI's views are built of views.
///
/// A user's type conforms by giving a `body` of marks; the marks themselves, `ForEach`, `Plot`
/// and the builder's blocks are built in and yield their marks directly (`MarkSource`).
public protocol ChartContent {
    /// The type of content this content's body produces.
    associatedtype Body: ChartContent

    /// The marks this content stands for.
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {}

/// Built-in content, which yields its marks itself instead of through a body.
protocol MarkSource {
    func collectMarks(into marks: inout [PlottedMark])
}

/// Appends the marks `content` stands for, in order: a built-in's own, or its body's.
///
/// This is where a chart's content closures run (a `ForEach`'s rows), so what they read is read
/// by whichever body collects: the `Chart`'s own.
func collectMarks(from content: some ChartContent, into marks: inout [PlottedMark]) {
    if let source = content as? any MarkSource {
        source.collectMarks(into: &marks)
    } else {
        collectMarks(from: content.body, into: &marks)
    }
}

/// The body of a built-in content type, which the chart never asks for.
func builtInBody(_ type: Any.Type) -> Never {
    preconditionFailure("\(type) is built in; a chart never asks for its body")
}

/// Content whose type is hidden: what the builder makes of an `if #available` branch.
public struct AnyChartContent: ChartContent, MarkSource {
    let storage: any ChartContent

    public init(_ content: any ChartContent) {
        storage = content
    }

    public init(erasing content: some ChartContent) {
        self.init(content)
    }

    public var body: Never { builtInBody(Self.self) }

    func collectMarks(into marks: inout [PlottedMark]) {
        DataFlowCharts.collectMarks(from: storage, into: &marks)
    }
}

/// A group of marks treated as one piece of content (`Plot { LineMark(…); PointMark(…) }`).
public struct Plot<Content: ChartContent>: ChartContent, MarkSource {
    let content: Content

    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { builtInBody(Self.self) }

    func collectMarks(into marks: inout [PlottedMark]) {
        DataFlowCharts.collectMarks(from: content, into: &marks)
    }
}

/// An `if` without an `else`: its marks when the condition held, none otherwise.
extension Optional: ChartContent where Wrapped: ChartContent {
    public var body: Never { builtInBody(Self.self) }
}

extension Optional: MarkSource where Wrapped: ChartContent {
    func collectMarks(into marks: inout [PlottedMark]) {
        if let wrapped = self { DataFlowCharts.collectMarks(from: wrapped, into: &marks) }
    }
}
