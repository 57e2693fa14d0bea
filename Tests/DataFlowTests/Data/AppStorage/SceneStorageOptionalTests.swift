import Testing

@testable import DataFlow

private struct Counter: View {
    @SceneStorage("count") private var count: Int?
    var body: some View {
        VStack {
            Button("Count") { count = (count ?? 0) + 1 }
            Text("count \(count.map(String.init) ?? "unset")")
        }
    }
}

/// §20: the Optional form (`@SceneStorage("count") var count: Int?`, SwiftUI's initializers in
/// their `ExpressibleByNilLiteral` extension) reads nil while unset and keeps what is written.
@Suite struct SceneStorageOptionalTests {
    @Test func anOptionalKeyReadsNilUntilWritten() {
        let harness = Harness(Counter())
        #expect(harness.screen.contains { $0.contains("Text \"count unset\"") })
        harness.tap("Count")
        harness.tap("Count")
        #expect(harness.screen.contains { $0.contains("Text \"count 2\"") })
    }
}
