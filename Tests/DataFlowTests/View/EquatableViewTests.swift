import DataFlow
import Testing

/// Plain data with a custom `==` that ignores `stamp`.
private struct Score: View, Equatable {
    let points: Int
    let stamp: Int
    static func == (lhs: Score, rhs: Score) -> Bool { lhs.points == rhs.points }
    var body: some View { Text("\(points) points") }
}

private struct Board: View {
    @State private var stamp = 0
    @State private var points = 0
    let equatable: Bool
    var body: some View {
        VStack {
            if equatable { Score(points: points, stamp: stamp).equatable() } else { Score(points: points, stamp: stamp) }
            Button("Touch") { stamp += 1 }
            Button("Score") { points += 1 }
        }
    }
}

@Suite struct EquatableViewTests {
    @Test func byDefaultAPlainDataViewIgnoresItsEqualsAndReRuns() {
        let harness = Harness(Board(equatable: false))
        #expect(harness.tap("Touch").ranViews == ["Board", "Score"])
    }

    @Test func equatableMakesItsEqualsDecide() {
        let harness = Harness(Board(equatable: true))
        let touched = harness.tap("Touch")
        #expect(touched.ranViews == ["Board"])
        #expect(touched.skipped == ["Score"])
        #expect(harness.tap("Score").ranViews == ["Board", "Score"])
    }
}
