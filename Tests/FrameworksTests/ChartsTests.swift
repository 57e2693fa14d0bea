import DataFlow
import Foundation
import Testing

@testable import DataFlowCharts

// Charts' screen line and data flow, driven as an app's views are (through `Session`).

struct ChartsCup: Identifiable {
    let day: String
    let cups: Int
    var id: String { day }
}

enum ChartsDrink: String, Plottable {
    case tea = "Tea"
    case coffee = "Coffee"
}

/// A day's bars and a goal, with a button that adds a day.
struct ChartsCupsView: View {
    @State private var cups = [ChartsCup(day: "Mon", cups: 2), ChartsCup(day: "Tue", cups: 4), ChartsCup(day: "Wed", cups: 1)]
    @State private var taps = 0

    var body: some View {
        VStack {
            Chart {
                ForEach(cups) { cup in
                    BarMark(x: .value("Day", cup.day), y: .value("Cups", cup.cups))
                        .foregroundStyle(.blue)
                }
                RuleMark(y: .value("Goal", 8))
            }
            .chartYScale(domain: 0...10)
            .chartLegend(.hidden)
            ChartsGoal(goal: 8)
            Text("\(taps) taps")
            Button("Add") { cups.append(ChartsCup(day: "Thu", cups: 3)) }
            Button("Tap") { taps += 1 }
        }
    }
}

/// A chart whose marks are built in the initializer: the same marks compare equal.
struct ChartsGoal: View {
    let goal: Int

    var body: some View {
        Chart {
            RuleMark(y: .value("Goal", goal))
        }
    }
}

/// A chart built in place of the same marks each time: its parent re-runs, it does not.
struct ChartsTapsView: View {
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("\(taps) taps")
            Chart {
                RuleMark(y: .value("Goal", 8))
                BarMark(x: .value("Day", "Mon"), y: .value("Cups", 2.5))
                    .foregroundStyle(by: .value("Drink", "Tea"))
                if taps > 5 { PointMark(x: .value("x", 1), y: .value("y", 1)) }
            }
            Button("Tap") { taps += 1 }
        }
    }
}

@Observable final class ChartsModel {
    var scale = 1
    var items = ["a", "b"]
}

/// `Chart(data) { … }`: the rows are built in the chart's body.
struct ChartsLazyRows: View {
    let model: ChartsModel

    var body: some View {
        Chart(model.items, id: \.self) { item in
            BarMark(x: .value("Item", item), y: .value("Value", model.scale))
        }
    }
}

/// `Chart { … }`: the marks are built in the parent's body.
struct ChartsEagerMarks: View {
    let model: ChartsModel

    var body: some View {
        Chart {
            RuleMark(y: .value("Scale", model.scale))
        }
    }
}

/// Content of the app's own: a body of marks.
struct ChartsThreshold: ChartContent {
    let value: Double

    var body: some ChartContent {
        RuleMark(y: .value("Threshold", value))
            .lineStyle(StrokeStyle(lineWidth: 2))
            .annotation(position: .top) { Text("Limit") }
    }
}

struct ChartsMixedView: View {
    @State private var showsLine = false
    let label = "Drink"

    var body: some View {
        VStack {
            Chart {
                if showsLine {
                    LineMark(x: .value(label, ChartsDrink.tea), y: .value(Text("Cups"), 2.5))
                } else {
                    PointMark(x: .value(label, ChartsDrink.coffee), y: .value(Text("Cups"), 3.0))
                }
                ChartsThreshold(value: 4)
                SectorMark(angle: .value("Share", 10), innerRadius: .ratio(0.6))
                    .foregroundStyle(by: .value("Drink", ChartsDrink.tea))
                PointMark(x: .value("When", Date(timeIntervalSince1970: 3 * 86_400 + 3_600)), y: .value("Amount", Decimal(2)))
            }
            Button("Line") { showsLine.toggle() }
        }
    }
}

struct ChartsPlotsView: View {
    let cups = [ChartsCup(day: "Mon", cups: 2), ChartsCup(day: "Tue", cups: 4)]

    var body: some View {
        Chart {
            BarPlot(cups, x: .value("Day", \.day), y: .value("Cups", \.cups))
                .foregroundStyle(by: .value("Cups", \.cups))
            LinePlot(x: "x", y: "y") { $0 * $0 }
            ChartsHiddenRule()
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: 1)) { _ in
                AxisGridLine()
                AxisValueLabel()
            }
        }
    }
}

/// Content that plots nothing while it is hidden.
struct ChartsHiddenRule: ChartContent {
    var isShown = false

    var body: some ChartContent {
        if isShown { RuleMark(x: .value("x", 0)) }
    }
}

struct ChartsManyPoints: View {
    var body: some View {
        Chart(0..<8, id: \.self) { index in
            LineMark(x: .value("Index", index), y: .value("Square", Double(index * index) / 2))
        }
    }
}

