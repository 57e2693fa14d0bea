import Foundation

/// A document the app keeps as an object (iOS 14): an observable object that writes a snapshot of
/// itself when saved.
public protocol ReferenceFileDocument: ObservableObject, Sendable {
    associatedtype Snapshot
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    func snapshot(contentType: UTType) throws -> Snapshot
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper

    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What an editor of a value document is given: a binding to the document, which it edits.
public struct FileDocumentConfiguration<Document: FileDocument> {
    @Binding public var document: Document
    /// The document's file: nil in a run, which writes no file.
    public var fileURL: URL?
    /// Whether the editor may change it (false for a viewer group).
    public var isEditable: Bool

    init(document: Binding<Document>, fileURL: URL?, isEditable: Bool) {
        _document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}

/// What an editor of a reference document is given: the document object, which it observes.
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    @ObservedObject public var document: Document
    /// The document's file: nil in a run, which writes no file.
    public var fileURL: URL?
    /// Whether the editor may change it (false for a viewer group).
    public var isEditable: Bool

    init(document: Document, fileURL: URL?, isEditable: Bool) {
        self.document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}

/// The open document, as its editor's environment says it (iOS 17).
public struct DocumentConfiguration {
    public let isEditable: Bool
    public let fileURL: URL?
}

/// A document-based app's own documents box (macOS's `NSDocument` bridge): declared for
/// source compatibility.
public protocol DocumentBaseBox<Document>: AnyObject {
    associatedtype Document
    var base: Document? { get }
}
