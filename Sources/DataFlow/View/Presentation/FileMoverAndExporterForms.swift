import Foundation

// The system's file mover, and the file exporter's forms for reference documents, several
// documents and iOS 17's content types and cancellation action. Like `.fileExporter` and
// `.fileImporter` (`FileDocument.swift`), the sheet they present is the system's, which no script
// operates: they are accepted (D15), and their completion and cancellation actions are never called.

extension View {
    // MARK: Moving files

    public func fileMover(
        isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
    )
        -> ModifiedContent<Self, _AppearanceModifier>
    {
        styled(".fileMover")
    }

    public func fileMover<C>(
        isPresented: Binding<Bool>, files: C, onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
    ) -> ModifiedContent<Self, _AppearanceModifier> where C: Collection, C.Element == URL {
        styled(".fileMover")
    }

    public func fileMover(
        isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".fileMover")
    }

    public func fileMover<C>(
        isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
    ) -> ModifiedContent<Self, _AppearanceModifier> where C: Collection, C.Element == URL {
        styled(".fileMover")
    }

    // MARK: Exporting reference documents

    public func fileExporter<D>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
    ) -> ModifiedContent<Self, _AppearanceModifier> where D: ReferenceFileDocument {
        styled(".fileExporter")
    }

    public func fileExporter<C>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType, onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
    ) -> ModifiedContent<Self, _AppearanceModifier> where C: Collection, C.Element: ReferenceFileDocument {
        styled(".fileExporter")
    }

    // MARK: iOS 17: content types and a cancellation action

    public func fileExporter<C, T>(
        isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [], onCompletion: @escaping (Result<[URL], any Error>) -> Void,
        onCancellation: @escaping () -> Void = {}
    ) -> ModifiedContent<Self, _AppearanceModifier> where C: Collection, T: Transferable, T == C.Element {
        styled(".fileExporter")
    }

    public func fileExporter<D>(
        isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> ModifiedContent<Self, _AppearanceModifier> where D: FileDocument {
        styled(".fileExporter")
    }

    public func fileExporter<D>(
        isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> ModifiedContent<Self, _AppearanceModifier> where D: ReferenceFileDocument {
        styled(".fileExporter")
    }

    public func fileExporter<C>(
        isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [], onCompletion: @escaping (Result<[URL], any Error>) -> Void,
        onCancellation: @escaping () -> Void = {}
    ) -> ModifiedContent<Self, _AppearanceModifier> where C: Collection, C.Element: FileDocument {
        styled(".fileExporter")
    }

    public func fileExporter<C>(
        isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [], onCompletion: @escaping (Result<[URL], any Error>) -> Void,
        onCancellation: @escaping () -> Void = {}
    ) -> ModifiedContent<Self, _AppearanceModifier> where C: Collection, C.Element: ReferenceFileDocument {
        styled(".fileExporter")
    }
}
