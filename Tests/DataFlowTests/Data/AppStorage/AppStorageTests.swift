import Testing
@testable import DataFlow

private struct Reader: View {
    @AppStorage("name") private var name = "Anonymous"
    var body: some View { Text("hello \(name)") }
}

private struct Bystander: View {
    @AppStorage("name") private var name = "Anonymous"
    var body: some View { Text("I never read it") }
}

private struct Writer: View {
    @AppStorage("name") private var name = "Anonymous"
    var body: some View {
        VStack {
            Button("Rename") { name = "Tim" }
            Button("Same") { name = "Tim" }
            Reader()
            Bystander()
        }
    }
}

@Suite struct AppStorageTests {
    @Test func aWriteReRunsEveryViewThatReadTheKey() {
        let harness = Harness(Writer())
        let step = harness.tap("Rename")
        #expect(step.writes.map(\.target) == ["AppStorage(\"name\")"])
        // Writer wrote but never read it, Bystander declares it without reading: neither runs.
        #expect(step.ranViews == ["Reader"])
        #expect(harness.screen.contains("  Text \"hello Tim\""))
    }

    @Test func anEqualWriteDoesNothing() {
        let harness = Harness(Writer())
        harness.tap("Rename")
        let step = harness.tap("Same")
        #expect(step.ranViews.isEmpty && step.passes == 0)
    }
}
