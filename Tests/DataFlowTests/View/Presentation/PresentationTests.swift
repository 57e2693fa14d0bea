import Testing

@testable import DataFlow

/// The classic: `n` is only used in the sheet and the button (fatbobman's "bug-code-by-state-inject").
private struct Stale: View {
    @State private var n = 1
    @State private var show = false
    let readsInBody: Bool
    var body: some View {
        VStack {
            if readsInBody { Text("n = \(n)") }
            Button("Show") {
                n = 2
                show = true
            }
        }
        .sheet(isPresented: $show) { Text("sheet: n = \(n)") }
    }
}

private struct Item: Identifiable {
    let id: Int
}

private struct ItemSheet: View {
    @State private var item: Item?
    var body: some View {
        Button("Show 2") { item = Item(id: 2) }
            .sheet(item: $item) { item in Text("sheet: item \(item.id)") }
    }
}

private struct Counter: View {
    @State private var count = 0
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("count \(count)")
            Button("Add") { count += 1 }
            Button("Close") { dismiss() }
        }
    }
}

private struct Host: View {
    @State private var show = false
    @State private var dismissals = 0
    var body: some View {
        VStack {
            Button("Open") { show = true }
            Text("dismissed \(dismissals)")
        }
        .sheet(isPresented: $show, onDismiss: { dismissals += 1 }) { Counter() }
    }
}

private struct Confirm: View {
    @State private var asking = false
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Button("Delete") { asking = true }
            Text("log \(log)")
        }
        .alert("Delete?", isPresented: $asking) {
            Button("Cancel") { log.append("cancel, asking: \(asking)") }
            Button("OK") { log.append("ok") }
        } message: {
            Text("This cannot be undone.")
        }
    }
}

private struct Dialog: View {
    @State private var asking = false
    @State private var choice = "none"
    var body: some View {
        VStack {
            Text("choice: \(choice)")
            Button("Ask") { asking = true }
        }
        .confirmationDialog("Pick one", isPresented: $asking) {
            Button("Red") { choice = "red, asking: \(asking)" }
            Button("Cancel", role: .cancel) {}
        }
    }
}

private struct RenameAlert: View {
    @State private var isRenaming = false
    @State private var name = "Draft"
    var body: some View {
        VStack {
            Text(name)
            Button("Rename") { isRenaming = true }
        }
        .alert("Rename", isPresented: $isRenaming) {
            TextField("Name", text: $name)
            Button("Done") {}
        }
    }
}

@Suite struct PresentationTests {
    /// A text field in an alert is typed into; the alert stays until one of its buttons is tapped.
    @Test func aTextFieldInAnAlertCanBeTypedIntoAndTheAlertStays() {
        let harness = Harness(RenameAlert())
        harness.tap("Rename")
        let typed = harness.type("Name", "Final")
        #expect(typed.writes.map(\.target) == ["RenameAlert._name"])
        #expect(harness.screen.contains("  TextField \"Name\" = \"Final\""))
        #expect(harness.screen.contains("alert \"Rename\" (presented)"))
        harness.tap("Done")
        #expect(harness.screen == ["VStack", "  Text \"Final\"", "  Button \"Rename\""])
    }

    /// §17: every button of a confirmation dialog dismisses it, Cancel included, after its action.
    @Test func anyConfirmationDialogButtonDismissesItAfterItsAction() {
        let harness = Harness(Dialog())
        harness.tap("Ask")
        harness.tap("Red")
        #expect(harness.screen == ["VStack", "  Text \"choice: red, asking: true\"", "  Button \"Ask\""])
        harness.tap("Ask")
        let cancelled = harness.tap("Cancel")
        #expect(cancelled.writes.map(\.target) == ["Dialog._asking"])
        #expect(!harness.screen.contains { $0.contains("confirmationDialog") })
    }

    @Test func aSheetShowsTheValueTheLastBodyCapturedWhenTheBodyDidNotReadIt() {
        let harness = Harness(Stale(readsInBody: false))
        let step = harness.tap("Show")
        // No body ran for n or show: the sheet's closure is the one the mount made (n was 1).
        #expect(step.ranViews.isEmpty)
        #expect(harness.screen.suffix(2) == ["sheet (presented)", "  Text \"sheet: n = 1\""])
        #expect(harness.stale.map(\.current) == ["Text \"sheet: n = 2\""])
        // The closure read `n` during the update: from now on Stale depends on it (§3, D4).
        #expect(harness.body("Stale")?.boxes.first.map { ($0 as? StateBox<Int>)?.location?.wasRead } == true)
    }

    @Test func readingTheValueInBodyIsTheFirstFix() {
        let harness = Harness(Stale(readsInBody: true))
        let step = harness.tap("Show")
        #expect(step.ran == ["Stale: _n changed."])
        #expect(harness.screen.suffix(2) == ["sheet (presented)", "  Text \"sheet: n = 2\""])
        #expect(harness.stale.isEmpty)
    }

    @Test func anItemSheetGetsTheItemItself() {
        let harness = Harness(ItemSheet())
        harness.tap("Show 2")
        #expect(harness.screen == ["Button \"Show 2\"", "sheet (presented)", "  Text \"sheet: item 2\""])
        #expect(harness.stale.isEmpty)
    }

    @Test func presentedStateLivesAsLongAsThePresentation() {
        let harness = Harness(Host())
        harness.tap("Open")
        harness.tap("Add")
        #expect(harness.screen.contains("    Text \"count 1\""))
        // Modal: the host's button is covered.
        #expect(harness.session.controls == ["dismiss", "tap \"Add\"", "tap \"Close\""])
        let dismissed = harness.play(.dismiss)
        #expect(dismissed.actions == ["onDismiss of sheet of Host"])
        #expect(harness.screen == ["VStack", "  Button \"Open\"", "  Text \"dismissed 1\""])
        harness.tap("Open")
        #expect(harness.screen.contains("    Text \"count 0\""))  // fresh state
    }

    @Test func dismissFromTheEnvironmentWritesTheBinding() {
        let harness = Harness(Host())
        harness.tap("Open")
        let step = harness.tap("Close")
        #expect(step.writes.map(\.target) == ["Host._show", "Host._dismissals"])
        #expect(!harness.screen.contains("sheet (presented)"))
    }

    /// §17: "All actions in an alert dismiss the alert after the action runs" (Apple).
    @Test func anAlertButtonRunsItsActionThenSetsTheBindingFalse() {
        let harness = Harness(Confirm())
        harness.tap("Delete")
        #expect(
            harness.screen.suffix(4) == [
                "alert \"Delete?\" (presented)", "  Text \"This cannot be undone.\"", "  Button \"Cancel\"", "  Button \"OK\"",
            ])
        #expect(harness.session.controls == ["tap \"Cancel\"", "tap \"OK\""])
        harness.tap("Cancel")
        #expect(harness.screen == ["VStack", "  Button \"Delete\"", "  Text \"log [\\\"cancel, asking: true\\\"]\""])
    }
}
