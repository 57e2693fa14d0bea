import DataFlow
import Testing

private struct Playlist: View {
    @State private var name = "Mix"
    @FocusState private var isRenaming: Bool

    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($isRenaming)
            Text(isRenaming ? "renaming" : "idle")
            RenameButton()
        }
        .renameAction($isRenaming)
    }
}

private struct Orphan: View {
    var body: some View { RenameButton() }
}

/// iOS 16's `RenameButton` performs the `.renameAction` above it: here, focusing the name field.
@Suite struct RenameButtonTests {
    @Test func renameFocusesTheField() {
        let harness = Harness(Playlist())
        #expect(harness.screen.contains { $0.contains("Text \"idle\"") }, "\(harness.screen)")
        harness.tap("Rename")
        #expect(harness.screen.contains { $0.contains("Text \"renaming\"") }, "\(harness.screen)")
    }

    @Test func withoutARenameActionTheButtonIsDisabled() {
        let harness = Harness(Orphan())
        #expect(harness.screen.contains { $0.contains("Button \"Rename\"") && $0.contains("disabled") }, "\(harness.screen)")
    }
}
