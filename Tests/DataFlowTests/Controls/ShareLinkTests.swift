import DataFlow
import Testing

/// A photo editor's bottom bar: share the result with a preview, or pick a photo from a button
/// whose label is the empty state.
private struct Editor: View {
    @State private var image: Image?
    var body: some View {
        VStack {
            Button {
                image = Image("photo-1")
            } label: {
                if let image {
                    image
                } else {
                    ContentUnavailableView("No picture", systemImage: "photo.badge.plus", description: Text("Tap to import a photo"))
                }
            }
            if let image {
                ShareLink(item: image, preview: SharePreview("Edited photo", image: image))
                ShareLink("Send", item: "caption", preview: SharePreview("Caption"))
            }
        }
    }
}

/// Exports as a notes app writes them: a file's URL, several URLs, a string with a label.
private struct Exports: View {
    let file = URL(fileURLWithPath: "/tmp/notes.csv")
    var body: some View {
        VStack {
            ShareLink(item: file)
            ShareLink("Export all", items: [file, file])
            ShareLink(item: "summary") { Text("Send summary") }
        }
    }
}

/// A share link with a preview is a control like one without: the sheet opens outside the app.
/// A control whose label is an empty state is named by the state's title.
@Suite struct ShareLinkTests {
    @Test func aControlLabelledByAnEmptyStateIsNamedByItsTitle() {
        let harness = Harness(Editor())
        #expect(harness.session.controls == ["tap \"No picture\""])
        harness.tap("No picture")
        #expect(harness.session.controls == ["tap \"photo-1\"", "tap \"Share\"", "tap \"Send\""])
    }

    /// SwiftUI's generic shape: the default label is `DefaultShareLinkLabel`, one item is a
    /// `CollectionOfOne`, no preview is `Never`; the label says "Share" unless given a title.
    @Test func theDefaultLabelSaysShareOrTheTitle() {
        let one: ShareLink<CollectionOfOne<URL>, Never, Never, DefaultShareLinkLabel> = ShareLink(item: URL(fileURLWithPath: "/a"))
        _ = one
        let harness = Harness(Exports())
        #expect(harness.session.controls == ["tap \"Share\"", "tap \"Export all\"", "tap \"Send summary\""])
        #expect(harness.tap("Export all").writes.isEmpty)
    }

    @Test func sharingWithAPreviewChangesNothingInTheApp() {
        let harness = Harness(Editor())
        harness.tap("No picture")
        let step = harness.tap("Share")
        #expect(step.writes.isEmpty)
        #expect(step.issues.contains { if case .dataflow(let text) = $0 { text.contains("the share sheet opens outside the app") } else { false } })
        #expect(SharePreview("Edited photo", image: Image("photo-1")).title == Text("Edited photo"))
    }
}
