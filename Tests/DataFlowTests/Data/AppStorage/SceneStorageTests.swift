import DataFlow
import Testing

private struct Editor: View {
    @SceneStorage("draft") private var draft = ""
    var body: some View {
        VStack {
            Button("Write") { draft = "hello" }
            Echo()
        }
    }
}

private struct Echo: View {
    @SceneStorage("draft") private var draft = "none"
    @AppStorage("draft") private var setting = "setting"
    var body: some View { Text("\(draft) \(setting)") }
}

@Suite struct SceneStorageTests {
    /// §20: a scene's storage is shared by the views that declare its key, in a store of its own:
    /// user defaults' key of the same name is another value.
    @Test func viewsDeclaringAKeyShareItApartFromUserDefaults() {
        let harness = Harness(Editor())
        #expect(harness.screen.contains { $0.contains("Text \"none setting\"") }, "\(harness.screen)")
        let step = harness.tap("Write")
        #expect(step.writes.map(\.target) == ["SceneStorage(\"draft\")"])
        #expect(step.ranViews == ["Echo"])
        #expect(harness.screen.contains { $0.contains("Text \"hello setting\"") }, "\(harness.screen)")
    }
}
