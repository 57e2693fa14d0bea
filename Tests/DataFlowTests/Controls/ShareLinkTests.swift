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

/// A share link with a preview is a control like one without: the sheet opens outside the app.
/// A control whose label is an empty state is named by the state's title.
@Suite struct ShareLinkTests {
    @Test func aControlLabelledByAnEmptyStateIsNamedByItsTitle() {
        let harness = Harness(Editor())
        #expect(harness.session.controls == ["tap \"No picture\""])
        harness.tap("No picture")
        #expect(harness.session.controls == ["tap \"photo-1\"", "tap \"Share\"", "tap \"Send\""])
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
