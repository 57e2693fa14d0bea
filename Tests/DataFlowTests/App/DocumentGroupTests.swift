import DataFlow
import Foundation
import Testing

private struct Note: FileDocument {
    var text = "Hello"
    static var readableContentTypes: [UTType] { [.plainText] }
    init() {}
    init(configuration: ReadConfiguration) throws { text = "" }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper { FileWrapper(regularFileWithContents: Data(text.utf8)) }
}

private struct NoteEditor: View {
    @Binding var note: Note
    @Environment(\.documentConfiguration) private var configuration
    var body: some View {
        VStack {
            TextField("Text", text: $note.text)
            Text("\(note.text.count) characters, editable \(configuration?.isEditable == true)")
        }
    }
}

private struct NotesApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: Note()) { file in NoteEditor(note: file.$document) }
    }
}

private struct LaunchingNotesApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: Note()) { file in NoteEditor(note: file.$document) }
        DocumentGroupLaunchScene("Notes") {
            NewDocumentButton("Start Writing")
            NewDocumentButton("From Template", for: Note.self) {
                var note = Note()
                note.text = "Dear Sir"
                return note
            }
        }
    }
}

private final class Board: ReferenceFileDocument, @unchecked Sendable {
    @Published var cards = ["Plan"]
    static var readableContentTypes: [UTType] { [.json] }
    init() {}
    init(configuration: ReadConfiguration) throws {}
    func snapshot(contentType: UTType) throws -> [String] { cards }
    func fileWrapper(snapshot: [String], configuration: WriteConfiguration) throws -> FileWrapper { FileWrapper(regularFileWithContents: Data()) }
}

private struct BoardEditor: View {
    @ObservedObject var board: Board
    var body: some View {
        VStack {
            Text("\(board.cards.count) cards")
            Button("Add") { board.cards.append("Card") }
        }
    }
}

private struct BoardsApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: { Board() }) { file in BoardEditor(board: file.document) }
    }
}

private struct ViewerApp: App {
    var body: some Scene {
        DocumentGroup(viewing: Note.self) { file in Text(file.document.text) }
    }
}

/// A document app launches into its documents; Create Document opens the editor over a new
/// document, which the editor edits through its binding or as an observable object (D21).
@Suite struct DocumentGroupTests {
    @Test func anAppLaunchesIntoItsDocumentsAndCreatesOne() {
        let harness = Harness(AppRoot(NotesApp()))
        #expect(harness.screen.contains { $0.contains("Button \"Create Document\"") }, "\(harness.screen)")
        #expect(!harness.screen.contains { $0.contains("TextField") })
        harness.tap("Create Document")
        #expect(harness.screen.contains { $0.contains("TextField \"Text\" = \"Hello\"") }, "\(harness.screen)")
        #expect(harness.screen.contains { $0.contains("Text \"5 characters, editable true\"") }, "\(harness.screen)")
        harness.play(.type("Text", "Hi there"))
        #expect(harness.screen.contains { $0.contains("Text \"8 characters, editable true\"") }, "\(harness.screen)")
    }

    @Test func aLaunchSceneGivesTheTitleAndActions() {
        let harness = Harness(AppRoot(LaunchingNotesApp()))
        #expect(harness.screen.contains { $0.contains("Text \"Notes\"") }, "\(harness.screen)")
        #expect(!harness.screen.contains { $0.contains("Create Document") }, "\(harness.screen)")
        harness.tap("Start Writing")
        #expect(harness.screen.contains { $0.contains("TextField \"Text\" = \"Hello\"") }, "\(harness.screen)")
    }

    /// A new-document button's `prepareDocument` runs as a task, and its document opens.
    @Test func aPreparedDocumentOpens() {
        let harness = Harness(AppRoot(LaunchingNotesApp()))
        harness.tap("From Template")
        #expect(harness.screen.contains { $0.contains("TextField \"Text\" = \"Dear Sir\"") }, "\(harness.screen)")
    }

    @Test func aReferenceDocumentIsObservedByItsEditor() {
        let harness = Harness(AppRoot(BoardsApp()))
        harness.tap("Create Document")
        #expect(harness.screen.contains { $0.contains("Text \"1 cards\"") }, "\(harness.screen)")
        harness.tap("Add")
        #expect(harness.screen.contains { $0.contains("Text \"2 cards\"") }, "\(harness.screen)")
    }

    @Test func aViewerCannotCreateADocument() {
        let harness = Harness(AppRoot(ViewerApp()))
        #expect(!harness.screen.contains { $0.contains("Create Document") }, "\(harness.screen)")
    }
}
