import Testing

@testable import DataFlow

/// A Bool focus state tied with `equals:`, and a focused object nobody reads on an iPhone.
private struct Search: View {
    final class Document: ObservableObject {
        @Published var title = "Draft"
    }

    @FocusState private var searching: Bool
    @FocusedObject private var focusedDocument: Document?
    @State private var query = ""
    @StateObject private var document = Document()
    var body: some View {
        VStack {
            TextField("Query", text: $query).focused($searching, equals: true).focusedObject(document)
            Text(searching ? "searching" : "idle")
            Text("focused document: \(focusedDocument?.title ?? "none")")
        }
    }
}

/// §23: `.focused(_:equals:)` works for any focus state: the field takes the value when it gets
/// the focus and leaves the state at rest (false, or nil) when it gives it up.
@Suite struct FocusedEqualsTests {
    @Test func aBoolFocusStateTiedWithEqualsGoesBackToFalse() {
        let harness = Harness(Search())
        #expect(harness.screen.contains("  Text \"idle\""))
        harness.play(.focus("Query"))
        #expect(harness.screen.contains("  Text \"searching\""))
        harness.play(.submit("Query"))
        #expect(harness.screen.contains("  Text \"idle\""))
    }

    /// As focused values are, a focused object is published to no reader: it reads nil.
    @Test func aFocusedObjectReadsNil() {
        let harness = Harness(Search())
        harness.play(.focus("Query"))
        #expect(harness.screen.contains("  Text \"focused document: none\""))
    }
}
