// Plots of a function (iOS 18): `LinePlot(x: "x", y: "y") { x in x * x }`. Charts samples the
// function as it draws; dataflow draws nothing, so the function never runs and the screen line
// says `function` where a data plot's values would be: `LinePlot (x x, y y: function)`.

/// A function's line, or a parametric curve (`x:y:t:`).
public struct FunctionLinePlotContent: ChartContent, SingleMark {
    let mark: PlottedMark
    let function: @Sendable (Double) -> (x: Double, y: Double)

    public var body: Never { builtInBody(Self.self) }
}

/// The area under a function, or between two (`yStart:yEnd:`).
public struct FunctionAreaPlotContent: ChartContent, SingleMark {
    let mark: PlottedMark
    let function: @Sendable (Double) -> (yStart: Double, yEnd: Double)

    public var body: Never { builtInBody(Self.self) }
}

extension PlottedMark {
    /// A function plot's mark: its labels, and `function` for its values.
    init(function kind: String, _ labels: (role: String, label: String)...) {
        self.init(kind: kind, channels: labels.map { PlottedChannel(role: $0.role, label: $0.label, value: "") }, summary: "function")
    }
}

extension LinePlot where Content == FunctionLinePlotContent {
    public init(x: Text, y: Text, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double) {
        self.init(labels: ChartLabel.text(x), ChartLabel.text(y), function: function)
    }

    public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double) {
        self.init(labels: ChartLabel.text(x), ChartLabel.text(y), function: function)
    }

    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(
        x: S1, y: S2, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double
    ) {
        self.init(labels: ChartLabel.text(x), ChartLabel.text(y), function: function)
    }

    public init(x: Text, y: Text, t: Text, domain: ClosedRange<Double>, function: @escaping @Sendable (Double) -> (x: Double, y: Double)) {
        self.init(labels: ChartLabel.text(x), ChartLabel.text(y), t: ChartLabel.text(t), function: function)
    }

    public init(
        x: LocalizedStringKey, y: LocalizedStringKey, t: LocalizedStringKey, domain: ClosedRange<Double>,
        function: @escaping @Sendable (Double) -> (x: Double, y: Double)
    ) {
        self.init(labels: ChartLabel.text(x), ChartLabel.text(y), t: ChartLabel.text(t), function: function)
    }

    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(
        x: S1, y: S2, t: S3, domain: ClosedRange<Double>, function: @escaping @Sendable (Double) -> (x: Double, y: Double)
    ) {
        self.init(labels: ChartLabel.text(x), ChartLabel.text(y), t: ChartLabel.text(t), function: function)
    }

    private init(labels x: String, _ y: String, function: @escaping @Sendable (Double) -> Double) {
        content = FunctionLinePlotContent(mark: PlottedMark(function: "LinePlot", ("x", x), ("y", y))) { (x: $0, y: function($0)) }
    }

    private init(labels x: String, _ y: String, t: String, function: @escaping @Sendable (Double) -> (x: Double, y: Double)) {
        content = FunctionLinePlotContent(mark: PlottedMark(function: "LinePlot", ("x", x), ("y", y), ("t", t)), function: function)
    }
}

extension AreaPlot where Content == FunctionAreaPlotContent {
    public init(
        x: Text, yStart: Text, yEnd: Text, domain: ClosedRange<Double>? = nil,
        function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)
    ) {
        self.init(labels: ChartLabel.text(x), ChartLabel.text(yStart), ChartLabel.text(yEnd), function: function)
    }

    public init(
        x: LocalizedStringKey, yStart: LocalizedStringKey, yEnd: LocalizedStringKey, domain: ClosedRange<Double>? = nil,
        function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)
    ) {
        self.init(labels: ChartLabel.text(x), ChartLabel.text(yStart), ChartLabel.text(yEnd), function: function)
    }

    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(
        x: S1, yStart: S2, yEnd: S3, domain: ClosedRange<Double>? = nil,
        function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)
    ) {
        self.init(labels: ChartLabel.text(x), ChartLabel.text(yStart), ChartLabel.text(yEnd), function: function)
    }

    public init(x: Text, y: Text, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double) {
        self.init(labels: ChartLabel.text(x), ChartLabel.text(y), function: function)
    }

    public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double) {
        self.init(labels: ChartLabel.text(x), ChartLabel.text(y), function: function)
    }

    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(
        x: S1, y: S2, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double
    ) {
        self.init(labels: ChartLabel.text(x), ChartLabel.text(y), function: function)
    }

    private init(labels x: String, _ yStart: String, _ yEnd: String, function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)) {
        content = FunctionAreaPlotContent(mark: PlottedMark(function: "AreaPlot", ("x", x), ("yStart", yStart), ("yEnd", yEnd)), function: function)
    }

    private init(labels x: String, _ y: String, function: @escaping @Sendable (Double) -> Double) {
        content = FunctionAreaPlotContent(mark: PlottedMark(function: "AreaPlot", ("x", x), ("y", y))) { (yStart: 0, yEnd: function($0)) }
    }
}
