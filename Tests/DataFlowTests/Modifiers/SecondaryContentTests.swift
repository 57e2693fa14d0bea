import DataFlow
import Testing

/// §28: toolbar, context menu, swipe actions and overlay content is ordinary view content under
/// the host: its views have state and bodies, and its buttons are controls.
@Suite struct SecondaryContentTests {
    fileprivate struct List: View {
        @State var items = ["A", "B"]
        var body: some View {
            VStack {
                ForEach(items, id: \.self) { item in
                    Text(item)
                        .swipeActions { Button("Delete \(item)") { items.removeAll { $0 == item } } }
                        .contextMenu { Button("Copy \(item)") { items.append(item) } }
                }
            }
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button {
                        items.append("C")
                    } label: {
                        Image(systemName: "plus")
                    }
                }
                ToolbarItem { Counter() }
            }
            .overlay { Text("\(items.count) items") }
        }
    }

    fileprivate struct Counter: View {
        @State var taps = 0
        var body: some View { Button("taps \(taps)") { taps += 1 } }
    }

    @Test func attachedButtonsAreControlsAndAttachedViewsKeepTheirState() {
        let harness = Harness(List())
        #expect(
            harness.session.controls == [
                "tap \"Delete A\"", "tap \"Copy A\"", "tap \"Delete B\"", "tap \"Copy B\"", "tap \"plus\"", "tap \"taps 0\"",
            ])
        harness.tap("plus")
        harness.tap("taps 0")
        harness.tap("Delete A")
        #expect(harness.screen.contains("VStack .overlay(Text \"2 items\")"))
        #expect(harness.screen.contains("toolbar"))
        #expect(harness.screen.contains("  Button \"taps 1\""), "the toolbar's own view kept its state: \(harness.screen)")
    }

    fileprivate struct Inbox: View {
        @State var mails = ["Hello", "Invoice"]
        @State var pinned: [String] = []
        var body: some View {
            VStack {
                ForEach(mails, id: \.self) { mail in
                    Text(mail)
                        .swipeActions { Button("Pin") { pinned.append(mail) } }
                }
                .onDelete { mails.remove(atOffsets: $0) }
                ForEach(pinned, id: \.self) { Text("pinned \($0)") }
                    .onDelete { pinned.remove(atOffsets: $0) }
            }
        }
    }

    /// A row is named by what it shows, not by the swipe buttons a gesture reveals; and a row
    /// with swipe actions has no Delete of `.onDelete`'s ("SwiftUI no longer synthesizes" it).
    @Test func swipeActionsReplaceTheDeleteOfOnDeleteAndStayOutOfTheRowsName() {
        let harness = Harness(Inbox())
        #expect(!harness.session.controls.contains { $0.hasPrefix("delete") })
        harness.play(.tap("Pin"))
        #expect(harness.session.controls.contains("delete \"pinned Hello\""))
        #expect(!harness.session.controls.contains("delete \"Hello\""))
        harness.play(.delete("pinned Hello", occurrence: 1))
        #expect(!harness.screen.contains { $0.contains("pinned") })
    }
}

/// §28: a title menu's and a section's action buttons are tapped directly.
fileprivate struct TitledList: View {
    @State private var renamed = false
    @State private var added = 0
    var body: some View {
        NavigationStack {
            List {
                Section("Items") { Text("added \(added)") }
                    .sectionActions { Button("Add") { added += 1 } }
            }
            .navigationTitle(renamed ? "Renamed" : "Inbox")
            .toolbarTitleMenu { Button("Rename") { renamed = true } }
        }
    }
}

@Suite struct TitleMenuAndSectionActionTests {
    @Test func theirButtonsCanBeTapped() {
        let harness = Harness(TitledList())
        harness.tap("Rename")
        #expect(harness.screen.joined(separator: "\n").contains("Renamed"))
        harness.tap("Add")
        #expect(harness.screen.contains { $0.hasSuffix("Text \"added 1\"") })
    }
}