@Suite struct ChartsTests {
    @Test func aChartNamesItsMarksAndTheValuesTheyPlot() throws {
        let session = Session(ChartsCupsView())
        #expect(session.mount.screen.contains("  Chart BarMark ×3 (x Day, y Cups: Mon 2, Tue 4, Wed 1), RuleMark (y Goal: 8)"))
        #expect(session.mount.screen.contains("  Chart RuleMark (y Goal: 8)"))

        let step = try session.tap("Add")
        #expect(step.screen.contains("  Chart BarMark ×4 (x Day, y Cups: Mon 2, Tue 4, Wed 1, Thu 3), RuleMark (y Goal: 8)"))
    }

    @Test func aChartWhoseMarksAreTheSameIsNotReRun() throws {
        let session = Session(ChartsCupsView())
        let step = try session.tap("Tap")
        // The rows' closure never compares equal, so the first chart re-runs; the goal's chart,
        // built of the same marks, compares equal and is skipped.
        #expect(step.ranViews == ["ChartsCupsView", "Chart"])
        #expect(step.skipped.map(\.view) == ["ChartsGoal"])
    }

    @Test func aChartOfEqualMarksIsSkipped() throws {
        let session = Session(ChartsTapsView())
        #expect(session.mount.screen.contains("  Chart RuleMark (y Goal: 8), BarMark (x Day, y Cups, foregroundStyle Drink: Mon 2.5 Tea)"))
        let step = try session.tap("Tap")
        #expect(step.ranViews == ["ChartsTapsView"])
        #expect(step.skipped.map(\.view) == ["Chart"])
    }

    @Test func rowsOfChartWithDataAreReadInTheChartsOwnBody() {
        let model = ChartsModel()
        let session = Session(ChartsLazyRows(model: model))
        #expect(session.mount.screen == ["Chart BarMark ×2 (x Item, y Value: a 1, b 1)"])

        let step = session.perform("scale") { model.scale = 2 }
        #expect(step.ranViews == ["Chart"])
        #expect(step.screen == ["Chart BarMark ×2 (x Item, y Value: a 2, b 2)"])
    }

    @Test func marksOfAChartBuiltInPlaceAreReadInTheParentsBody() {
        let model = ChartsModel()
        let session = Session(ChartsEagerMarks(model: model))
        let step = session.perform("scale") { model.scale = 3 }
        #expect(step.ranViews == ["ChartsEagerMarks", "Chart"])
        #expect(step.screen == ["Chart RuleMark (y Scale: 3)"])
    }

    @Test func valuesAreShownAsTheirPrimitivesWithTheirLabels() throws {
        let session = Session(ChartsMixedView())
        let line =
            "  Chart PointMark ×2 (x Drink, y Cups: Coffee 3, 1970-01-04 2), RuleMark (y Threshold: 4), "
            + "SectorMark (angle Share, foregroundStyle Drink: 10 Tea)"
        #expect(session.mount.screen.contains(line))

        let step = try session.tap("Line")
        let switched =
            "  Chart LineMark (x Drink, y Cups: Tea 2.5), RuleMark (y Threshold: 4), "
            + "SectorMark (angle Share, foregroundStyle Drink: 10 Tea), PointMark (x When, y Amount: 1970-01-04 2)"
        #expect(step.screen.contains(switched))
    }

    @Test func vectorizedAndFunctionPlotsShowTheirElementsAndTheirFunction() {
        let session = Session(ChartsPlotsView())
        #expect(session.mount.screen == ["Chart BarPlot ×2 (x Day, y Cups, foregroundStyle Cups: Mon 2 2, Tue 4 4), LinePlot (x x, y y: function)"])
    }

    @Test func anEmptyChartSaysSo() {
        #expect(Session(Chart {}).mount.screen == ["Chart (no marks)"])
    }

    @Test func onlySixMarksOfAKindShowTheirValues() {
        let line = "Chart LineMark ×8 (x Index, y Square: 0 0, 1 0.5, 2 2, 3 4.5, 4 8, 5 12.5, … +2)"
        #expect(Session(ChartsManyPoints()).mount.screen == [line])
    }

    @Test func numbersAndDatesAreWrittenTheSameEverywhere() {
        #expect(PlottedText.number(2.0) == "2")
        #expect(PlottedText.number(-0.25) == "-0.25")
        #expect(PlottedText.number(Float(0.1)) == "0.1")
        #expect(PlottedText.number(Double.infinity) == "inf")
        #expect(PlottedText.date(Date(timeIntervalSince1970: 86_400 - 1)) == "1970-01-01")
        #expect(NumberBins(thresholds: [0, 10, 20]).map { "\($0.lowerBound)..<\($0.upperBound)" } == ["0..<10", "10..<20"])
        #expect(NumberBins(range: 0.0...95, desiredCount: 10).thresholds == [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100])
    }
}
