import DataFlow
import Foundation
import Testing

private struct ShareCode: View {
    @State private var pasted = "nothing"
    var body: some View {
        VStack {
            Text("pasted \(pasted)")
            Button("Copy") { UIPasteboard.general.string = "ABC-123" }
            Button("Paste") { pasted = UIPasteboard.general.string ?? "empty" }
        }
    }
}

/// A backup as a document subclass writes it: JSON of a list of names.
private final class NamesDocument: UIDocument, @unchecked Sendable {
    var names: [String] = []

    override func contents(forType typeName: String) throws -> Any { try JSONEncoder().encode(names) }

    override func load(fromContents contents: Any, ofType typeName: String?) throws {
        guard let data = contents as? Data else { throw CocoaError(.fileReadCorruptFile) }
        names = try JSONDecoder().decode([String].self, from: data)
    }
}

private struct Backup: View {
    let url: URL
    @State private var status = "idle"
    var body: some View {
        VStack {
            Text(status)
            Button("Back up") {
                let document = NamesDocument(fileURL: url)
                document.names = ["Fern", "Ivy"]
                document.save(to: url, for: .forCreating) { saved in status = saved ? "saved" : "failed" }
            }
            Button("Restore") {
                let document = NamesDocument(fileURL: url)
                document.open { opened in status = opened ? "restored \(document.names.joined(separator: ", "))" : "cannot open" }
            }
        }
    }
}

/// An icon picker, as settings screens offer one (`UIImage()` its fallback preview).
private struct IconPicker: View {
    @State private var chosen = UIApplication.shared.alternateIconName ?? "primary"
    var body: some View {
        VStack {
            Text("icon \(chosen), preview \((UIImage(named: "AppIconDark") ?? UIImage()) == UIImage() ? "none" : "named")")
            Button("Dark icon") {
                UIApplication.shared.setAlternateIconName("AppIconDark") { error in
                    chosen = error == nil ? UIApplication.shared.alternateIconName ?? "primary" : "failed"
                }
            }
        }
    }
}

/// The clipboard holds what the app copied (empty at the start of a run, a copy noted as the
/// system's effect), and a document subclass saves and opens its file, its completion a later
/// turn of the main queue, as UIKit's is.
@Suite struct PasteboardAndDocumentTests {
    @Test func whatTheAppCopiedCanBePasted() {
        let harness = Harness(ShareCode())
        harness.tap("Paste")
        #expect(harness.screen.contains("  Text \"pasted empty\""))
        let copy = harness.tap("Copy")
        #expect(copy.issues.contains { $0.text.hasPrefix("effect: UIPasteboard copies \"ABC-123\"") })
        harness.tap("Paste")
        #expect(harness.screen.contains("  Text \"pasted ABC-123\""))
    }

    /// Choosing an alternate icon succeeds, is the system's effect, and is kept for the run only.
    @Test func anAlternateIconIsChosenForTheRun() {
        let harness = Harness(IconPicker())
        #expect(harness.screen.contains("  Text \"icon primary, preview named\""))
        let choose = harness.tap("Dark icon")
        #expect(choose.issues.contains { $0.text.hasPrefix("effect: UIApplication sets the app's icon to \"AppIconDark\"") })
        #expect(harness.screen.contains("  Text \"icon AppIconDark, preview named\""))
        #expect(Harness(IconPicker()).screen.contains("  Text \"icon primary, preview named\""), "a new run starts with the primary icon")
    }

    @Test func aDocumentSavesItsContentsAndOpensThemAgain() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dataflow-backup-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let harness = Harness(Backup(url: url))
        harness.tap("Restore")
        #expect(harness.screen.contains("  Text \"cannot open\""))
        harness.tap("Back up")
        #expect(harness.screen.contains("  Text \"saved\""))
        #expect(try Data(contentsOf: url) == JSONEncoder().encode(["Fern", "Ivy"]))
        harness.tap("Restore")
        #expect(harness.screen.contains("  Text \"restored Fern, Ivy\""))
    }

    @Test func noICloudAccountIsSignedIn() {
        #expect(FileManager.default.url(forUbiquityContainerIdentifier: nil) == nil)
        #expect(FileManager.default.ubiquityIdentityToken == nil)
    }
}
