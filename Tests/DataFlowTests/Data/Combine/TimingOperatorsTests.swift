import DataFlow
import Testing

/// A model that hears its query through Combine's timing operators, on the run's clock.
private final class Heard: ObservableObject {
    @Published var query = ""
    @Published var throttled: [String] = []
    @Published var delayed: [String] = []
    private var subscriptions = Set<AnyCancellable>()

    init() {
        $query.throttle(for: 0.5, scheduler: RunLoop.main, latest: true).sink { [weak self] in self?.throttled.append($0) }.store(in: &subscriptions)
        $query.delay(for: 0.3, scheduler: RunLoop.main).sink { [weak self] in self?.delayed.append($0) }.store(in: &subscriptions)
    }
}

private struct HeardScreen: View {
    @StateObject private var heard = Heard()
    var body: some View {
        VStack {
            TextField("Query", text: $heard.query)
            Text("throttled \(heard.throttled.joined(separator: ","))")
            Text("delayed \(heard.delayed.joined(separator: ","))")
        }
    }
}

@Suite struct TimingOperatorsTests {
    /// `throttle` delivers the first value at once, then the latest of each interval at its end;
    /// `delay` delivers every value, each its interval later.
    @Test func throttleKeepsTheLatestOfEachIntervalAndDelayKeepsEveryValue() {
        let harness = Harness(HeardScreen())
        #expect(harness.screen.contains("  Text \"throttled \""))
        harness.play(.type("Query", "a"))
        harness.play(.type("Query", "ab"))
        #expect(harness.screen.contains("  Text \"throttled \""))
        harness.play(.wait(1))
        #expect(harness.screen.contains("  Text \"throttled ,ab\""), "\(harness.screen)")
        #expect(harness.screen.contains("  Text \"delayed ,a,ab\""), "\(harness.screen)")
    }
}
