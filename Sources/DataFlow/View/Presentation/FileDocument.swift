import Foundation

/// A document an app reads from and writes to a file (iOS 14): what `.fileExporter` saves and
/// `DocumentGroup` opens.
public protocol FileDocument: Sendable {
    /// The types the document can be read from.
    static var readableContentTypes: [UTType] { get }
    /// The types the document can be written as (the readable ones unless it says otherwise).
    static var writableContentTypes: [UTType] { get }
    /// The document read from a file.
    init(configuration: ReadConfiguration) throws
    /// The file the document writes.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document is read from: the file and its type.
public struct FileDocumentReadConfiguration {
    public let contentType: UTType
    public let file: FileWrapper

    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a document is written over: the type to write and the file already there, if any.
public struct FileDocumentWriteConfiguration {
    public let contentType: UTType
    public let existingFile: FileWrapper?

    public init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}

// The system's document pickers: `.fileExporter` saves a document where the user chooses,
// `.fileImporter` hands the app the files the user picks. Both are sheets of the system, outside
// the app, which a script cannot operate: dataflow accepts them and shows no sheet, so their
// completion never runs and their `isPresented` stays as the app set it.

extension View {
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".fileExporter")
    }

    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType, onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> ModifiedContent<Self, _AppearanceModifier> where C.Element: FileDocument {
        styled(".fileExporter")
    }

    public func fileExporter<T: Transferable>(
        isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".fileExporter")
    }

    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".fileImporter")
    }

    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".fileImporter")
    }

    /// iOS 17: with an action for a cancelled import.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".fileImporter")
    }
}
