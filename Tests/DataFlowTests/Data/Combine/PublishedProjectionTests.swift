import DataFlow
import Testing

/// A search model as apps write one: `$query` debounced into `results`.
private final class Search: ObservableObject {
    @Published var query = ""
    @Published var results: [String] = []
    private var subscriptions = Set<AnyCancellable>()
    var heard: [String] = []

    init() {
        $query.sink { [weak self] in self?.heard.append($0) }.store(in: &subscriptions)
        $query.map { $0.uppercased() }.sink { [weak self] in self?.results = $0.isEmpty ? [] : [$0] }.store(in: &subscriptions)
    }
}

/// A view model fed by a service, as MVVM apps of iOS 14 and later write it: `assign(to: &$…)`.
private final class Service: ObservableObject {
    @Published var isScanning = false
}

private final class ScanModel: ObservableObject {
    @Published var isScanning = false
    @Published var label = "idle"
    let service = Service()

    init() {
        service.$isScanning.assign(to: &$isScanning)
        service.$isScanning.map { $0 ? "scanning" : "idle" }.assign(to: &$label)
    }
}

private struct ScanScreen: View {
    @StateObject private var model = ScanModel()
    var body: some View {
        VStack {
            Text("\(model.label), \(model.isScanning)")
            Button("Start") { model.service.isScanning = true }
        }
    }
}

private struct SearchScreen: View {
    @StateObject private var search = Search()
    var body: some View {
        VStack {
            TextField("Search", text: $search.query)
            Text("results \(search.results.joined())")
        }
    }
}

@Suite struct PublishedProjectionTests {
    /// `$query` publishes the current value at once, then each new one as it is set.
    @Test func aPublishedPropertysPublisherDeliversEverySet() {
        let search = Search()
        search.query = "a"
        search.query = "ab"
        #expect(search.heard == ["", "a", "ab"])
        #expect(search.results == ["AB"])
    }

    @Test func aViewShowsWhatThePublisherDerived() {
        let harness = Harness(SearchScreen())
        harness.play(.type("Search", "milk"))
        #expect(harness.screen.contains { $0.contains("Text \"results MILK\"") }, "\(harness.screen)")
    }

    /// `assign(to: &$value)` sets the property from each value, announcing it as a set does: the
    /// view that reads it runs again.
    @Test func assigningToAPublishedPropertyUpdatesItsViews() {
        let harness = Harness(ScanScreen())
        #expect(harness.screen.contains("  Text \"idle, false\""))
        let step = harness.tap("Start")
        #expect(harness.screen.contains("  Text \"scanning, true\""), "\(harness.screen)")
        #expect(step.ranViews == ["ScanScreen"])
    }
}
