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
}
