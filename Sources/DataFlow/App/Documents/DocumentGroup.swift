import Foundation

/// A document-based app's scene (iOS 14): a browser of the app's documents, and an editor for the
/// one opened.
///
/// A phone launches such an app into its documents, not into the editor: iOS 18 shows a launch
/// screen whose action is Create Document (the app's `DocumentGroupLaunchScene` replaces its
/// title and actions), earlier systems the Files browser with the same action. A run starts with
/// no files, so the only way in is to create one: `tap "Create Document"` makes the group's new
/// document and opens the editor with it, inside a navigation stack as on iOS. The document lives
/// in the run's memory: editing it through `file.$document` (or a reference document's
/// properties) changes it as a binding or an observable object does, and nothing is written to a
/// file. A viewer group (`DocumentGroup(viewing:)`) cannot create, so it stays at the launch
/// screen (D21).
///
///     DocumentGroup(newDocument: TextFile()) { file in
///         TextEditor(text: file.$document.text)
///     }
public struct DocumentGroup<Document, Content: View>: BuiltinScene {
    let open: AnyDocumentOpener

    package var windowContent: (any View)? { DocumentBrowserView(open: open, launch: nil) }

    /// The window, with the launch screen an app's `DocumentGroupLaunchScene` describes.
    func windowContent(launch: DocumentLaunch) -> any View { DocumentBrowserView(open: open, launch: launch) }
}

extension DocumentGroup where Document: FileDocument {
    public init(
        newDocument: @autoclosure @escaping @Sendable () -> Document, @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) {
        open = AnyDocumentOpener(valueOf: Document.self, isEditable: true, newDocument: newDocument, editor: editor)
    }

    public init(viewing documentType: Document.Type, @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        open = AnyDocumentOpener(valueOf: Document.self, isEditable: false, newDocument: nil, editor: viewer)
    }
}

extension DocumentGroup where Document: ReferenceFileDocument {
    public init(
        newDocument: @escaping @Sendable () -> Document, @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) {
        open = AnyDocumentOpener(referenceOf: Document.self, isEditable: true, newDocument: newDocument, editor: editor)
    }

    public init(viewing documentType: Document.Type, @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        open = AnyDocumentOpener(referenceOf: Document.self, isEditable: false, newDocument: nil, editor: viewer)
    }
}

/// How a group makes a new document and the editor over it, whatever the document's type.
struct AnyDocumentOpener {
    /// Makes a new document, kept in `box`, or nil for a viewer.
    let newDocument: (() -> AnyObject)?
    /// The editor over the document `box` holds.
    let editor: (AnyObject) -> AnyView
    /// A document the app made itself (`NewDocumentButton`'s `prepareDocument`), kept to open;
    /// nil when it is not of the group's type.
    let keep: (Any) -> AnyObject?
    let isEditable: Bool

    init<Document: FileDocument, Content: View>(
        valueOf type: Document.Type, isEditable: Bool, newDocument: (() -> Document)?,
        editor: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) {
        self.isEditable = isEditable
        self.newDocument = newDocument.map { make in { OpenDocument(make()) } }
        keep = { ($0 as? Document).map(OpenDocument.init) }
        self.editor = { box in
            let box = box as! OpenDocument<Document>
            let binding = Binding(get: { box.document }, set: { box.document = $0 })
            return AnyView(editor(FileDocumentConfiguration(document: binding, fileURL: nil, isEditable: isEditable)))
        }
    }

    init<Document: ReferenceFileDocument, Content: View>(
        referenceOf type: Document.Type, isEditable: Bool, newDocument: (() -> Document)?,
        editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) {
        self.isEditable = isEditable
        self.newDocument = newDocument.map { make in { make() } }
        keep = { $0 as? Document }
        self.editor = { object in
            AnyView(editor(ReferenceFileDocumentConfiguration(document: object as! Document, fileURL: nil, isEditable: isEditable)))
        }
    }
}

/// A value document's storage for the run, which its binding reads and writes.
@Observable final class OpenDocument<Document> {
    var document: Document
    init(_ document: Document) { self.document = document }
}

/// The browser: the launch screen until a document is open, then its editor.
struct DocumentBrowserView: View {
    let open: AnyDocumentOpener
    let launch: DocumentLaunch?
    /// The document open in the editor (a value document's box, or the reference document).
    @State private var document: AnyObject?

    var body: some View {
        if let document {
            NavigationStack {
                open.editor(document)
            }
            .environment(\.openDocumentConfiguration, DocumentConfiguration(isEditable: open.isEditable, fileURL: nil))
        } else {
            VStack {
                launch?.title
                if let actions = launch?.actions {
                    AnyView(actions)
                } else if open.newDocument != nil {
                    NewDocumentButton()
                }
            }
            .environment(\.newDocumentAction, newDocumentAction)
        }
    }

    /// What a `NewDocumentButton` here does: open a new document, or the one the app prepared.
    private var newDocumentAction: NewDocumentAction? {
        guard let make = open.newDocument else { return nil }
        return NewDocumentAction(create: { document = make() }, open: { prepared in open.keep(prepared).map { document = $0 } })
    }
}

/// What a `NewDocumentButton` does in the launch screen it is in: open a new document, or one the
/// app prepared.
struct NewDocumentAction {
    let create: () -> Void
    let open: (Any) -> Void
}

private struct NewDocumentActionKey: EnvironmentKey {
    static var defaultValue: NewDocumentAction? { nil }
}

private struct DocumentConfigurationKey: EnvironmentKey {
    static var defaultValue: DocumentConfiguration? { nil }
}

extension EnvironmentValues {
    var newDocumentAction: NewDocumentAction? {
        get { self[NewDocumentActionKey.self] }
        set { self[NewDocumentActionKey.self] = newValue }
    }

    /// The open document's configuration, in its editor (iOS 17); nil elsewhere.
    public var documentConfiguration: DocumentConfiguration? { self[DocumentConfigurationKey.self] }

    /// What the document group sets `documentConfiguration` to over its editor.
    var openDocumentConfiguration: DocumentConfiguration? {
        get { self[DocumentConfigurationKey.self] }
        set { self[DocumentConfigurationKey.self] = newValue }
    }
}
